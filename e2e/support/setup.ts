import { afterEach, beforeEach, expect } from 'vitest';
import { takeCspViolations } from './csp';
import { diagnoseOpenPages } from './diagnostics';

// A failed test prints where its pages were (./diagnostics.ts), before it closes them.
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    console.error(await diagnoseOpenPages(task.name));
  });
});

// Every e2e test, whoever wrote it: its pages (every context of launchChromium's browser is
// watched) ended with no Content-Security-Policy violation. A test that provokes one on purpose
// takes it with takeCspViolations() and checks it itself.
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
