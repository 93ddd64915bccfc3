import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dateRangeError } from './dateRange';

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
