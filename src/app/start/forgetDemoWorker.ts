/** The part of `navigator.serviceWorker` that lists this origin's workers. */
export interface RegistrationsPort {
  getRegistrations(): Promise<readonly WorkerRegistration[]>;
}

export interface WorkerRegistration {
  readonly active: { readonly scriptURL: string } | null;
  readonly waiting: { readonly scriptURL: string } | null;
  readonly installing: { readonly scriptURL: string } | null;
  unregister(): Promise<boolean>;
}

/** What `window.caches` is used for here: dropping one cache by name. */
export interface CachesPort {
  delete(cacheName: string): Promise<boolean>;
}

export const DEMO_WORKER_PATH = '/mockServiceWorker.js';

/**
 * The Cache API cache in which demo mode's worker keeps the pages it mocks over a restart
 * (scripts/vite/demoServiceWorker.ts writes the worker with this name).
 */
export const DEMO_WORKER_CACHE = 'demo-mock-api';

/** Whether a registration holds demo mode's worker, in any of its states. */
export function isDemoRegistration(registration: {
  readonly [state in 'active' | 'waiting' | 'installing']: { readonly scriptURL: string } | null;
}): boolean {
  return [registration.active, registration.waiting, registration.installing].some(
    (worker) => worker !== null && new URL(worker.scriptURL).pathname === DEMO_WORKER_PATH,
  );
}

/**
 * Demo mode's mock API worker stays registered between visits (scripts/vite/demoServiceWorker.ts).
 * When a deployment leaves demo mode, the app unregisters it at start, so that a worker meant for
 * a demo does not stand between a real API and its visitors, and drops the worker's list of
 * mocked pages with it, which nothing would read again. Nothing waits on this, and a failure
 * changes nothing the visitor sees: the worker passes through every request of a page that never
 * turned its mocking on.
 */
export async function forgetDemoWorker(
  container: () => RegistrationsPort | undefined,
  caches: () => CachesPort | undefined = () => undefined,
): Promise<number> {
  try {
    // Read inside: the getter itself throws in an opaque-origin document.
    const workers = container();
    if (!workers) return 0;
    const registrations = await workers.getRegistrations();
    const demo = registrations.filter(isDemoRegistration);
    await Promise.all(demo.map((registration) => registration.unregister()));
    if (demo.length > 0) {
      // Left behind if refused: a short list of page ids, which nothing reads.
      await Promise.resolve()
        .then(() => caches()?.delete(DEMO_WORKER_CACHE))
        .catch(() => false);
    }
    return demo.length;
  } catch {
    return 0;
  }
}
