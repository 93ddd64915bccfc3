/** The part of `navigator.serviceWorker` that tells when another worker takes the page over. */
export interface ControllerChangePort {
  addEventListener(type: 'controllerchange', listener: () => void): void;
}

/**
 * Turns the page's mocking on again whenever another worker takes it over (docs/architecture.md
 * "Demo mode's worker"). A new worker knows nothing of the pages it claims, and MSW in the page
 * keeps talking to the worker it started on: without this, every API request after the switch
 * reaches the static server. It happens when another tab of the same visitor brings a newer
 * deployment's worker (`untilNewestDemoWorker`), which then claims every tab. Restarts run one
 * after another; one that fails leaves the next switch its chance.
 */
export function followNewerWorker(
  container: ControllerChangePort,
  restartMocking: () => Promise<void>,
): void {
  let restarts = Promise.resolve();
  container.addEventListener('controllerchange', () => {
    restarts = restarts.then(restartMocking).catch(() => undefined);
  });
}
