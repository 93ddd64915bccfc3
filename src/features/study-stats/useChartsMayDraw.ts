import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * When 学习统计 draws its charts (MUI X Charts, 92 kB, docs/budgets.md "Returning visits"): as
 * soon as it comes within 600 px of the viewport (most of a phone's screen: they are drawn while
 * the visitor is still scrolling towards them). Their code is fetched before that, once the
 * cards above it have their answers on screen (data, empty or error: nothing of theirs still
 * `role="status"`), so that scrolling there does not wait for the network, and never before:
 * it does not compete with what the visitor sees first. On a desktop the card is in view and
 * draws at once; on a phone the charts' drawing (a slow phone's longest task after the first
 * render, when it ran as the cards above settled) waits until they are about to be seen.
 * Without IntersectionObserver (jsdom) both at once.
 */
export function useChartsMayDraw(
  dashboard: RefObject<HTMLElement | null>,
  slot: RefObject<HTMLElement | null>,
  fetchCode: () => void,
): boolean {
  const [mayDraw, setMayDraw] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const grid = dashboard.current;
    const own = slot.current;
    if (mayDraw || !grid || !own) return;
    let frame = 0;
    let fetched = false;
    const near = new IntersectionObserver(
      (entries) => {
        // A transition: drawing the bars is a slow phone's 100 ms, in slices that leave the
        // scroll that brought them near smooth.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setMayDraw(true));
      },
      // The document as root: its own viewport, grown by the margin. The implicit root is the
      // top window's, where a page inside a frame (Storybook's canvas) is clipped by the frame
      // and the margin reaches nothing below it: the charts never drew there until scrolled to,
      // while the same story opened on its own drew them.
      { root: document, rootMargin: '600px 0px' },
    );
    near.observe(own);
    const aboveSettled = () =>
      [...grid.querySelectorAll('[role="status"]')].every((status) => own.contains(status));
    // After the frame that paints the cards' answers, not in the same one.
    const check = () => {
      if (fetched || !aboveSettled()) return;
      fetched = true;
      changes.disconnect();
      frame = requestAnimationFrame(fetchCode);
    };
    const changes = new MutationObserver(check);
    changes.observe(grid, { childList: true, subtree: true });
    check();
    return () => {
      near.disconnect();
      changes.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [mayDraw, dashboard, slot, fetchCode]);
  return mayDraw;
}
