import type { Options, StylisPlugin } from '@emotion/cache';

export const STYLE_CACHE_KEY = 'css';

/**
 * `user-select` is the one property in the app's styles that a browser it supports still reads
 * only prefixed: Safari (`-webkit-user-select`), which without it lets a long press select a
 * button's label on an iPhone.
 */
export const webkitUserSelect: StylisPlugin = (element) => {
  if (element.type === 'decl' && element.props === 'user-select') {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/**
 * The app's Emotion cache, in the built page and in the app alike (docs/budgets.md "Emotion
 * without its prefixer"). Emotion's default prefixer wrote every flex, transform, transition and
 * text-decoration rule three or four times over, for browsers this build does not run in
 * (ES2022: Chromium 94+, Safari 16.4+, Firefox 93+, which read them unprefixed). On a slow phone
 * that was stylis compiling, and the browser parsing, rules nothing reads: in every commit that
 * inserts styles, and in the prerendered page's critical CSS.
 */
export const STYLE_CACHE_OPTIONS: Options = {
  key: STYLE_CACHE_KEY,
  stylisPlugins: [webkitUserSelect],
};
