/** Timers behind a port, so toast lifetimes can be driven by hand in tests and stories. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
}

export const windowTimers: Timers = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle),
};

interface TaskScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and goes on in a new one, so the browser can paint and answer input in
 * between (docs/budgets.md "long tasks"). `scheduler.yield()` where the browser has it: it goes
 * on before other queued work; elsewhere a zero timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
