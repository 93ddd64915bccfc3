import { chinaMonthDayTime as chinaDateTime, chineseDateTime } from '@/lib/formatDate';
/**
 * A learner's assignments without React or the HTTP client (design §8 `/api/user/assignments`):
 * what one is, which answers are one, and the words 近期作业 says of each.
 */

/** 未提交, 已提交 (waiting for the teacher) or 已批改 (with its score). */
export type AssignmentStatus = 'pending' | 'submitted' | 'graded';

export interface Assignment {
  assignmentId: string;
  courseId: string;
  courseName: string;
  title: string;
  /** ISO instant. */
  dueAt: string;
  status: AssignmentStatus;
  score?: number;
}

const STATUSES: readonly string[] = ['pending', 'submitted', 'graded'];

function isAssignment(raw: unknown): raw is Assignment {
  if (typeof raw !== 'object' || raw === null) return false;
  const a = raw as Record<string, unknown>;
  return (
    typeof a.assignmentId === 'string' &&
    typeof a.courseId === 'string' &&
    typeof a.courseName === 'string' &&
    typeof a.title === 'string' &&
    typeof a.dueAt === 'string' &&
    !Number.isNaN(Date.parse(a.dueAt)) &&
    typeof a.status === 'string' &&
    STATUSES.includes(a.status)
  );
}

/** The assignments of an answer's `result`, soonest due first; what is not one is left out. */
export function readAssignments(result: unknown): Assignment[] {
  if (!Array.isArray(result)) throw new Error('接口返回的作业列表格式不正确');
  return result
    .filter(isAssignment)
    .map((a) => (typeof a.score === 'number' ? a : { ...a, score: undefined }))
    .sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt));
}

/** How many 近期作业 shows before 查看全部 would be needed: a card, not a page. */
export const ASSIGNMENTS_AT_A_GLANCE = 5;

// "9月10日 23:59", in China time.
export { chinaDateTime };

/** What one assignment's line says, as of `now`: its due time and its state in words. */
export function assignmentLine(
  assignment: Assignment,
  now: number,
): { title: string; course: string; due: string; state: string; overdue: boolean } {
  const overdue = assignment.status === 'pending' && Date.parse(assignment.dueAt) < now;
  const state =
    assignment.status === 'graded'
      ? assignment.score === undefined
        ? '已批改'
        : `已批改 ${assignment.score} 分`
      : assignment.status === 'submitted'
        ? '已提交，待批改'
        : overdue
          ? '已逾期'
          : '未提交';
  return {
    title: assignment.title,
    course: assignment.courseName,
    // With the year when it is not this year (a spring term's due date read in December).
    due: `${chineseDateTime(assignment.dueAt, now)} 截止`,
    state,
    overdue,
  };
}
