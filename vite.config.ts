import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';
import { firstViewPrerender } from './scripts/prerender/firstViewPlugin.ts';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromiumFlags.mjs';
import { cspHashes } from './scripts/cspHashes.ts';
import { MAX_SCREENSHOT_HEIGHT } from './.storybook/screenshotHeight.ts';
import { lazyLocaleNumberFormat } from './scripts/vite/lazyLocaleNumberFormat.ts';
import { lazyChartsIntl } from './scripts/vite/lazyChartsIntl.ts';
import { axiosFetchProbe } from './scripts/vite/axiosFetchProbe.ts';
import { compileHints } from './scripts/vite/compileHints.ts';
import { entryStages } from './scripts/vite/entryStages.ts';
import { chartChunks } from './scripts/vite/chartChunks.ts';
import { oneDefaultTheme } from './scripts/vite/oneDefaultTheme.ts';
import { demoServiceWorker } from './scripts/vite/demoServiceWorker.ts';
import {
  BREAKPOINTS,
  REVIEW_WIDTHS,
  type ReviewWidthKey,
} from './src/components/theme/breakpoints.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Stories as tests in Debian's Chromium at one review width (docs/screens.md): the width reaches the
 * story as Storybook's viewport global, so a story sees the same frame as in the toolbar.
 */
function storybookProject(
  name: string,
  width: ReviewWidthKey,
  tags?: { include: string[] },
): TestProjectInlineConfiguration {
  const { width: frameWidth } = REVIEW_WIDTHS[width];
  const touch = frameWidth < BREAKPOINTS.md;
  return {
    extends: true,
    plugins: [
      storybookTest({
        configDir: here('.storybook'),
        initialGlobals: { viewport: { value: width, isRotated: false } },
        ...(tags ? { tags } : {}),
      }),
    ],
    publicDir: here('public'),
    // Crawl every story and module up front: a dependency discovered mid-run makes Vite
    // re-optimise and reload the page, which fails the tests of that moment on a fresh machine.
    optimizeDeps: {
      entries: [
        'src/**/*.{ts,tsx}',
        'stories/**/*.{ts,tsx}',
        'mocks/**/*.ts',
        '.storybook/*.{ts,tsx}',
        '!**/*.test.{ts,tsx}',
      ],
      include: [
        'storybook/test',
        'msw',
        'msw/browser',
        'msw-storybook-addon/csf3',
        'react-dom/client',
        'dayjs/locale/zh-cn',
        '@testing-library/dom',
        // Found late by the scan (after the first stories had loaded), which re-optimised and
        // reloaded the page mid-run: two Reacts, "RovingTabIndexContext is missing".
        '@mui/material/ButtonBase',
        '@mui/material/Chip',
        '@mui/material/Dialog',
        '@mui/material/DialogActions',
        '@mui/material/DialogContent',
        '@mui/material/DialogContentText',
        '@mui/material/DialogTitle',
        '@mui/material/Link',
        '@mui/x-charts/locales',
      ],
    },
    test: {
      name,
      isolate: false,
      setupFiles: ['.storybook/vitest.setup.ts'],
      // Browser mode's default is 15 s. A screen's play under 网络 慢速 waits for its data in
      // waves of 3 s (four requests at a time): 12-13 s alone for a teacher's dashboard, more
      // while the other steps of `npm test` share the 2 cores (CI run 14). A deadline for a
      // hang, not for speed: the plays' own waits are bounded on their own.
      testTimeout: 45_000,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: {
            executablePath: CHROMIUM_PATH,
            args: [...CHROMIUM_ARGS, '--font-render-hinting=none'],
          },
          contextOptions: {
            // Larger than the story frame, even when it grows to a whole screen for its
            // screenshot, so that Vitest never scales the frame down.
            viewport: { width: frameWidth + 80, height: MAX_SCREENSHOT_HEIGHT + 100 },
            deviceScaleFactor: 1,
            // Touch makes `(pointer: coarse)` match: MUI X pickers open as mobile dialogs.
            hasTouch: touch,
            locale: 'zh-CN',
            timezoneId: 'Asia/Shanghai',
          },
        }),
        instances: [{ browser: 'chromium' }],
        expect: {
          // Strict: one changed character (100+ pixels), a badge digit or a border 1 px off fails.
          // Same Chromium, fonts, clock and no animations make reruns paint identical pixels,
          // so the few allowed pixels are headroom, not tolerance for real change. The colour
          // threshold ignores sub-perceptual differences only (pixelmatch 0–1 scale).
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            comparatorOptions: { threshold: 0.05, allowedMismatchedPixels: 8 },
          },
        },
      },
    },
  };
}

/**
 * The longest e2e files first: the workbench's (toolbar ~7 minutes beside another file, the rest
 * ~5), then the others, each under 2.5. Started last (Vitest starts large files first on a fresh
 * clone, and they are small), they ran alone for minutes after the others had ended
 * (docs/testing.md).
 */
const LONGEST_E2E = ['storybookToolbar.e2e.test.ts', 'storybookWorkbench.e2e.test.ts'];
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = LONGEST_E2E.findIndex((name) => spec.moduleId.endsWith(name));
      return index === -1 ? LONGEST_E2E.length : index;
    };
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  // Both rewrite or read dist/index.html after the bundle is written, one after the other:
  // the prerender first, then cspHashes hashes the inline scripts of the final page for nginx.
  plugins: [
    react(),
    lazyLocaleNumberFormat(),
    lazyChartsIntl(),
    axiosFetchProbe(),
    compileHints(),
    oneDefaultTheme(),
    entryStages(here('src/main.tsx')),
    chartChunks(),
    demoServiceWorker(here('public')),
    firstViewPrerender(),
    cspHashes(),
  ],
  resolve: {
    alias: { '@': here('./src'), '@mocks': here('./mocks') },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
  },
  server: { host: '127.0.0.1', strictPort: false },
  test: {
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['src/testing/setupUnitTests.ts'],
          restoreMocks: true,
          // One happy-dom per worker, not one per file: creating the environment and running the
          // setup again for each of 57 files was 80 % of the step (107 s → 18 s on 2 cores,
          // docs/testing.md). Each test starts from a reset app environment (setupUnitTests);
          // a test about a module's first state imports it fresh (vi.resetModules).
          isolate: false,
          maxWorkers: 2,
          // A deadline for a hung test, not a speed limit: the first test of an integration file
          // also imports the app (~1 s alone), and `npm test` compiles beside it (5 s failed).
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          // Every e2e test ends with no Content-Security-Policy violation (docs/deploy.md).
          setupFiles: ['e2e/support/setup.ts'],
          // Two files share two cores: a test may take twice its time alone, never its 10 s
          // waits for one element.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Files run side by side, each with its own nginx, API and provider on free ports and
          // its own Chromium: the tests mostly wait for pages, so workers overlap the waits
          // (docs/testing.md). E2E_WORKERS sets how many.
          fileParallelism: true,
          maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
          // A flake fails the run: nothing is retried (docs/testing.md).
          retry: 0,
          // Retrying assertions wait for the page within a deadline well inside the test's.
          expect: { poll: { timeout: 10_000, interval: 50 } },
        },
      },
      storybookProject('storybook', 'desktop'),
      // Every screen, the shell and the components whose layout follows the width, again on a
      // touch phone: their plays check the phone layout and their screenshots are the
      // `-mobile` baselines (docs/stories.md).
      storybookProject('storybook-mobile', 'mobile', { include: ['responsive'] }),
      // …and at the narrowest phone, 320 × 640: the plays and the phone check, no baselines.
      storybookProject('storybook-narrow', 'narrow', { include: ['responsive'] }),
    ],
  },
});
