import { describe, expect, it } from 'vitest';
import { chinaMonthDay } from '@/lib/formatDate';
import { chinaMonthDayTime, lastActiveText } from './teachingFormat';

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

describe('a student’s last activity in words (学生 tab)', () => {
  // 10:00 on 27 November in China.
  const now = Date.parse('2026-11-27T02:00:00Z');

  it('counts China days: 今天, 昨天, N 天前, 从未学习', () => {
    // 23:30 on the 26th in China is 昨天, though less than 24 hours ago.
    expect(lastActiveText('2026-11-26T15:30:00Z', now)).toBe('昨天');
    expect(lastActiveText('2026-11-26T16:30:00Z', now)).toBe('今天');
    expect(lastActiveText('2026-11-13T02:00:00Z', now)).toBe('14 天前');
    expect(lastActiveText(null, now)).toBe('从未学习');
  });

  it('says 时间不明 for what is not a date, never a lone dash that reads as 一', () => {
    expect(lastActiveText('not a date', now)).toBe('时间不明');
  });
});
