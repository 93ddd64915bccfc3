/** docs/screens.md "Chinese style": `11月15日`, in China time whatever the browser's zone. */
export function chinaMonthDay(iso: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const shifted = new Date(at + 8 * 3_600_000);
  return `${shifted.getUTCMonth() + 1}月${shifted.getUTCDate()}日`;
}

/** A moment in the same style, with China's clock time: `9月5日 00:36` (a hand-in, a grading). */
export function chinaMonthDayTime(iso: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const shifted = new Date(at + 8 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${chinaMonthDay(iso)} ${two(shifted.getUTCHours())}:${two(shifted.getUTCMinutes())}`;
}

const DAY_MS = 86_400_000;

/** When a student last studied, in words a teacher scans: 今天, 3 天前, 从未学习. */
export function lastActiveText(iso: string | null, now: number): string {
  if (!iso) return '从未学习';
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '时间不明';
  const chinaDay = (ms: number) => Math.floor((ms + 8 * 3_600_000) / DAY_MS);
  const days = chinaDay(now) - chinaDay(at);
  if (days <= 0) return '今天';
  if (days === 1) return '昨天';
  return `${days} 天前`;
}
