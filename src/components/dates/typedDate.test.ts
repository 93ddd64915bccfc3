import { describe, expect, it } from 'vitest';
import { keptTyping, readTypedDate } from './typedDate';

const read = (text: string, whole: boolean) => {
  const result = readTypedDate(text, whole);
  return result.kind === 'day' ? result.day.format('YYYY-MM-DD') : result.kind;
};

describe('a date typed into a date field before its picker is in', () => {
  it('keeps digits and a date’s separators, ten at most', () => {
    expect(keptTyping('2026年9月15日')).toBe('2026915');
    expect(keptTyping('2026/09/15 ')).toBe('2026/09/15');
    expect(keptTyping('2026-09-15-extra')).toBe('2026-09-15');
    expect(keptTyping('abc')).toBe('');
  });

  it('reads eight digits as a day at once', () => {
    expect(read('20260915', false)).toBe('2026-09-15');
    expect(read('2026091', false)).toBe('not-a-date');
    expect(read('2026/9/15', false)).toBe('not-a-date');
  });

  it('reads 2026/9/15, 2026-09-15 and 2026.9.5 once the visitor is done', () => {
    expect(read('2026/9/15', true)).toBe('2026-09-15');
    expect(read('2026-09-15', true)).toBe('2026-09-15');
    expect(read('2026.9.5', true)).toBe('2026-09-05');
    expect(read('20260915', true)).toBe('2026-09-15');
  });

  it('reads a day that does not exist, or half a date, as no date, and nothing as empty', () => {
    expect(read('2026/02/30', true)).toBe('not-a-date');
    expect(read('20261301', true)).toBe('not-a-date');
    expect(read('2026/9', true)).toBe('not-a-date');
    expect(read('  ', true)).toBe('empty');
    expect(read('', false)).toBe('empty');
  });
});
