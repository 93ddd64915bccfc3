/**
 * The prerendered first views and how the built page carries them: one type and one writer for
 * the renderer (renderFirstView, build time), the build plugin (scripts/prerender) and the tests.
 * Which views there are is the registry's (firstViewScreens.ts); nothing here names one. No
 * imports: the plugin's Node side loads this module as it is.
 */

/** How a drawer's script is named in the built assets, before its module's name and hash. */
export const DRAWER_PREFIX = 'first-view-';

/** What the build prerenders, in the registry's order. */
export interface FirstViewMarkup {
  /** Each screen's frame (`view` is its `data-first-view-content`), for inside #app. */
  views: { view: string; html: string }[];
  /** Emotion's <style> elements for exactly that markup (critical CSS), every view. */
  styles: string;
  /** Each view's code as source modules, for the build to list its chunks (firstViewChunks). */
  code: Record<
    string,
    { first: string[]; later: string[]; next?: string[]; tabs?: Record<string, string[]> }
  >;
  /** The drawer modules' sources, each built into a script of its own beside the gate. */
  drawers: string[];
}

/**
 * Until the gate says "shown" the prerendered markup takes its place but is not painted, so a
 * visitor who must not see it (signed in, a deep link, a broken config) never does; and only
 * the visitor's view is laid out (the gate removes the others once parsed).
 */
export function gateCss(views: readonly string[]): string {
  return (
    'html:not([data-first-view="shown"]) [data-first-view-content]{visibility:hidden}' +
    // Never to be shown on this visit: not even laid out, the app's own page comes sooner.
    'html[data-first-view="hidden"] [data-first-view-content]{display:none}' +
    views
      .map(
        (view) => `html:not([data-first-view-for="${view}"]) [data-first-view-content="${view}"]`,
      )
      .join(',') +
    '{display:none}'
  );
}

/** What #app holds in the built page: every view, each in its marked element. */
export function firstViewContent(markup: Pick<FirstViewMarkup, 'views'>): string {
  return markup.views
    .map(({ view, html }) => `<div data-first-view-content="${view}">${html}</div>`)
    .join('');
}

/**
 * Each view's chunks as the inline gate carries them: the file names inside `dir`, without
 * `.js`, space-separated. The gate is JS the signed-out page runs before it answers input (design
 * §11: at most 10 kB gzip), and the same seventy-odd `/assets/…js` paths written out in full for
 * every view were a sixth of it.
 */
export interface PackedChunks {
  dir: string;
  views: Record<
    string,
    { first: string; later: string; next?: string; tabs?: Record<string, string> }
  >;
}

/**
 * Packs each view's chunk URLs (all in `dir`, all `.js`, as the build writes them); a URL that
 * is not fails the build, rather than the gate preloading a wrong address.
 */
export function packChunks(chunks: FirstViewMarkup['code'], dir: string): PackedChunks {
  const pack = (hrefs: string[]) =>
    hrefs
      .map((href) => {
        const name = href.slice(dir.length, -'.js'.length);
        if (!href.startsWith(dir) || !href.endsWith('.js') || !/^[\w.-]+$/.test(name)) {
          throw new Error(`first view: the chunk ${href} is not a .js file in ${dir}`);
        }
        return name;
      })
      .join(' ');
  const views: PackedChunks['views'] = {};
  for (const [view, { first, later, next, tabs }] of Object.entries(chunks)) {
    views[view] = { first: pack(first), later: pack(later) };
    if (next?.length) views[view].next = pack(next);
    if (tabs) {
      views[view].tabs = Object.fromEntries(
        Object.entries(tabs).map(([tab, hrefs]) => [tab, pack(hrefs)]),
      );
    }
  }
  return { dir, views };
}

/** The URLs of one packed list, in order. */
export function unpackChunks(dir: string, names: string | undefined): string[] {
  return names ? names.split(' ').map((name) => `${dir}${name}.js`) : [];
}
