import { createContext, useContext, useEffect, useState } from 'react';

/** The longest the cards after the first wait for it, from the page's first paint. */
export const FIRST_CARD_HOLD_MS = 1500;

/**
 * When the hold ends at the latest, as a `performance.now()` time: by default 1.5 s after the
 * page's first paint (the prerendered frame's, on a returning visit), or after the first mount
 * when nothing has been painted yet (the build's prerender). Stories set their own
 * (stories/support/withApp.tsx): the page's first paint there is the story iframe's.
 */
export type HoldDeadline = () => number;

export function pageHoldDeadline(): number {
  const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
  return (painted ?? performance.now()) + FIRST_CARD_HOLD_MS;
}

export const FirstCardHoldDeadline = createContext<HoldDeadline>(pageHoldDeadline);

/**
 * Whether the dashboard's grid holds the cards after its first row back (FIRST_CARD_PENDING):
 * while `firstCardWaiting`, up to the deadline. Once let go, never again: a 重试 of the first card
 * hides nothing that was seen. The frame the build prerenders holds until the first-view gate
 * draws the first card (drawMyCourses) or the app takes over; the app's deadline is counted from
 * that frame's paint, so the app never hides what the frame showed.
 */
export function useFirstCardHold(firstCardWaiting: boolean): boolean {
  const deadlineOf = useContext(FirstCardHoldDeadline);
  const [deadline] = useState(deadlineOf);
  const [letGo, setLetGo] = useState(() => !firstCardWaiting || performance.now() >= deadline);
  // Derived in the render that sees the first card settle, not an effect's commit later.
  if (!letGo && !firstCardWaiting) setLetGo(true);

  useEffect(() => {
    if (letGo || !Number.isFinite(deadline)) return;
    const timer = setTimeout(() => setLetGo(true), Math.max(0, deadline - performance.now()));
    return () => clearTimeout(timer);
  }, [letGo, deadline]);

  return !letGo;
}
