import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetBrowserAdapter } from '@/lib/browser';
import { resetClock } from '@/lib/clock';
import { localStore, sessionStore } from '@/lib/storage';
import { server } from '../../mocks/node';
import { resetMockDatabase } from '../../mocks/data/mockDatabase';

// Screens load their code lazily: on a busy 2-core machine that can take more than a second.
configure({ asyncUtilTimeout: 5000 });

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
});
afterAll(() => server.close());
