import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './csp';

// Every e2e test, whoever wrote it: its pages (every context of launchChromium's browser is
// watched) ended with no Content-Security-Policy violation. A test that provokes one on purpose
// takes it with takeCspViolations() and checks it itself.
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
