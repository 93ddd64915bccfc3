/**
 * 我的授课 without React or the HTTP client (design §7: each course a teacher teaches, with its
 * class size, average progress, pending grading and next lesson). MyTeachingCard draws the
 * lines, and the first-view gate (inline in index.html) writes the same ones into the
 * prerendered frame from its early read of `/api/teacher/courses`.
 */
import { paths, withUserId } from '@/config/paths';
import { chineseDateTime } from '@/lib/formatDate';
import { barOf, type CourseLine } from '@/components/dashboard/courseLines';

/** A course the teacher teaches (`GET /api/teacher/courses`, docs/api.md). */
export interface TeacherCourse {
  courseId: string;
  courseName: string;
  term: string;
  classNames: string[];
  studentCount: number;
  averageProgress: number;
  pendingGrading: number;
  nextLesson?: { start: string; room: string } | null;
  /**
   * 教学统计: of the assignments already due, the share handed in (whole %); null with no
   * assignment due yet or no students. Absent from an older server: read as null.
   */
  submissionRate?: number | null;
  /** 教学统计: the average of the scores given so far (whole number); null before any grading. */
  averageScore?: number | null;
}

const isObject = (raw: unknown): raw is Record<string, unknown> =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw);

export function isTeacherCourse(raw: unknown): raw is TeacherCourse {
  return (
    isObject(raw) &&
    typeof raw.courseId === 'string' &&
    typeof raw.courseName === 'string' &&
    typeof raw.studentCount === 'number' &&
    Array.isArray(raw.classNames)
  );
}

/** The courses of an answer's `result`; what is not a course is left out. */
export function readTeacherCourses(result: unknown): TeacherCourse[] {
  if (!Array.isArray(result)) throw new Error('接口返回的数据格式不正确');
  return result.filter(isTeacherCourse);
}

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * A teacher's course line: the class's average progress on the bar; under it who is taught,
 * then what waits (grading) and what comes next (the lesson). `nowMs` is the app clock's: a
 * lesson in another year says its year.
 */
export function teachingLine(
  course: TeacherCourse,
  userId: string | number | null,
  nowMs: number,
): CourseLine {
  const progress = count(course.averageProgress);
  const pending = count(course.pendingGrading) ?? 0;
  const classes = course.classNames.filter((name) => typeof name === 'string' && name !== '');
  const next = course.nextLesson;
  return {
    key: course.courseId,
    href: withUserId(paths.course(course.courseId), userId),
    title: course.courseName,
    bar: barOf(progress),
    percent: progress === null ? '暂无' : `${progress}%`,
    progressLabel: `${course.courseName} 学生平均进度`,
    details: [
      [...(classes.length > 0 ? [classes.join('、')] : []), `${course.studentCount} 名学生`].join(
        ' · ',
      ),
      [
        pending > 0 ? `待批改 ${pending} 份` : '暂无待批改',
        next ? `下次课 ${chineseDateTime(next.start, nowMs)} · ${next.room}` : '暂无下次课',
      ].join(' · '),
    ],
  };
}
