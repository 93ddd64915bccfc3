import { worker } from '../../../mocks/browser';
import { resetMockDatabase } from '../../../mocks/data/mockDatabase';
import { untilControlled } from './untilControlled';

/** Demo mode (docs/architecture.md): the mock API runs in a service worker; nothing leaves the browser. */
export async function startDemo(): Promise<void> {
  resetMockDatabase(Date.now());
  await worker.start({
    // Served as MSW's worker less its self-unregistering (scripts/vite/demoServiceWorker.ts).
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  await untilControlled(navigator.serviceWorker);
}
