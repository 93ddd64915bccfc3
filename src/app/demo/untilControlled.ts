/** The part of `navigator.serviceWorker` that tells whether the page is controlled. */
export interface ControllerPort {
  readonly controller: unknown;
  addEventListener(type: 'controllerchange', listener: () => void): void;
  removeEventListener(type: 'controllerchange', listener: () => void): void;
}

export const CONTROL_TIMEOUT_MS = 10_000;

/**
 * Resolves once a service worker controls the page. MSW's `start()` can resolve before that: on
 * a first visit the new worker claims the page a moment after it activates, and on a hard reload
 * (which bypasses every worker) MSW reloads the page but resolves all the same. An API request
 * sent from an uncontrolled page reaches the static server and comes back as the HTML page, so
 * demo mode waits; after `timeoutMs` it fails the start with a message the start page shows.
 */
export function untilControlled(
  container: ControllerPort,
  timeoutMs = CONTROL_TIMEOUT_MS,
): Promise<void> {
  if (container.controller) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const controlled = () => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', controlled);
      resolve();
    };
    const timer = setTimeout(() => {
      container.removeEventListener('controllerchange', controlled);
      reject(new Error(`演示模式的模拟接口 ${timeoutMs / 1000} 秒内没有接管页面，请刷新页面`));
    }, timeoutMs);
    container.addEventListener('controllerchange', controlled);
  });
}
