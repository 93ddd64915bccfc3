import { afterEach, beforeEach, expect } from 'vitest';
import { takeCspViolations } from './csp';
import { diagnoseOpenPages } from './diagnostics';
import { artefactDirectory, setCurrentTest, settleArtefacts } from './failureArtefacts';

// A failed test leaves, under test-results/e2e/, a trace and screenshots of what its pages
// showed (./failureArtefacts.ts), and prints where they were (./diagnostics.ts).
beforeEach(({ task, onTestFailed, onTestFinished }) => {
  setCurrentTest(task);
  onTestFailed(async () => {
    console.error(
      `[e2e diagnosis] ${task.name}\n${await diagnoseOpenPages(artefactDirectory(task))}`,
    );
  });
  onTestFinished(async () => {
    await settleArtefacts(task);
    setCurrentTest(undefined);
  });
});

// Every e2e test, whoever wrote it: its pages (every context of launchChromium's browser is
// watched) ended with no Content-Security-Policy violation. A test that provokes one on purpose
// takes it with takeCspViolations() and checks it itself.
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
