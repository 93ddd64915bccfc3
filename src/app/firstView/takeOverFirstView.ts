import type { AppRouter } from '../App';
import { handOverFirstView, type FirstViewHandOver } from './handOver';

function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** What the visitor typed into the prerendered search box, so the takeover loses nothing. */
function readFirstView(prerendered: Element): FirstViewHandOver {
  const input = prerendered.querySelector('input[name="q"]');
  if (!(input instanceof HTMLInputElement)) {
    return { searchDraft: '', searchFocused: false, selection: null };
  }
  const { selectionStart, selectionEnd } = input;
  return {
    searchDraft: input.value,
    searchFocused: document.activeElement === input,
    selection:
      selectionStart !== null && selectionEnd !== null ? [selectionStart, selectionEnd] : null,
  };
}

/**
 * Where the gate showed a prerendered view (docs/budgets.md), it stays until the app can paint
 * the same page: the route's code loaded, not a progress bar over a blank page in between. The
 * signed-out view's search box is handed over, read when the catalogue commits, not now: the
 * visitor may still be typing.
 */
export async function takeOverFirstView(
  prerendered: Element | null,
  router: AppRouter,
): Promise<void> {
  // Only where the gate may show it; elsewhere it is never painted and the app starts as usual.
  const shownHere = document.documentElement.getAttribute('data-first-view') !== 'hidden';
  if (!prerendered || !shownHere) return;
  await routerReady(router);
  if (prerendered.getAttribute('data-first-view-content') === 'signed-out') {
    handOverFirstView(() => readFirstView(prerendered));
  }
}
