import { useEffect, useState, type RefObject } from 'react';

/**
 * When 学习统计 may fetch its charts' code (92 kB, docs/budgets.md "Returning visits"): once the
 * cards above it have their answers on screen (data, empty or error: nothing of theirs still
 * `role="status"`), or as soon as it comes within 200 px of the viewport, whichever is first.
 * On a desktop the card is in view and loads at once; on a phone it waits for what the visitor
 * sees first. Without IntersectionObserver (jsdom) it loads at once.
 */
export function useChartsMayLoad(
  dashboard: RefObject<HTMLElement | null>,
  slot: RefObject<HTMLElement | null>,
): boolean {
  const [mayLoad, setMayLoad] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const grid = dashboard.current;
    const own = slot.current;
    if (mayLoad || !grid || !own) return;
    let frame = 0;
    const allow = () => setMayLoad(true);
    const near = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) allow();
      },
      { rootMargin: '200px 0px' },
    );
    near.observe(own);
    const aboveSettled = () =>
      [...grid.querySelectorAll('[role="status"]')].every((status) => own.contains(status));
    // After the frame that paints the cards' answers, not in the same one.
    const check = () => {
      if (!aboveSettled()) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(allow);
    };
    const changes = new MutationObserver(check);
    changes.observe(grid, { childList: true, subtree: true });
    check();
    return () => {
      near.disconnect();
      changes.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [mayLoad, dashboard, slot]);
  return mayLoad;
}
