import { describe, expect, it } from 'vitest';
import { chineseDateTime, chineseDay, formatDateTime } from './formatDate';

// 10:00 on 27 November 2026 in China.
const now = Date.parse('2026-11-27T02:00:00Z');

describe('moments on a screen in Chinese style (docs/chinese-style.md)', () => {
  it('reads 9月7日 08:00 in China time, never 2026-09-07 08:00', () => {
    expect(chineseDateTime('2026-09-07T00:00:00Z', now)).toBe('9月7日 08:00');
    // 16:36 UTC on 4 September is 00:36 on the 5th in China.
    expect(chineseDateTime('2026-09-04T16:36:00Z', now)).toBe('9月5日 00:36');
  });

  it('names the year when it is not this year in China', () => {
    expect(chineseDateTime('2025-12-30T00:00:00Z', now)).toBe('2025年12月30日 08:00');
    // 20:00 UTC on 31 December 2025 is already 2026 in China.
    expect(chineseDateTime('2025-12-31T20:00:00Z', now)).toBe('1月1日 04:00');
  });

  it('says 时间不明 for what is not a date', () => {
    expect(chineseDateTime('soon', now)).toBe('时间不明');
  });
});

describe('days on a screen (学习记录), from the API’s YYYY-MM-DD', () => {
  it('reads 9月7日, with the year only when it is not this year in China', () => {
    expect(chineseDay('2026-09-07', now)).toBe('9月7日');
    expect(chineseDay('2025-12-30', now)).toBe('2025年12月30日');
    // 16:30 UTC on 31 December 2026 is already 2027 in China: 2026's days carry their year.
    expect(chineseDay('2026-12-31', Date.parse('2026-12-31T16:30:00Z'))).toBe('2026年12月31日');
  });

  it('is empty for what is not a day', () => {
    expect(chineseDay('2026-9-7', now)).toBe('');
    expect(chineseDay('', now)).toBe('');
  });
});

describe('moments in a file (the roster CSV)', () => {
  it('keeps 2026-09-07 08:00, which Excel reads as a date', () => {
    expect(formatDateTime('2026-09-07T00:00:00Z')).toBe('2026-09-07 08:00');
  });
});
