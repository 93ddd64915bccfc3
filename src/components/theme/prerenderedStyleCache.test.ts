import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { CacheProvider, Global } from '@emotion/react';
import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { PRERENDERED_STYLES_ATTRIBUTE, prerenderedStyleCache } from './prerenderedStyleCache';

/**
 * The tests share one document with the other unit tests (vite.config.ts, `isolate: false`), whose
 * Emotion caches hold on to the <style> elements in <head>: only what a test adds is taken away.
 */
let before: Set<Node>;

beforeEach(() => {
  before = new Set(document.head.childNodes);
});

afterEach(() => {
  for (const node of [...document.head.childNodes]) if (!before.has(node)) node.remove();
});

/** The built page's head as renderFirstView writes it: a global tag, then the rules' tag. */
function builtHead(names: string[]): { global: HTMLStyleElement; rules: HTMLStyleElement } {
  const global = document.createElement('style');
  global.setAttribute('data-s', '');
  global.setAttribute('data-emotion', 'css-global 1b43zkm');
  global.textContent = 'body{margin:0}';
  const rules = document.createElement('style');
  rules.setAttribute(PRERENDERED_STYLES_ATTRIBUTE, ['css', ...names].join(' '));
  rules.textContent = names.map((name) => `.css-${name}{color:red}`).join('');
  document.head.append(global, rules, document.createElement('script'));
  return { global, rules };
}

const styleCount = () => document.head.querySelectorAll('style').length;

describe('the app’s style cache on the built page', () => {
  it('takes the prerendered rules as inserted, and inserts none of them again', () => {
    const rules = serializeStyles([{ color: 'red' }]);
    builtHead([rules.name]);
    const cache = prerenderedStyleCache();
    expect(cache.inserted[rules.name]).toBe(true);
    const count = styleCount();
    insertStyles(cache, rules, false);
    expect(styleCount()).toBe(count);
  });

  it('leaves the prerendered tag where it is and puts new rules right after it', () => {
    const { global, rules } = builtHead(['abc123']);
    const moves = new MutationObserver(() => undefined);
    moves.observe(document.head, { childList: true });
    const cache = prerenderedStyleCache();
    expect(moves.takeRecords()).toEqual([]);
    insertStyles(cache, serializeStyles([{ color: 'blue' }]), false);
    const added = rules.nextElementSibling;
    expect(added?.getAttribute('data-emotion')).toBe('css');
    expect(added?.textContent).toContain('color:blue');
    // Nothing before it moved: the global tag and the rules' tag keep their places.
    expect(rules.previousElementSibling).toBe(global);
    expect(moves.takeRecords().flatMap((record) => [...record.removedNodes])).toEqual([]);
  });

  it('puts the global styles before the prerendered rules, and the new rules after them', () => {
    // The order the app has where nothing was prerendered: the cascade settles equal specificity
    // (the theme's `:focus-visible` ring against a component's class) by it.
    const { global, rules } = builtHead(['abc123']);
    const cache = prerenderedStyleCache();
    const view = render(
      createElement(
        CacheProvider,
        { value: cache },
        createElement(Global, { styles: { ':focus-visible': { outline: '2px solid navy' } } }),
      ),
    );
    insertStyles(cache, serializeStyles([{ outline: 0 }]), false);
    // Only the tags this test put in <head>: other files' caches left theirs (CssBaseline's too).
    const order = [...document.head.querySelectorAll('style')]
      .filter((tag) => !before.has(tag))
      .map((tag) =>
        tag === rules
          ? 'prerendered'
          : tag === global
            ? 'prerendered global'
            : tag.textContent?.includes('focus-visible')
              ? 'global'
              : tag.textContent?.includes('outline:0')
                ? 'component'
                : 'other',
      )
      .filter((tag) => tag !== 'other');
    expect(order).toEqual(['prerendered global', 'global', 'prerendered', 'component']);
    view.unmount();
  });

  it('is Emotion’s usual cache where nothing was prerendered (dev, stories, tests)', () => {
    const cache = prerenderedStyleCache();
    expect(cache.key).toBe('css');
    expect(Object.keys(cache.inserted)).toEqual([]);
    insertStyles(cache, serializeStyles([{ color: 'green' }]), false);
    expect(document.head.lastElementChild?.textContent).toContain('color:green');
  });
});
