import createCache from '@emotion/cache';
import { serializeStyles, type CSSInterpolation } from '@emotion/serialize';
import { describe, expect, it } from 'vitest';
import { STYLE_CACHE_OPTIONS } from './styleCacheOptions';

type StyleSheet = ReturnType<typeof createCache>['sheet'];

/** The rules a cache made with `options` writes for `styles`, as its sheet receives them. */
function rulesFor(options: Parameters<typeof createCache>[0], styles: CSSInterpolation): string[] {
  const cache = createCache({ ...options, container: document.head });
  const rules: string[] = [];
  const sheet: StyleSheet = Object.assign(Object.create(cache.sheet) as StyleSheet, {
    insert: (rule: string) => void rules.push(rule),
  });
  const serialized = serializeStyles([styles]);
  cache.insert(`.${cache.key}-${serialized.name}`, serialized, sheet, true);
  return rules;
}

/** MUI's ButtonBase, in part: flex alignment, a transition, no selection of its label. */
const BUTTON: CSSInterpolation = {
  display: 'inline-flex',
  alignItems: 'center',
  transition: 'color 250ms',
  userSelect: 'none',
  '&:hover': { textDecoration: 'none', transform: 'scale(1)' },
};

describe('the app’s Emotion cache options', () => {
  it('writes each declaration once, as the browsers the build runs in read it', () => {
    const rules = rulesFor(STYLE_CACHE_OPTIONS, BUTTON).join('');
    expect(rules).not.toMatch(/-ms-|-moz-|-webkit-(?!user-select)/);
    expect(rules).toContain('display:inline-flex;');
    expect(rules).toContain('align-items:center;');
    expect(rules).toContain('transition:color 250ms;');
    expect(rules).toMatch(/:hover\{text-decoration:none;transform:scale\(1\);\}/);
  });

  it('still writes -webkit-user-select, which Safari reads prefixed only, before the standard one', () => {
    const rules = rulesFor(STYLE_CACHE_OPTIONS, BUTTON).join('');
    expect(rules).toContain('-webkit-user-select:none;user-select:none;');
  });

  it('is shorter than with Emotion’s default prefixer, which this replaces', () => {
    const prefixed = rulesFor({ key: 'css' }, BUTTON).join('');
    expect(prefixed).toContain('-webkit-box-align:center;');
    expect(rulesFor(STYLE_CACHE_OPTIONS, BUTTON).join('').length).toBeLessThan(prefixed.length / 2);
  });
});
