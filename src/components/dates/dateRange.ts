import dayjs, { type Dayjs } from 'dayjs';
import { TERM_START } from '@/config/constants';

export interface DateRange {
  from: Dayjs | null;
  to: Dayjs | null;
}

/** The end may not come before the start; either end may be open. Null when the range is fine. */
export function dateRangeError(range: DateRange): string | null {
  if (range.from && !range.from.isValid()) return '开始日期无效';
  if (range.to && !range.to.isValid()) return '结束日期无效';
  if (range.from && range.to && range.to.isBefore(range.from, 'day'))
    return '结束日期不能早于开始日期';
  return null;
}

/**
 * 本周 (from Monday), 本月 and 本学期 (from `TERM_START`), each up to today; a range whose start
 * is still to come (before a term begins) is not offered.
 */
export function quickRanges(today: Dayjs): { label: string; range: DateRange }[] {
  const day = today.startOf('day');
  const starts: [string, Dayjs][] = [
    ['本周', day.subtract((day.day() + 6) % 7, 'day')],
    ['本月', day.startOf('month')],
    ['本学期', dayjs(TERM_START)],
  ];
  return starts
    .filter(([, from]) => !from.isAfter(day, 'day'))
    .map(([label, from]) => ({ label, range: { from, to: day } }));
}
