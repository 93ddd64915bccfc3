import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { prerenderedStyleCache } from '@/components/theme/prerenderedStyleCache';
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
  // Whatever the gate kept, the built page's head carries the prerendered styles.
  const styles = prerenderedStyleCache();
  const render = (node: ReactNode) =>
    root.render(
      <StrictMode>
        <CacheProvider value={styles}>
          {prerendered ? (
            <ReplacesFirstView prerendered={prerendered}>{node}</ReplacesFirstView>
          ) : (
            node
          )}
        </CacheProvider>
      </StrictMode>,
    );
  return { prerendered, render };
}
