/**
 * Whether the keyboard focus was just dropped: it is on `<body>` (or nowhere) and the element
 * that last had it has left the document, because a re-render replaced it. A view that
 * replaces what the user was on (a list turning into an error box) then gives focus to its
 * own control (docs/accessibility.md); on a fresh page nothing had focus, and nothing is taken.
 */
let lastFocused: Element | null = null;

if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      lastFocused = event.target instanceof Element ? event.target : null;
    },
    true,
  );
}

export function focusWasDropped(): boolean {
  const active = document.activeElement;
  const onNothing = active === null || active === document.body;
  return onNothing && lastFocused !== null && !lastFocused.isConnected;
}
