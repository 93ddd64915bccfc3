import { useLayoutEffect, type ReactNode } from 'react';

/**
 * Takes the prerendered first view of `/` off the page in the app's first commit, before that
 * commit is painted, so no frame shows both or neither. The app renders beside it (not into
 * #app, which React would clear when the first render starts committing): until this layout
 * effect runs, which is after those of the components inside, the catalogue can still read
 * what the visitor typed into the prerendered search box.
 */
export function ReplacesFirstView({
  prerendered,
  children,
}: {
  prerendered: Element;
  children: ReactNode;
}) {
  useLayoutEffect(() => {
    const active = document.activeElement;
    const app = prerendered.parentElement;
    prerendered.remove();
    if (active && app && prerendered.contains(active)) focusCounterpart(active, app);
  }, [prerendered]);
  return children;
}

/**
 * A keyboard user who was on the prerendered page (the skip link's 主要内容, 登录, the search
 * box) stays where they were: removing the focused element would drop focus to the page's
 * body, and the next Tab would start again from the top. Its counterpart in the app is the
 * element with its id, or else with its tag, name, label, link and text.
 */
export function focusCounterpart(active: Element, app: Element): void {
  const byId = active.id ? app.querySelector<HTMLElement>(`#${CSS.escape(active.id)}`) : null;
  const same = (candidate: Element) =>
    ['name', 'aria-label', 'href', 'type'].every(
      (attribute) => candidate.getAttribute(attribute) === active.getAttribute(attribute),
    ) && candidate.textContent?.trim() === active.textContent?.trim();
  const counterpart =
    byId ??
    [...app.querySelectorAll<HTMLElement>(active.tagName)].find((candidate) => same(candidate));
  counterpart?.focus({ preventScroll: true });
}
