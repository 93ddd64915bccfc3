import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ReplacesFirstView } from '../firstView/ReplacesFirstView';

/**
 * The root on #app. The built index.html carries the prerendered `/` (docs/budgets.md), signed
 * out or the signed-in frame, whichever the gate kept; it stays, and answers input, until the
 * app's first commit replaces it (ReplacesFirstView), so the app renders beside it.
 */
export function mountApp(element: HTMLElement): {
  prerendered: Element | null;
  render: (node: ReactNode) => void;
} {
  const prerendered = element.querySelector('[data-first-view-content]');
  const root = createRoot(
    prerendered ? element.appendChild(document.createElement('div')) : element,
  );
  const render = (node: ReactNode) => {
    const app = (
      <StrictMode>
        {prerendered ? (
          <ReplacesFirstView prerendered={prerendered}>{node}</ReplacesFirstView>
        ) : (
          node
        )}
      </StrictMode>
    );
    // Over a prerendered view the first render need not hold the page: the view is on screen
    // and answers input meanwhile. As a transition React renders it in slices of a few ms, not
    // one task of 60–80 ms on a slow phone (docs/budgets.md "Returning visits").
    if (prerendered) startTransition(() => root.render(app));
    else root.render(app);
  };
  return { prerendered, render };
}
