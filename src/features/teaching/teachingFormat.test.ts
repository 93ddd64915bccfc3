import { describe, expect, it } from 'vitest';
import { chinaMonthDay, chinaMonthDayTime } from './teachingFormat';

describe('teaching dates in Chinese style (design §7: 11月15日)', () => {
  it('a hand-in shows its China day and clock time: 9月5日 00:36, not 2026-09-05 00:36', () => {
    // 16:36 UTC on 4 September is 00:36 on the 5th in China.
    expect(chinaMonthDayTime('2026-09-04T16:36:00.000Z')).toBe('9月5日 00:36');
    expect(chinaMonthDayTime('2026-11-15T01:05:00Z')).toBe('11月15日 09:05');
    expect(chinaMonthDay('2026-09-04T16:36:00.000Z')).toBe('9月5日');
  });

  it('says nothing for what is not a date', () => {
    expect(chinaMonthDayTime('not a date')).toBe('');
  });
});
