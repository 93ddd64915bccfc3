import { chinaDayAt, dayNumber } from '@/lib/teachingTime';

// The teaching screens' dates (design §7 "Chinese style"), from the product's one China clock.
export { chinaMonthDayTime } from '@/lib/formatDate';

/** When a student last studied, in words a teacher scans: 今天, 3 天前, 从未学习. */
export function lastActiveText(iso: string | null, now: number): string {
  if (!iso) return '从未学习';
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '时间不明';
  const days = dayNumber(chinaDayAt(now)) - dayNumber(chinaDayAt(at));
  if (days <= 0) return '今天';
  if (days === 1) return '昨天';
  return `${days} 天前`;
}
