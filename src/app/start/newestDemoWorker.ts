import { isDemoRegistration } from './forgetDemoWorker';

/** A service worker, as far as waiting for it to take over goes. */
export interface UpdatingWorker {
  readonly scriptURL: string;
  readonly state: ServiceWorkerState;
  addEventListener(type: 'statechange', listener: () => void): void;
  removeEventListener(type: 'statechange', listener: () => void): void;
}

/** The part of a registration that checks for, and shows, a newer worker. */
export interface UpdatableRegistration {
  readonly active: UpdatingWorker | null;
  readonly waiting: UpdatingWorker | null;
  readonly installing: UpdatingWorker | null;
  update(): Promise<unknown>;
}

/** The part of `navigator.serviceWorker` that lists this origin's workers. */
export interface UpdatableRegistrationsPort {
  getRegistrations(): Promise<readonly UpdatableRegistration[]>;
}

/** What the check found: no worker yet, the one there is up to date, a newer one took over, or a newer one that did not. */
export type NewestWorker = 'none' | 'current' | 'updated' | 'kept';

export const NEWEST_WORKER_TIMEOUT_MS = 10_000;

/**
 * Brings demo mode's worker up to date before MSW starts on it (docs/architecture.md "Demo
 * mode's worker").
 *
 * A returning visitor's browser holds the worker of the deployment they last saw. MSW starts on
 * that one and asks the browser to look for a newer one without waiting. When the site now serves
 * another worker, the browser installs it a few seconds later and it takes the page over at once
 * (MSW's worker skips waiting and claims its clients). It knows nothing of the page's MSW, so it
 * passes every later API request to the static server, which answers with the HTML page: every
 * card then read 加载失败：服务器返回的数据有误. Checking first, while the demo's code downloads,
 * costs one request for the worker's script; only after a deployment changed it does the start
 * wait for the new worker to take over.
 *
 * Never fails the start: without a network or a script, or when the new worker does not take
 * over within `timeoutMs` (or, installed, within INSTALLED_GRACE_MS), MSW starts on the worker
 * the page has, and `followNewerWorker` turns mocking on again when the new one takes over.
 */
export async function untilNewestDemoWorker(
  container: () => UpdatableRegistrationsPort | undefined,
  timeoutMs = NEWEST_WORKER_TIMEOUT_MS,
): Promise<NewestWorker> {
  let registration: UpdatableRegistration | undefined;
  try {
    // Read inside: the getter itself throws in an opaque-origin document.
    registration = (await container()?.getRegistrations())?.find(isDemoRegistration);
    if (!registration?.active) return 'none';
    await registration.update();
    // Also one the browser was installing already: it checks for a newer worker on each
    // navigation, and on a busy machine that check started first (a CI run read 'earlier').
    // None stays waiting: MSW's worker skips waiting, which the build checks.
    const incoming = registration.installing ?? registration.waiting;
    if (!incoming) return 'current';
    return (await untilTakenOver(incoming, timeoutMs)) ? 'updated' : 'kept';
  } catch {
    return registration?.active ? 'kept' : 'none';
  }
}

/**
 * How long an installed worker may wait to activate. It activates at once unless the worker
 * before it is still answering requests, as when a reload cut a page's reads short: Chromium then
 * holds the new one back until those end, which took over 10 s in a test on a busy machine.
 * Then the page is better served at once by the worker it has, which answers it as before.
 */
export const INSTALLED_GRACE_MS = 1_000;

/** Resolves true once `worker` is the registration's active one, false when it fails or is late. */
function untilTakenOver(worker: UpdatingWorker, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let held: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      // 'activating' is enough: the registration's active worker is the new one from then on, and
      // MSW waits for it to be activated.
      if (worker.state === 'activating' || worker.state === 'activated') finish(true);
      else if (worker.state === 'redundant') finish(false);
      else if (worker.state === 'installed' && held === undefined) {
        held = setTimeout(() => finish(false), INSTALLED_GRACE_MS);
      }
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    function finish(tookOver: boolean) {
      clearTimeout(timer);
      clearTimeout(held);
      worker.removeEventListener('statechange', settle);
      resolve(tookOver);
    }
    worker.addEventListener('statechange', settle);
    settle();
  });
}
