import { CHINA_OFFSET_MS } from './teachingTime';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * `2026-09-07 08:00` in China time, whatever the browser's zone: for files a machine or Excel
 * reads (the roster CSV), never for a screen (docs/chinese-style.md).
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const shifted = new Date(date.getTime() + CHINA_OFFSET_MS);
  return shifted.toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * A moment on a screen (docs/chinese-style.md): `9月7日 08:00` in China time, with the year when
 * it is not this year in China (`2025年12月30日 08:00`). `nowMs` is the app clock's.
 */
export function chineseDateTime(iso: string, nowMs: number): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '时间不明';
  const shifted = new Date(at + CHINA_OFFSET_MS);
  const thisYear = new Date(nowMs + CHINA_OFFSET_MS).getUTCFullYear();
  const year = shifted.getUTCFullYear() === thisYear ? '' : `${shifted.getUTCFullYear()}年`;
  return `${year}${shifted.getUTCMonth() + 1}月${shifted.getUTCDate()}日 ${two(shifted.getUTCHours())}:${two(shifted.getUTCMinutes())}`;
}

/** A day on a screen: `11月15日`, in China time; empty for what is not a date. */
export function chinaMonthDay(iso: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const shifted = new Date(at + CHINA_OFFSET_MS);
  return `${shifted.getUTCMonth() + 1}月${shifted.getUTCDate()}日`;
}

/**
 * A moment within the term, without its year: `9月5日 00:36` (a hand-in, a grading, a due
 * time), in China time; empty for what is not a date.
 */
export function chinaMonthDayTime(iso: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const shifted = new Date(at + CHINA_OFFSET_MS);
  return `${chinaMonthDay(iso)} ${two(shifted.getUTCHours())}:${two(shifted.getUTCMinutes())}`;
}

/**
 * A day (`YYYY-MM-DD`, as the API gives it) on a screen: `9月7日`, with the year when it is not
 * this year in China (`2025年12月30日`), never as the API writes it (docs/chinese-style.md).
 * `nowMs` is the app clock's; empty for what is not a day.
 */
export function chineseDay(day: string, nowMs: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return '';
  const [, year, month, date] = match;
  const thisYear = String(new Date(nowMs + CHINA_OFFSET_MS).getUTCFullYear());
  return `${year === thisYear ? '' : `${year}年`}${Number(month)}月${Number(date)}日`;
}
