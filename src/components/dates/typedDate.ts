import dayjs, { type Dayjs } from 'dayjs';

/** The longest a typed date is: `2026/09/15`. */
const TYPED_MAX = 10;

/** What a date field's stand-in keeps of what was typed: digits and the separators of a date. */
export function keptTyping(text: string): string {
  return text.replace(/[^\d/.-]/g, '').slice(0, TYPED_MAX);
}

/** `20260915`: eight digits are a whole date, read as soon as they are typed. */
const DIGITS = /^(\d{4})(\d{2})(\d{2})$/;
/** `2026/9/15`, `2026-09-15`, `2026.9.5`: read when the visitor leaves the field or presses Enter. */
const SEPARATED = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/;

function dayOf(match: RegExpExecArray | null): Dayjs | null {
  if (!match) return null;
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
  const date = dayjs(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
  // dayjs rolls 2026/02/30 over to March: a day that does not exist is no date.
  const exists =
    date.isValid() && date.year() === year && date.month() + 1 === month && date.date() === day;
  return exists ? date : null;
}

/**
 * What a date typed into the stand-in says, as `年/月/日` reads: a day, none (emptied), or
 * nothing yet (`whole` false: eight digits only; true: any of the forms above).
 */
export function readTypedDate(
  text: string,
  whole: boolean,
): { kind: 'day'; day: Dayjs } | { kind: 'empty' } | { kind: 'not-a-date' } {
  const typed = text.trim();
  if (typed === '') return { kind: 'empty' };
  const day = dayOf(DIGITS.exec(typed)) ?? (whole ? dayOf(SEPARATED.exec(typed)) : null);
  return day ? { kind: 'day', day } : { kind: 'not-a-date' };
}
