/**
 * The prerendered first views and how the built page carries them: one type and one writer for
 * the renderer (renderFirstView, build time), the build plugin (scripts/prerender) and the gate
 * (which keeps the visitor's view). Nothing here imports React or the app: the inline gate and the
 * plugin's Node side both load it.
 */

/** Every view the build prerenders, by `data-first-view-content` (docs/budgets.md). */
export const FIRST_VIEW_KINDS = ['signed-out', 'signed-in', 'user-centre'] as const;

export type FirstViewKind = (typeof FIRST_VIEW_KINDS)[number];

export interface FirstViewMarkup {
  /** Each view's markup, for inside #app. */
  views: Record<FirstViewKind, string>;
  /** Emotion's <style> elements for exactly that markup (critical CSS), every view. */
  styles: string;
}

/**
 * Until the gate says "shown" the prerendered markup takes its place but is not painted, so a
 * visitor who must not see it (signed in, a deep link, a broken config) never does.
 */
export const GATE_CSS =
  'html:not([data-first-view="shown"]) [data-first-view-content]{visibility:hidden}' +
  // Never to be shown on this visit: not even laid out, the app's own page comes sooner.
  'html[data-first-view="hidden"] [data-first-view-content]{display:none}' +
  // Only the visitor's view (the gate removes the others once parsed).
  FIRST_VIEW_KINDS.map(
    (kind) =>
      `html:not([data-first-view-for="${kind}"]) [data-first-view-content="${kind}"]`,
  ).join(',') +
  '{display:none}';

/** What #app holds in the built page: every view, each in its marked element. */
export function firstViewContent(markup: FirstViewMarkup): string {
  return FIRST_VIEW_KINDS.map(
    (kind) => `<div data-first-view-content="${kind}">${markup.views[kind]}</div>`,
  ).join('');
}
