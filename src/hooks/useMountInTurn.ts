import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `count` parts to show: the first at once, then one more after each commit, in a
 * transition of its own. A page of heavy parts committed together is one long task on a slow
 * phone (docs/budgets.md: ~100 ms for the dashboard's five cards at once); one part per commit
 * lets the browser paint and answer input in between. Parts come top to bottom, so what is
 * below the fold is what waits.
 */
export function useMountInTurn(count: number): number {
  const [mounted, setMounted] = useState(Math.min(1, count));
  useEffect(() => {
    if (mounted >= count) return;
    // An absolute value, not n + 1: StrictMode runs this effect twice.
    startTransition(() => setMounted(mounted + 1));
  }, [mounted, count]);
  return mounted;
}
