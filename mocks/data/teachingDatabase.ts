import { isBehind, averageProgress } from '@/features/teaching/teachingRules';
import type { CourseStudent } from '@/features/teaching/teachingApi';
import {
  gradeComment,
  gradeScore,
  studentInactiveDays,
  studentName,
  studentProgress,
  submissionContent,
  teachingCourses,
  type TeachingCourseSeed,
} from '../fixtures/teaching';

/**
 * The mock API's teaching data (courses, students, submissions), made from the fixtures and
 * changed by grading: a graded submission leaves the queue, and every count that includes it
 * (pending, graded / submitted, the score spread) follows. Reset with the rest of the mock
 * database (`resetMockDatabase`), so each story and test starts from the fixtures.
 */
export type MockStudent = Omit<CourseStudent, 'behind'> & { index: number };

export interface MockSubmission {
  submissionId: string;
  courseId: string;
  assignmentId: string;
  studentId: string;
  submittedAt: string;
  content: string;
  score: number | null;
  comment: string;
  gradedAt: string | null;
}

export interface MockTeachingCourse {
  seed: TeachingCourseSeed;
  students: MockStudent[];
  dueAt: Map<string, string>;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** 23:59 China time on the day `days` from the anchor's day. */
function deadline(anchor: number, days: number): string {
  const chinaMidnight = Math.floor((anchor + 8 * HOUR_MS) / DAY_MS) * DAY_MS - 8 * HOUR_MS;
  return new Date(chinaMidnight + days * DAY_MS + 23 * HOUR_MS + 59 * 60_000).toISOString();
}

function buildCourse(seed: TeachingCourseSeed, anchor: number): MockTeachingCourse {
  const students = Array.from({ length: seed.studentCount }, (_, i): MockStudent => {
    const inactive = studentInactiveDays(i);
    const classes = Math.max(1, seed.classNames.length);
    return {
      studentId: `${seed.courseId}-s${i + 1}`,
      index: i,
      name: studentName(i),
      studentNo: String(seed.firstStudentNo + i),
      // The first half in the first class, and so on: 学号 run within a class.
      className: seed.classNames[Math.floor((i * classes) / seed.studentCount)] ?? '',
      progress: studentProgress(i, seed.progressShift),
      lastActiveAt:
        inactive === null ? null : new Date(anchor - inactive * DAY_MS - 2 * HOUR_MS).toISOString(),
      averageScore: seed.assignments.some((a) => a.graded > i)
        ? Math.round(
            seed.assignments
              .map((a, ai) => (a.graded > i ? gradeScore(i, ai, seed.scoreShift) : null))
              .filter((s): s is number => s !== null)
              .reduce((sum, s, _, all) => sum + s / all.length, 0),
          )
        : null,
    };
  });
  const dueAt = new Map(
    seed.assignments.map((a) => [a.assignmentId, deadline(anchor, a.dueInDays)]),
  );
  return { seed, students, dueAt };
}

function buildSubmissions(course: MockTeachingCourse): MockSubmission[] {
  return course.seed.assignments.flatMap((assignment, ai) => {
    const due = Date.parse(course.dueAt.get(assignment.assignmentId) ?? '');
    return course.students.slice(0, assignment.submitted).map((student, si): MockSubmission => {
      const graded = si < assignment.graded;
      const score = graded ? gradeScore(student.index, ai, course.seed.scoreShift) : null;
      // Handed in over the last two days before the deadline, one every 37 minutes.
      const submittedAt = new Date(due - 2 * DAY_MS + si * 37 * 60_000).toISOString();
      return {
        submissionId: `${assignment.assignmentId}-${student.studentNo}`,
        courseId: course.seed.courseId,
        assignmentId: assignment.assignmentId,
        studentId: student.studentId,
        submittedAt,
        content: submissionContent(course.seed.courseId, assignment.title, student.index),
        score,
        comment: score === null ? '' : gradeComment(score, si),
        gradedAt: graded ? new Date(due + DAY_MS).toISOString() : null,
      };
    });
  });
}

let courses = new Map<string, MockTeachingCourse>();
let submissions: MockSubmission[] = [];
let teachingNow = 0;

export function resetTeachingDatabase(anchor: number): void {
  teachingNow = anchor;
  courses = new Map(teachingCourses.map((seed) => [seed.courseId, buildCourse(seed, anchor)]));
  submissions = [...courses.values()].flatMap(buildSubmissions);
}

export function teachingCourseOf(courseId: string, teacherId: string): MockTeachingCourse | null {
  const course = courses.get(courseId);
  return course && course.seed.teacherId === teacherId ? course : null;
}

export function coursesOfTeacher(teacherId: string): MockTeachingCourse[] {
  return [...courses.values()].filter((c) => c.seed.teacherId === teacherId);
}

export function submissionsOf(courseId: string): MockSubmission[] {
  return submissions.filter((s) => s.courseId === courseId);
}

export function findSubmission(submissionId: string): MockSubmission | null {
  return submissions.find((s) => s.submissionId === submissionId) ?? null;
}

export function studentOf(course: MockTeachingCourse, studentId: string): MockStudent | null {
  return course.students.find((s) => s.studentId === studentId) ?? null;
}

export function behindIn(course: MockTeachingCourse, student: MockStudent): boolean {
  return isBehind(student, averageProgress(course.students), teachingNow);
}

export function teachingClock(): number {
  return teachingNow;
}

/**
 * A designer's 课程数量 (fixtureVariants) for a teacher's 我的授课: the teacher's first `count`
 * courses, then made-up ones named `names(i)`, each a class of 20–49 with nothing handed in yet.
 */
export function setTeacherCourseCount(
  teacherId: string,
  count: number,
  names: (index: number) => { id: string; title: string },
): void {
  const own = coursesOfTeacher(teacherId);
  const kept = new Set(own.slice(0, count).map((course) => course.seed.courseId));
  for (const course of own) {
    if (!kept.has(course.seed.courseId)) courses.delete(course.seed.courseId);
  }
  for (let i = 0; i < count - kept.size; i += 1) {
    const { id, title } = names(i);
    const seed: TeachingCourseSeed = {
      courseId: `${id}-t`,
      courseName: title,
      teacherId,
      classNames: [`${2501 + (i % 8)} 班`],
      studentCount: 20 + ((i * 7) % 30),
      firstStudentNo: 2025000001 + i * 100,
      assignments: [],
    };
    courses.set(seed.courseId, buildCourse(seed, teachingNow));
  }
  submissions = submissions.filter((s) => courses.has(s.courseId));
}
