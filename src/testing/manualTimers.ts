import { MAX_TIMER_DELAY_MS, type Timers } from '@/lib/timers';

/**
 * Timers driven by hand: `advance(ms)` fires what is due. For tests and stories, never real waiting.
 * Like a browser's, a delay past MAX_TIMER_DELAY_MS overflows and is due at once.
 */
export function manualTimers() {
  let now = 0;
  let next = 1;
  let set = 0;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: Timers = {
    setTimeout: (callback, ms) => {
      const id = next++;
      pending.set(id, { at: ms > MAX_TIMER_DELAY_MS ? now : now + ms, callback });
      set += 1;
      return id;
    },
    clearTimeout: (id) => void pending.delete(id),
  };
  return {
    timers,
    /** How many timers are set and neither fired nor cleared. */
    pendingCount: () => pending.size,
    /** How many timers were ever set. */
    setCount: () => set,
    advance(ms: number) {
      now += ms;
      for (const [id, entry] of [...pending].sort((a, b) => a[1].at - b[1].at)) {
        if (entry.at <= now && pending.has(id)) {
          pending.delete(id);
          entry.callback();
        }
      }
    },
  };
}
