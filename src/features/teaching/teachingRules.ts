/**
 * The teacher's rules that the screens and the mock server share (docs/screens.md "Course page"
 * and "Grading"): who falls behind, what a score may be, how the roster is exported.
 */

/** 20 points under the class average, or no activity for 14 days, marks a student 落后. */
export const BEHIND_PROGRESS_GAP = 20;
export const BEHIND_INACTIVE_DAYS = 14;

const DAY_MS = 86_400_000;

export function isBehind(
  student: { progress: number; lastActiveAt: string | null },
  classAverage: number,
  now: number,
): boolean {
  if (student.progress <= classAverage - BEHIND_PROGRESS_GAP) return true;
  // Never active at all is the longest inactivity there is.
  if (student.lastActiveAt === null) return true;
  const last = Date.parse(student.lastActiveAt);
  return Number.isNaN(last) || now - last >= BEHIND_INACTIVE_DAYS * DAY_MS;
}

export function averageProgress(students: readonly { progress: number }[]): number {
  if (students.length === 0) return 0;
  return students.reduce((sum, s) => sum + s.progress, 0) / students.length;
}

export const SCORE_MIN = 0;
export const SCORE_MAX = 100;
export const SCORE_ERROR = '请输入 0-100 的整数';

export type ScoreParse = { ok: true; score: number } | { ok: false; error: string };

/**
 * What a teacher typed as a score: a whole number 0–100. Full-width digits (４０, typed with a
 * Chinese IME left on) count as the digits they look like.
 */
export function parseScore(input: string): ScoreParse {
  const text = input
    .trim()
    .replace(/[\uff10-\uff19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  if (text === '') return { ok: false, error: '请输入分数' };
  if (!/^\d{1,3}$/.test(text)) return { ok: false, error: SCORE_ERROR };
  const score = Number(text);
  if (score < SCORE_MIN || score > SCORE_MAX) return { ok: false, error: SCORE_ERROR };
  return { ok: true, score };
}

/** The server's own check of a saved score, which only a JSON number passes. */
export function isValidScore(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= SCORE_MIN && value <= SCORE_MAX
  );
}
