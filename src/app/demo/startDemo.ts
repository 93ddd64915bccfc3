import { worker } from '../../../mocks/browser';
import { resetMockDatabase } from '../../../mocks/data/mockDatabase';
import { followNewerWorker } from './followNewerWorker';
import { untilControlled } from './untilControlled';

const startMocking = () =>
  worker.start({
    // MSW's worker less its self-unregistering, remembering the pages it mocks over a restart
    // (scripts/vite/demoServiceWorker.ts).
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });

/**
 * Demo mode (docs/architecture.md): the mock API runs in a service worker; nothing leaves the
 * browser. The caller has brought the worker up to date (`untilNewestDemoWorker`).
 */
export async function startDemo(): Promise<void> {
  resetMockDatabase(Date.now());
  await startMocking();
  await untilControlled(navigator.serviceWorker);
  followNewerWorker(navigator.serviceWorker, async () => {
    worker.stop();
    await startMocking();
  });
}
