import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * How long a restored position waits for the page's data to make it reachable: a slow network
 * or a busy phone takes seconds, and the API's own timeout is longer still; past this the
 * visitor has long been reading what is on screen.
 */
const REACH_PATIENCE_MS = 15_000;
/** How long it is held once reached, while cards above it fill in. */
const HOLD_MS = 3000;

/**
 * Scroll positions by history entry, for the life of the page. Outside the component: in the
 * production build the layout remounted between these navigations and lost them (the
 * e2e scroll test caught it).
 */
const positions = new Map<string, number>();

/** A new page forgets the last one's positions (stories and tests start a router each). */
export function forgetScrollPositions(): void {
  positions.clear();
}

/**
 * docs/session.md: to the top on navigation, back where the user was on back/forward. React
 * Router's ScrollRestoration restores once, when the screen first renders; our screens then
 * load their data, so a position further down than the loading state's height was clamped and
 * lost. This holds the position while the page grows (until it is reachable, and while cards
 * above it fill in), and lets go as soon as the user scrolls or after a few seconds.
 */
export function ScrollMemory() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);
  const firstKey = useRef(location.key);
  const previousPathname = useRef(location.pathname);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(currentKey.current, window.scrollY);
    // Scroll events arrive a frame late: a link clicked sooner is recorded on the click,
    // while the page being left is still on screen.
    window.addEventListener('scroll', remember, { passive: true });
    document.addEventListener('click', remember, { capture: true });
    return () => {
      window.removeEventListener('scroll', remember);
      document.removeEventListener('click', remember, { capture: true });
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    // The page as it opened stays where it is: the visitor may have scrolled the prerendered
    // first view of `/` before the app took it over (docs/budgets.md), and a scroll here would
    // also force a layout inside the app's first commit.
    if (location.key === firstKey.current && !positions.has(location.key)) return undefined;
    const samePage = previousPathname.current === location.pathname;
    previousPathname.current = location.pathname;
    if (navigationType !== 'POP') {
      // A new page starts at its top. A tab, a page of a list or a filter on the same screen
      // keeps the position: the control just used, and the keyboard focus on it, stay in view
      // (docs/accessibility.md).
      if (!samePage) window.scrollTo(0, 0);
      return undefined;
    }
    const target = positions.get(location.key) ?? 0;
    window.scrollTo(0, target);

    // Held, not only reached: a card above that grows once its data is in (the dashboard's
    // day card gains 待批改 after its lessons) would otherwise move the page under the user's
    // eyes (the browser's scroll anchoring), away from what was on screen when they left.
    // The hold's clock starts when the position is reached, not at the navigation: a page whose
    // data came after a fixed few seconds was left clamped short of it (seen under CI's load).
    let settled = false;
    let timer = 0;
    const holdFromNow = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => stop(), HOLD_MS);
    };
    let reached = Math.abs(window.scrollY - target) < 1;
    const observer = new ResizeObserver(() => {
      if (Math.abs(window.scrollY - target) >= 1) window.scrollTo(0, target);
      if (!reached && Math.abs(window.scrollY - target) < 1) {
        reached = true;
        holdFromNow();
      }
    });
    const userMoved = () => stop();
    if (reached) holdFromNow();
    else timer = window.setTimeout(() => stop(), REACH_PATIENCE_MS);
    function stop() {
      if (settled) return;
      settled = true;
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of ['wheel', 'touchstart', 'keydown'] as const) {
        window.removeEventListener(type, userMoved);
      }
    }
    observer.observe(document.body);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) {
      window.addEventListener(type, userMoved, { passive: true });
    }
    return stop;
  }, [location.key, location.pathname, navigationType]);

  return null;
}
