/**
 * Whether the keyboard focus was just dropped: it is on `<body>` (or nowhere) and the element
 * that last had it has left the document, because a re-render replaced it. A view that
 * replaces what the user was on (a list turning into an error box) then gives focus to its
 * own control (docs/accessibility.md); on a fresh page nothing had focus, and nothing is taken.
 */
let lastFocused: Element | null = null;
/** Where it was: its ancestors when it took focus (a removed element's are cut off). */
let lastFocusedAncestors: Element[] = [];

if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      lastFocused = event.target instanceof Element ? event.target : null;
      lastFocusedAncestors = [];
      for (let e = lastFocused?.parentElement ?? null; e; e = e.parentElement) {
        lastFocusedAncestors.push(e);
      }
    },
    true,
  );
}

/**
 * `within`: and what had focus was inside that element, so that a view takes focus only for
 * what it replaced; an empty card elsewhere on the page, mounting just then, leaves it alone.
 */
export function focusWasDropped(within?: Element | null): boolean {
  const active = document.activeElement;
  const onNothing = active === null || active === document.body;
  if (!onNothing || lastFocused === null || lastFocused.isConnected) return false;
  return within === undefined || (within !== null && lastFocusedAncestors.includes(within));
}
