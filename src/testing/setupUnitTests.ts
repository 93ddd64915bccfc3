import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { lazyCodeSettled } from '@/components/lazyComponent';
import { resetBrowserAdapter } from '@/lib/browser';
import { resetFileDownloadAdapter } from '@/lib/fileDownload';
import { resetClock } from '@/lib/clock';
import { localStore, sessionStore } from '@/lib/storage';
import { server } from '../../mocks/node';
import { resetMockDatabase } from '../../mocks/data/mockDatabase';

// Screens load their code lazily, and the first test in a worker to import a screen's modules
// (MUI X's pickers, the charts) transforms them: alone ~1 s, but beside typecheck, lint and two
// builds on 2 cores (npm test's first phase) a findBy* waited past 5 s. A deadline for a hang,
// not for speed (docs/testing.md).
configure({ asyncUtilTimeout: 15_000 });

// The same handlers as the stories and demo mode; an unhandled request is a test failure.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetMockDatabase();
  window.localStorage.clear();
  window.sessionStorage.clear();
  localStore.reset();
  sessionStore.reset();
  resetClock();
  resetBrowserAdapter();
  resetFileDownloadAdapter();
});
// A screen's code still loading when a file ends is waited for: modules are shared across files
// (isolate: false), and a load cut off by the file's teardown stays failed in its lazy part.
// Bounded below Vitest's 10 s hook timeout: a load that never settles is the test's to report.
afterAll(async () => {
  await Promise.race([lazyCodeSettled(), new Promise((resolve) => setTimeout(resolve, 8_000))]);
  server.close();
});
