import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { TERM_START } from '@/config/constants';
import { dateRangeError, quickRanges } from './dateRange';

describe('date range rules', () => {
  it('allows open ends and the same day', () => {
    expect(dateRangeError({ from: null, to: null })).toBeNull();
    expect(dateRangeError({ from: dayjs('2026-09-01'), to: null })).toBeNull();
    expect(dateRangeError({ from: null, to: dayjs('2026-09-01') })).toBeNull();
    expect(dateRangeError({ from: dayjs('2026-09-01'), to: dayjs('2026-09-01') })).toBeNull();
  });

  it('refuses an end before the start', () => {
    expect(dateRangeError({ from: dayjs('2026-09-02'), to: dayjs('2026-09-01') })).toBe(
      '结束日期不能早于开始日期',
    );
  });

  it('refuses invalid dates', () => {
    expect(dateRangeError({ from: dayjs('garbage'), to: null })).toBe('开始日期无效');
    expect(dateRangeError({ from: null, to: dayjs('not a date') })).toBe('结束日期无效');
  });
});

describe('quickRanges', () => {
  const shown = (today: string) =>
    quickRanges(dayjs(today)).map(
      ({ label, range }) =>
        `${label} ${range.from?.format('YYYY-MM-DD')}…${range.to?.format('YYYY-MM-DD')}`,
    );

  it('本周 from Monday, 本月 from the 1st, 本学期 from TERM_START, each up to today', () => {
    // 2026-11-15 is a Sunday: its week began on Monday the 9th.
    expect(shown('2026-11-15')).toEqual([
      '本周 2026-11-09…2026-11-15',
      '本月 2026-11-01…2026-11-15',
      `本学期 ${TERM_START}…2026-11-15`,
    ]);
    expect(shown('2026-11-16')[0]).toBe('本周 2026-11-16…2026-11-16');
  });

  it('offers no 本学期 before the term begins', () => {
    expect(shown('2026-09-01').map((line) => line.split(' ')[0])).toEqual(['本周', '本月']);
  });
});
