import type { Dayjs } from 'dayjs';

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
