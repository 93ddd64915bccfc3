/** docs/screens.md: whole-number percentages 0–100 per course that must add up to 100. */
export interface WeightDraft {
  courseId: string;
  courseName: string;
  /** What the user typed. */
  input: string;
}

/** A kept draft's shape (it comes back from sessionStorage, where anything may be). */
export function isWeightDraftList(value: unknown): value is WeightDraft[] {
  return (
    Array.isArray(value) &&
    value.every((item: unknown) => {
      if (typeof item !== 'object' || item === null) return false;
      const { courseId, courseName, input } = item as Record<string, unknown>;
      return (
        typeof courseId === 'string' && typeof courseName === 'string' && typeof input === 'string'
      );
    })
  );
}

export interface WeightValidation {
  /** Per course id: the inline error, if any. */
  itemErrors: Record<string, string>;
  /** Null while the inputs are not all whole numbers. */
  total: number | null;
  totalError: string | null;
  valid: boolean;
}

const WHOLE = /^\d+$/;

export function validateCourseWeights(drafts: readonly WeightDraft[]): WeightValidation {
  const itemErrors: Record<string, string> = {};
  let total = 0;
  let allNumbers = true;
  for (const draft of drafts) {
    const text = draft.input.trim();
    if (text === '') {
      itemErrors[draft.courseId] = '请输入权重';
      allNumbers = false;
    } else if (!WHOLE.test(text)) {
      itemErrors[draft.courseId] = '权重必须是整数';
      allNumbers = false;
    } else {
      const value = Number(text);
      if (value > 100) {
        itemErrors[draft.courseId] = '权重不能大于 100';
        allNumbers = false;
      } else {
        total += value;
      }
    }
  }
  const totalError =
    allNumbers && drafts.length > 0 && total !== 100
      ? `各课程权重之和必须为 100%，当前为 ${total}%`
      : null;
  return {
    itemErrors,
    total: allNumbers ? total : null,
    totalError,
    valid: drafts.length > 0 && allNumbers && total === 100,
  };
}
