import createCache, { type EmotionCache } from '@emotion/cache';
import { STYLE_CACHE_KEY, STYLE_CACHE_OPTIONS } from './styleCacheOptions';

/**
 * The attribute the build gives the prerendered page's Emotion styles (renderFirstView.tsx) in
 * place of Emotion's own `data-emotion`: its value is Emotion's, the cache key and the names of
 * the rules the tag holds.
 */
export const PRERENDERED_STYLES_ATTRIBUTE = 'data-first-view-styles';

/**
 * The app's Emotion cache, which takes the prerendered page's rules as already inserted.
 *
 * Emotion's own hydration (a tag marked `data-emotion`) re-inserts each such tag at the end of
 * <head>: Chromium then drops and re-adds a 30 kB stylesheet and restyles the whole page, 25–40 ms
 * of a slow phone in the task that evaluates the entry (docs/budgets.md). Under its own attribute
 * the tag stays where it is, unseen by Emotion's default cache; this cache is told its rules, so
 * the app's render inserts none of them again.
 *
 * The tag is also made the cache's first sheet tag, without moving it (`hydrate` would move it).
 * That keeps the order the app has where nothing was prerendered, which the cascade relies on for
 * equal specificity: Emotion puts the rules the app inserts after a sheet's last tag, so after the
 * prerendered ones, and a `<Global>` (CssBaseline, the theme's `:focus-visible` ring) before the
 * first, so before every component's class. An `insertionPoint` would not do: `<Global>` ignores
 * it and, with no sheet tag yet, appends the global styles after all the rules. The global tags
 * keep Emotion's attribute: the components that own them take them over when they mount.
 * (`cache.sheet.flush()`, which nothing in the app calls, would remove the prerendered tag too.)
 */
export function prerenderedStyleCache(doc: Document = document): EmotionCache {
  const tags = [
    ...doc.head.querySelectorAll<HTMLStyleElement>(`style[${PRERENDERED_STYLES_ATTRIBUTE}]`),
  ];
  const cache = createCache(STYLE_CACHE_OPTIONS);
  for (const tag of tags) {
    const [key, ...names] = (tag.getAttribute(PRERENDERED_STYLES_ATTRIBUTE) ?? '').split(' ');
    if (key !== STYLE_CACHE_KEY) continue;
    for (const name of names) if (name) cache.inserted[name] = true;
    cache.sheet.tags.push(tag);
  }
  return cache;
}
