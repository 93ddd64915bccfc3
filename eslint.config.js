// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * The one-way flow app → features → shared (conventions.md), enforced here so that the
 * picture stays true as the code grows: shared code never imports features or app, features
 * never import app or each other, and only the demo bootstrap may load mocks/.
 */
const SHARED = [
  './src/api',
  './src/components',
  './src/config',
  './src/hooks',
  './src/lib',
  './src/stores',
  './src/types',
];
// Every folder of src/features is a feature: a new one is under the rule from its first file
// (lessons, assignments and teaching once were not, being missing from a hand-kept list).
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'coverage',
      'node_modules',
      'public/mockServiceWorker.js',
      '.vitest-attachments',
      '**/__screenshots__',
      '.scratch',
      'reports',
      '.stryker-tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.app.json' }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Shared code is imported by everyone and imports no feature and no app code.
            ...SHARED.map((target) => ({
              target,
              from: ['./src/features', './src/app', './mocks', './stories'],
              message:
                'Shared code (api, components, config, hooks, lib, stores, types) must not import features, app, mocks or stories.',
            })),
            // Inside shared code, one way too (docs/architecture.md): config and types at the
            // bottom, lib on them, api and stores on lib, hooks and components on top.
            {
              target: ['./src/config', './src/types'],
              from: ['./src/lib', './src/api', './src/stores', './src/hooks', './src/components'],
              message: 'config and types import nothing but each other.',
            },
            {
              target: './src/lib',
              from: ['./src/api', './src/stores', './src/hooks', './src/components'],
              message:
                'lib must not import api, stores, hooks or components: give it what it needs (a port, a listener) instead.',
            },
            {
              target: './src/api',
              from: ['./src/stores', './src/hooks', './src/components'],
              message: 'api modules call the HTTP client only: no stores, hooks or components.',
            },
            // The stores hold state; what fills them is asked for by hooks, features or app.
            {
              target: './src/stores',
              from: ['./src/api', './src/hooks', './src/components'],
              message:
                'Stores must not import api, hooks or components: load the data where it is shown.',
            },
            // Test support is for tests and stories, never for the product.
            {
              target: './src',
              from: './src/testing',
              message: 'Only tests import src/testing.',
            },
            // Features are composed in app/, never imported into each other.
            ...FEATURES.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'A feature must not import another feature: compose them in src/app.',
            })),
            {
              target: './src/features',
              from: ['./src/app', './mocks', './stories'],
              message: 'Features must not import app code, mocks or stories.',
            },
            {
              target: './src/app',
              from: ['./mocks'],
              except: ['./fixtures/users.ts', './browser.ts', './data/mockDatabase.ts'],
              message: 'Only the demo bootstrap may load mocks/ (and only on demand).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/**'],
    ignores: ['src/app/demo/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/mocks/**', '@mocks/*'], message: 'Only src/app/demo may import mocks/.' },
          ],
        },
      ],
    },
  },
  {
    // Tests drive the app through the shared mock API; they may import mocks/.
    files: ['**/*.test.{ts,tsx}', 'src/testing/**', 'e2e/**', 'scripts/**', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'import-x/no-restricted-paths': 'off', 'no-restricted-imports': 'off' },
  },
  {
    // End-to-end tests read a live page: an assertion waits for the state it checks
    // (docs/testing.md, "Deterministic tests"), so a slow machine is slow, never red.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='expect'] > AwaitExpression",
          message:
            'A one-shot read compared once: retry it until it holds with `await expect.poll(() => …)` (docs/testing.md).',
        },
        {
          // The same read, one property in: `expect((await page.x()).y)`.
          selector: "CallExpression[callee.name='expect'] > MemberExpression AwaitExpression",
          message:
            'A one-shot read compared once: retry it until it holds with `await expect.poll(() => …)` (docs/testing.md).',
        },
        {
          selector: "MemberExpression[property.name='resolves']",
          message:
            'A one-shot read compared once: retry it until it holds with `await expect.poll(() => …)` (docs/testing.md).',
        },
        {
          // A document's state, reached once: after the app's in-page navigation (sign-in's
          // /login to its page) it returns at once, with the new page's reads still on their way.
          selector:
            "CallExpression[callee.property.name='waitForLoadState'][arguments.0.value='networkidle']",
          message:
            'networkidle belongs to the first document, not to an in-page navigation: use waitForQuietNetwork(page) (e2e/support/quietNetwork.ts).',
        },
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message:
            'A fixed sleep: wait for what it stands for. Where nothing observable exists, disable this line and say why.',
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
