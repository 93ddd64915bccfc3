import { MAX_CONCURRENT_REQUESTS } from '@/config/constants';

/**
 * At most `limit` requests at a time; the rest wait their turn, and leave the queue when
 * their signal aborts. Over HTTP/1.1 a browser opens six connections to one host: a screen
 * whose six calls all hang would leave none for the next route's code (docs/http.md
 * "Concurrency").
 */
export interface RequestSlots {
  /** Resolves with the slot's release once the request may go; rejects if aborted first. */
  acquire(signal?: AbortSignal): Promise<() => void>;
  readonly active: number;
  readonly waiting: number;
}

export function createRequestSlots(limit: number): RequestSlots {
  // Each sender turns this into its own kind of abort (the HTTP client: axios's CanceledError).
  const aborted = () => new DOMException('The request was aborted', 'AbortError');
  let active = 0;
  const queue: (() => void)[] = [];

  const grant = (): (() => void) => {
    active += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      active -= 1;
      queue.shift()?.();
    };
  };

  return {
    acquire(signal) {
      return new Promise((resolve, reject) => {
        if (signal?.aborted) {
          reject(aborted());
          return;
        }
        if (active < limit) {
          resolve(grant());
          return;
        }
        const onAbort = () => {
          const index = queue.indexOf(turn);
          if (index >= 0) queue.splice(index, 1);
          reject(aborted());
        };
        const turn = () => {
          signal?.removeEventListener('abort', onAbort);
          resolve(grant());
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(turn);
      });
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}

declare global {
  interface Window {
    /** The page's one set of slots (pageRequestSlots). */
    __requestSlots?: RequestSlots;
  }
}

/**
 * The page's slots, shared by the inline gate's early reads and the app's HTTP client: two
 * bundles on one page, so the one instance lives on `window`. The limit counts every request of
 * the page, whichever code sent it (design §3 "Requests made before the app's code runs").
 */
export function pageRequestSlots(): RequestSlots {
  return (window.__requestSlots ??= createRequestSlots(MAX_CONCURRENT_REQUESTS));
}

/** For stories and tests: a fresh page's slots, nothing held by a previous one. */
export function forgetRequestSlots(): void {
  if (typeof window !== 'undefined') delete window.__requestSlots;
}
