import {
  GRADE_PARTS,
  type CourseGradeComposition,
  type GradePart,
  type GradeParts,
} from '@/types/user';

/**
 * docs/screens.md "课程权重": each course's shares of 平时 / 作业 / 期中 / 期末, whole numbers
 * 0–100 that add up to 100 per course.
 */
export type GradeInputs = Record<GradePart, string>;

/** One course as the form holds it: what the teacher typed, per part. */
export interface CompositionDraft {
  courseId: string;
  courseName: string;
  inputs: GradeInputs;
}

export const PART_ERROR = '请输入 0–100 的整数';
export const totalError = (total: number) => `各项之和应为 100%，当前为 ${total}%`;

/** Full-width digits (４０, as a Chinese keyboard types them) read as ASCII; spaces of both widths go. */
export function normaliseDigits(input: string): string {
  return input
    .replace(/[\uFF10-\uFF19]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/[\s\u3000]+/g, '');
}

/** A part's value: a whole number 0–100, or null for anything else ("", "-5", "12.5", "101"). */
export function partValue(input: string): number | null {
  const text = normaliseDigits(input);
  if (!/^\d{1,3}$/.test(text)) return null;
  const value = Number(text);
  return value <= 100 ? value : null;
}

export const inputsOf = (parts: GradeParts): GradeInputs =>
  Object.fromEntries(GRADE_PARTS.map((part) => [part, String(parts[part])])) as GradeInputs;

export const draftsOf = (courses: readonly CourseGradeComposition[]): CompositionDraft[] =>
  courses.map((c) => ({
    courseId: c.courseId,
    courseName: c.courseName,
    inputs: inputsOf(c.parts),
  }));

/**
 * A restored draft over what the API answers now: the values are the draft's, the names the
 * API's (a course renamed since the draft was typed shows, and is saved, under its new name).
 */
export function restoreDraft(
  saved: readonly CompositionDraft[],
  kept: readonly CompositionDraft[],
): CompositionDraft[] {
  return saved.map((course) => {
    const draft = kept.find((d) => d.courseId === course.courseId);
    return draft ? { ...course, inputs: { ...draft.inputs } } : course;
  });
}

/** A kept draft that fits the courses saved now (same ids, same order); anything else is dropped. */
export function fitsCourses(
  value: unknown,
  saved: readonly CompositionDraft[],
): value is CompositionDraft[] {
  return (
    Array.isArray(value) &&
    value.length === saved.length &&
    value.every((item: unknown, i) => {
      if (typeof item !== 'object' || item === null) return false;
      const { courseId, inputs } = item as Record<string, unknown>;
      return (
        courseId === saved[i]?.courseId &&
        typeof inputs === 'object' &&
        inputs !== null &&
        GRADE_PARTS.every((part) => typeof (inputs as Record<string, unknown>)[part] === 'string')
      );
    })
  );
}

export const sameInputs = (a: readonly CompositionDraft[], b: readonly CompositionDraft[]) =>
  a.length === b.length &&
  a.every(
    (d, i) =>
      d.courseId === b[i]?.courseId &&
      GRADE_PARTS.every((part) => d.inputs[part] === b[i]?.inputs[part]),
  );

export interface CourseValidation {
  /** Per part: the inline error, if any. */
  partErrors: Partial<Record<GradePart, string>>;
  /** Null while a part is not a whole number 0–100. */
  total: number | null;
  totalError: string | null;
}

export interface CompositionValidation {
  courses: Record<string, CourseValidation>;
  /** How many errors are shown (parts and totals): what the hint by 保存 counts. */
  errorCount: number;
  valid: boolean;
}

export function validateCourse(draft: CompositionDraft): CourseValidation {
  const partErrors: Partial<Record<GradePart, string>> = {};
  let total: number | null = 0;
  for (const part of GRADE_PARTS) {
    const value = partValue(draft.inputs[part]);
    if (value === null) {
      partErrors[part] = PART_ERROR;
      total = null;
    } else if (total !== null) {
      total += value;
    }
  }
  return {
    partErrors,
    total,
    totalError: total !== null && total !== 100 ? totalError(total) : null,
  };
}

export function validateComposition(drafts: readonly CompositionDraft[]): CompositionValidation {
  const courses: Record<string, CourseValidation> = {};
  let errorCount = 0;
  for (const draft of drafts) {
    const result = validateCourse(draft);
    courses[draft.courseId] = result;
    errorCount += Object.keys(result.partErrors).length + (result.totalError ? 1 : 0);
  }
  return { courses, errorCount, valid: drafts.length > 0 && errorCount === 0 };
}

/** What 保存 sends: the drafts as whole numbers (only once they are valid). */
export function compositionOf(drafts: readonly CompositionDraft[]): CourseGradeComposition[] {
  return drafts.map((d) => ({
    courseId: d.courseId,
    courseName: d.courseName,
    parts: Object.fromEntries(
      GRADE_PARTS.map((part) => [part, partValue(d.inputs[part]) ?? 0]),
    ) as GradeParts,
  }));
}
