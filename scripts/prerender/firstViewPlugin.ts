import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { APP_CONFIG_PATH } from '../../src/config/constants.ts';
import {
  FIRST_VIEW_KINDS,
  GATE_CSS,
  firstViewContent,
  type FirstViewMarkup,
} from '../../src/app/firstView/firstViewMarkup.ts';

/** Where index.html asks for the gate; the built file must contain each exactly once. */
export const GATE_MARKER = '<!-- first-view-gate -->';
export const APP_ELEMENT = '<div id="app"></div>';

/** The one-line script after the markup: it lets the gate reveal once the header is parsed. */
export const PARSED_SCRIPT = 'window.__firstViewParsed&&window.__firstViewParsed()';

interface FirstViewModule {
  renderFirstView(): Promise<FirstViewMarkup>;
}

/**
 * docs/budgets.md: `npm run build` writes the signed-out `/` into dist/index.html, rendered at
 * build time by the app's own components with Emotion's critical CSS, and the inline gate
 * that decides before the first paint whether it may be shown. Both are built from src/, so
 * nothing here repeats the app's markup or its config checks.
 */
export function firstViewPrerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'first-view-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      // Before cspHashes, which hashes the inline scripts this writes.
      sequential: true,
      async handler() {
        if (config.build.ssr || config.build.lib) return;
        const indexPath = resolve(config.root, config.build.outDir, 'index.html');
        let page: string;
        try {
          page = readFileSync(indexPath, 'utf8');
        } catch {
          return; // Not the app's build (Storybook's, say): nothing to prerender.
        }
        if (!page.includes(GATE_MARKER)) return;
        const chunks = firstViewChunks(config);
        const [markup, gate] = await Promise.all([renderMarkup(config), buildGate(config, chunks)]);
        writeFileSync(indexPath, injectFirstView(page, markup, gate));
        const sizes = FIRST_VIEW_KINDS.map(
          (kind) => `${kind} ${(markup.views[kind].length / 1024).toFixed(1)} kB`,
        );
        config.logger.info(
          `first view: ${sizes.join(', ')} of markup, ${(markup.styles.length / 1024).toFixed(1)} kB critical CSS, ${(gate.length / 1024).toFixed(1)} kB gate`,
        );
      },
    },
  };
}

/** Puts the gate, the critical CSS and the markup where index.html marks them. */
export function injectFirstView(page: string, markup: FirstViewMarkup, gate: string): string {
  if (page.split(GATE_MARKER).length !== 2 || page.split(APP_ELEMENT).length !== 2) {
    throw new Error(`index.html needs ${GATE_MARKER} and ${APP_ELEMENT} exactly once`);
  }
  if (gate.includes('</script')) throw new Error('the gate script must not close its element');
  return page
    .replace(
      GATE_MARKER,
      () =>
        `<link rel="preload" href="${APP_CONFIG_PATH}" as="fetch" crossorigin="anonymous" /><style data-first-view-gate>${GATE_CSS}</style>${markup.styles}<script>${gate}</script>`,
    )
    .replace(
      APP_ELEMENT,
      () =>
        `<div id="app">${firstViewContent(markup)}</div><script>${PARSED_SCRIPT}</script>`,
    );
}

function shared(config: ResolvedConfig) {
  return {
    configFile: false as const,
    root: config.root,
    logLevel: 'warn' as const,
    mode: 'production',
    resolve: { alias: config.resolve.alias },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  };
}

async function renderMarkup(config: ResolvedConfig): Promise<FirstViewMarkup> {
  const outDir = mkdtempSync(join(tmpdir(), 'first-view-'));
  try {
    await build({
      ...shared(config),
      plugins: [react()],
      // Everything bundled: Node then loads one file, with React's production build in it.
      ssr: { noExternal: true },
      build: {
        ssr: resolve(config.root, 'src/app/firstView/renderFirstView.tsx'),
        outDir,
        emptyOutDir: true,
        minify: false,
        rollupOptions: { output: { entryFileNames: 'renderFirstView.mjs' } },
      },
    });
    const module = (await import(
      pathToFileURL(join(outDir, 'renderFirstView.mjs')).href
    )) as FirstViewModule;
    return await module.renderFirstView();
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * Where each signed-in screen's code is, for the gate to preload (docs/budgets.md): `first`, what
 * paints the screen's largest part (on `/`, 我的课程); `later`, the rest of its first view (the
 * header's controls, the other cards), queued after `first` so it never holds it back.
 */
export interface ScreenChunks {
  first: string[];
  later: string[];
  /** On `/scenter`, each tab's own code: the one in the address goes between the two. */
  tabs?: Record<string, string[]>;
}

export interface FirstViewChunks {
  home: ScreenChunks;
  userCenter: ScreenChunks;
}

interface ManifestEntry {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The chunks of the given modules, read from the build manifest: each with the chunks it
 * imports, minus what the entry loads anyway (and minus `already`, another list's).
 */
export function chunksFor(
  manifest: Record<string, ManifestEntry>,
  sources: readonly string[],
  base: string,
  already: readonly string[] = [],
): string[] {
  const loadedByEntry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const entry = manifest[key];
    if (!entry || into.has(entry.file)) return;
    into.add(entry.file);
    for (const imported of entry.imports ?? []) walk(imported, into);
  };
  for (const [key, entry] of Object.entries(manifest)) if (entry.isEntry) walk(key, loadedByEntry);
  const files = new Set<string>();
  for (const source of sources) walk(source, files);
  return [...files]
    .filter((file) => !loadedByEntry.has(file))
    .map((file) => `${base}${file}`)
    .filter((href) => !already.includes(href));
}

/** The user centre's tabs other than 个人资料 (which needs no code of its own), by `?tab=`. */
const USER_CENTER_TAB_SOURCES: Record<string, string[]> = {
  records: [
    'src/features/records/RecordsPanel.tsx',
    'src/features/study-stats/RecordsStudyChart.tsx',
  ],
  weight: ['src/features/course-weighting/CourseWeightPanel.tsx'],
  messages: ['src/features/notifications/MessagesPanel.tsx'],
};

function userCenter(
  manifest: Record<string, ManifestEntry>,
  base: string,
  controls: string,
): ScreenChunks {
  const first = chunksFor(manifest, ['src/app/pages/UserCenterPage.tsx'], base);
  const tabs = Object.fromEntries(
    Object.entries(USER_CENTER_TAB_SOURCES).map(([tab, sources]) => [
      tab,
      chunksFor(manifest, sources, base, first),
    ]),
  );
  const later = chunksFor(
    manifest,
    [controls, ...Object.values(USER_CENTER_TAB_SOURCES).flat()],
    base,
    first,
  );
  return { first, later, tabs };
}

function firstViewChunks(config: ResolvedConfig): FirstViewChunks {
  const path = resolve(config.root, config.build.outDir, '.vite', 'manifest.json');
  let manifest: Record<string, ManifestEntry>;
  try {
    manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestEntry>;
  } catch {
    return { home: { first: [], later: [] }, userCenter: { first: [], later: [], tabs: {} } };
  }
  const screen = (first: string[], later: string[]): ScreenChunks => {
    const firstFiles = chunksFor(manifest, first, config.base);
    return { first: firstFiles, later: chunksFor(manifest, later, config.base, firstFiles) };
  };
  const controls = 'src/app/shell/SignedInControls.tsx';
  // The charts (学习统计's bars, below the fold on a phone) are in neither: they load once the
  // cards above them have painted.
  return {
    home: screen(
      ['src/app/pages/MainPage.tsx', 'src/app/pages/dashboard/Dashboard.tsx'],
      [
        'src/features/calendar/TeachingCalendarCard.tsx',
        'src/features/notifications/LatestNotificationsCard.tsx',
        'src/features/course-weighting/CourseWeightSummaryCard.tsx',
        'src/features/study-stats/StudyStatsCard.tsx',
        controls,
      ],
    ),
    userCenter: userCenter(manifest, config.base, controls),
  };
}

async function buildGate(config: ResolvedConfig, chunks: FirstViewChunks): Promise<string> {
  const output = (await build({
    ...shared(config),
    define: { ...shared(config).define, __FIRST_VIEW_CHUNKS__: JSON.stringify(chunks) },
    build: {
      write: false,
      minify: true,
      target: config.build.target,
      lib: {
        entry: resolve(config.root, 'src/app/firstView/firstViewGate.entry.ts'),
        formats: ['iife'],
        name: 'firstViewGate',
      },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunk = (Array.isArray(output) ? output[0] : output)?.output[0];
  if (!chunk || chunk.type !== 'chunk') throw new Error('the first-view gate did not build');
  return chunk.code.trim();
}
