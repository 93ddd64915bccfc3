import { worker } from '../../../mocks/browser';
import { resetMockDatabase } from '../../../mocks/data/mockDatabase';

/** Demo mode (docs/architecture.md): the mock API runs in a service worker; nothing leaves the browser. */
export async function startDemo(): Promise<void> {
  resetMockDatabase(Date.now());
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
