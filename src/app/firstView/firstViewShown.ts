declare global {
  interface Window {
    /**
     * Set by the inline gate: resolves once the first view it kept has been painted, or once it
     * has decided to show none. The entry evaluates the app's code after it (src/main.tsx).
     */
    __firstViewShown?: Promise<unknown>;
  }
}

/**
 * When the app may start evaluating its code: once the prerendered first view is on screen,
 * so that the evaluation does not hold back its first paint (docs/budgets.md "The entry in
 * stages"). Where no gate ran (the dev server, Storybook), at once.
 */
export function firstViewShown(): Promise<unknown> {
  return window.__firstViewShown ?? Promise.resolve();
}
