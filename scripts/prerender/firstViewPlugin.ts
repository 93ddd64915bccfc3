import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { servedConfigMarkup } from '../../src/config/servedConfig.ts';
import {
  gateCss,
  firstViewContent,
  packChunks,
  DRAWER_PREFIX,
  type FirstViewMarkup,
} from '../../src/app/firstView/firstViewMarkup.ts';
import {
  screenChunks,
  startStageChunks,
  type ManifestEntry,
  type ScreenChunks,
} from './firstViewChunks.ts';
import { withCompileHint } from '../vite/compileHints.ts';

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
        // The registry's screens, rendered; their code lists then give the chunks to preload.
        const markup = await renderMarkup(config);
        const manifest = readManifest(config);
        const drawers = await buildDrawers(config, markup.drawers);
        const gate = await buildGate(
          config,
          screenChunks(manifest, markup.code, config.base),
          drawers,
        );
        const withStages = preloadStartStages(page, startStageChunks(manifest, config.base));
        writeFileSync(indexPath, injectFirstView(withStages, markup, gate));
        const sizes = markup.views.map(
          ({ view, html }) => `${view} ${(html.length / 1024).toFixed(1)} kB`,
        );
        config.logger.info(
          `first view: ${sizes.join(', ')} of markup, ${(markup.styles.length / 1024).toFixed(1)} kB critical CSS, ${(gate.length / 1024).toFixed(1)} kB gate`,
        );
      },
    },
  };
}

/**
 * Puts the gate, the critical CSS and the markup where index.html marks them. The gate comes
 * before the critical CSS, so that it runs on the HTML's first bytes and takes `app-config.json`
 * (written into the page just above by nginx, or preloaded there by any other server) while the
 * rest of the page still arrives. After the 30 kB of CSS it ran
 * with a later piece of the HTML, and where the HTML arrives in pieces (uncompressed on a slow
 * link) the config's answer then waited for the body's parse: the early reads left 150–250 ms
 * later. Gzipped, as nginx serves it, the HTML comes nearly whole and the gain is within the
 * noise (docs/budgets.md).
 */
export function injectFirstView(page: string, markup: FirstViewMarkup, gate: string): string {
  if (page.split(GATE_MARKER).length !== 2 || page.split(APP_ELEMENT).length !== 2) {
    throw new Error(`index.html needs ${GATE_MARKER} and ${APP_ELEMENT} exactly once`);
  }
  // What ends a <script> element (HTML: `</script` then a space, `/` or `>`), and what starts
  // the escaped text in which a later `<script` would change how it ends.
  if (/<\/script[\t\n\f\r />]/i.test(gate) || gate.includes('<!' + '--')) {
    throw new Error('the gate script must not close its element or open an HTML comment');
  }
  return page
    .replace(
      GATE_MARKER,
      () =>
        `${servedConfigMarkup()}<style data-first-view-gate>${gateCss(markup.views.map(({ view }) => view))}</style><script>${gate}</script>${markup.styles}`,
    )
    .replace(
      APP_ELEMENT,
      () => `<div id="app">${firstViewContent(markup)}</div><script>${PARSED_SCRIPT}</script>`,
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

function readManifest(config: ResolvedConfig): Record<string, ManifestEntry> {
  const path = resolve(config.root, config.build.outDir, '.vite', 'manifest.json');
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestEntry>;
}

/**
 * Asks, with the entry, for the code the entry imports in stages (src/main.tsx), as Vite asks
 * for the entry's own imports: the stages are evaluated one task at a time, but fetched at once.
 *
 * All of the app's code at low priority, the entry and Vite's own preloads too: asked for at the
 * head's high priority, its ~200 kB (gzip) shared slow 4G with the rest of the HTML, and the
 * prerendered markup at the end of the body, which the first view waits for, came in later. The
 * page painted from it needs none of that code (the gate answers its input), and the code is
 * only evaluated after the HTML is parsed. Measured on the signed-out `/` (4× CPU, slow 4G,
 * median of 5, four runs each): FCP 840–1044 ms before, 808–952 ms after (docs/budgets.md).
 */
export function preloadStartStages(page: string, hrefs: readonly string[]): string {
  const entry = /<script type="module"[^>]*><\/script>/.exec(page);
  if (!entry) throw new Error('index.html has no module script for the entry');
  const links = hrefs.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  return page
    .replace(entry[0], () => [entry[0], ...links].join('\n    '))
    .replace(
      /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
      '<$1 fetchpriority="low"',
    );
}

/** Terser, for the small scripts a first view runs before the app (see buildGate). */
const SMALL_SCRIPT_MINIFY = {
  minify: 'terser' as const,
  // inline_script (Terser's default, said here because the gate relies on it): in index.html's
  // <script>, a string's `</script>` or `<!--` (loadAppConfig's message names both) is escaped.
  terserOptions: { compress: { passes: 3 }, ecma: 2020 as const, format: { inline_script: true } },
};

/**
 * Each drawer module (firstViewScreens.ts, EARLY_DRAWERS) as a script of its own in the assets,
 * named by its content like the app's chunks, self-contained: the gate imports it by URL, and
 * anything it imported in turn would be one more round trip before the frame is drawn (design
 * §11: the chain before LCP is two deep). A source that does not exist fails the build. Returns
 * each one's URL, by its source.
 */
export async function buildDrawers(
  config: ResolvedConfig,
  sources: readonly string[],
): Promise<Record<string, string>> {
  const urls: Record<string, string> = {};
  for (const source of sources) {
    const output = (await build({
      ...shared(config),
      build: {
        write: false,
        ...SMALL_SCRIPT_MINIFY,
        target: config.build.target,
        lib: { entry: resolve(config.root, source), formats: ['es'] },
      },
    })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
    const chunk = (Array.isArray(output) ? output[0] : output)?.output[0];
    if (!chunk || chunk.type !== 'chunk') throw new Error(`the drawer ${source} did not build`);
    // Run as soon as it is in, like the app's chunks (scripts/vite/compileHints.ts).
    const [code] = withCompileHint(chunk.code);
    const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
    const name = `${DRAWER_PREFIX}${basename(source).replace(/\.tsx?$/, '')}-${hash}.js`;
    writeFileSync(resolve(config.root, config.build.outDir, config.build.assetsDir, name), code);
    urls[source] = `${config.base}${config.build.assetsDir}/${name}`;
  }
  return urls;
}

async function buildGate(
  config: ResolvedConfig,
  chunks: Record<string, ScreenChunks>,
  drawers: Record<string, string>,
): Promise<string> {
  const output = (await build({
    ...shared(config),
    define: {
      ...shared(config).define,
      __FIRST_VIEW_GATE__: 'true',
      __FIRST_VIEW_CHUNKS__: JSON.stringify(
        packChunks(chunks, `${config.base}${config.build.assetsDir}/`),
      ),
      __FIRST_VIEW_DRAWERS__: JSON.stringify(drawers),
    },
    build: {
      write: false,
      // Terser, for this one small bundle: the gate is the JS a signed-out page runs before it
      // answers input (design §11, at most 10 kB gzip), and Terser's is 0.45 kB smaller there
      // than Oxc's (10.3 against 10.76 kB on the same code). The app's chunks keep Oxc's speed.
      ...SMALL_SCRIPT_MINIFY,
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
