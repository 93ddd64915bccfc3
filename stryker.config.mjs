// @ts-check
/**
 * Mutation testing of the sign-in, session, storage and HTTP core (design §11: at least 90 % of
 * mutants killed). Run with `npm run test:mutation`; see docs/mutation-testing.md.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  // Only the `unit` Vitest project (happy-dom); storybook and e2e need a browser.
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: [
    'src/lib/auth/**/*.ts',
    'src/lib/session/**/*.ts',
    'src/lib/http/**/*.ts',
    'src/lib/storage.ts',
    '!**/*.test.ts',
  ],
  // Each mutant runs only the tests that reach it; static mutants (module-level constants) run all.
  coverageAnalysis: 'perTest',
  // Re-runs test only the mutants whose code or tests changed; `--force` for a full run.
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  concurrency: 2,
  thresholds: { high: 95, low: 90, break: 90 },
  reporters: ['clear-text', 'html', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  clearTextReporter: { allowEmojis: false, logTests: false },
  tempDirName: '.stryker-tmp',
};
