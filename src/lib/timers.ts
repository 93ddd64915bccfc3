/** Timers behind a port, so toast lifetimes can be driven by hand in tests and stories. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
}

/**
 * The longest delay `setTimeout` keeps: browsers hold it in a signed 32-bit integer, and a longer
 * one (a token that expires in 30 days, read on a clock set back) overflows and fires at once.
 */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

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
