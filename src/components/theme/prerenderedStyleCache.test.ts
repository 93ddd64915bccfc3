import { afterEach, describe, expect, it } from 'vitest';
import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { PRERENDERED_STYLES_ATTRIBUTE, prerenderedStyleCache } from './prerenderedStyleCache';

/** The built page's head as renderFirstView writes it: global tags, then the rules' tag. */
function builtHead(names: string[]): HTMLStyleElement {
  document.head.innerHTML =
    '<style data-s="" data-emotion="css-global 1b43zkm">body{margin:0}</style>';
  const rules = document.createElement('style');
  rules.setAttribute(PRERENDERED_STYLES_ATTRIBUTE, ['css', ...names].join(' '));
  rules.textContent = names.map((name) => `.css-${name}{color:red}`).join('');
  document.head.append(rules, document.createElement('script'));
  return rules;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the app’s style cache on the built page', () => {
  it('takes the prerendered rules as inserted, and inserts none of them again', () => {
    const rules = serializeStyles([{ color: 'red' }]);
    builtHead([rules.name]);
    const cache = prerenderedStyleCache();
    expect(cache.inserted[rules.name]).toBe(true);
    insertStyles(cache, rules, false);
    expect(document.head.querySelectorAll('style')).toHaveLength(2);
  });

  it('leaves the prerendered tag where it is and puts new rules right after it', () => {
    const prerendered = builtHead(['abc123']);
    const moves = new MutationObserver(() => undefined);
    moves.observe(document.head, { childList: true });
    const cache = prerenderedStyleCache();
    expect(moves.takeRecords()).toEqual([]);
    insertStyles(cache, serializeStyles([{ color: 'blue' }]), false);
    const added = prerendered.nextElementSibling;
    expect(added?.getAttribute('data-emotion')).toBe('css');
    expect(added?.textContent).toContain('color:blue');
    // Nothing before it moved: the global tag and the rules' tag keep their places.
    expect(document.head.firstElementChild?.getAttribute('data-emotion')).toBe(
      'css-global 1b43zkm',
    );
    expect(prerendered.previousElementSibling).toBe(document.head.firstElementChild);
  });

  it('is Emotion’s usual cache where nothing was prerendered (dev, stories, tests)', () => {
    const cache = prerenderedStyleCache();
    expect(cache.key).toBe('css');
    expect(Object.keys(cache.inserted)).toEqual([]);
    insertStyles(cache, serializeStyles([{ color: 'green' }]), false);
    expect(document.head.lastElementChild?.textContent).toContain('color:green');
  });
});
