/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromiumFlags.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react()],
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
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
          setupFiles: ['src/testing/setupUnitTests.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: here('.storybook') })],
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
          ],
        },
        test: {
          name: 'storybook',
          isolate: false,
          setupFiles: ['.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: CHROMIUM_PATH,
                args: [...CHROMIUM_ARGS, '--font-render-hinting=none'],
              },
              contextOptions: {
                viewport: { width: 1280, height: 1000 },
                deviceScaleFactor: 1,
                locale: 'zh-CN',
                timezoneId: 'Asia/Shanghai',
              },
            }),
            instances: [{ browser: 'chromium' }],
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
              },
            },
          },
        },
      },
    ],
  },
});
