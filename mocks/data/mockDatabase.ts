import type { CalendarEvent } from '@/features/calendar/calendarApi';
import type { MyCourse } from '@/features/courses/coursesApi';
import type { Notification, ThreadEntry } from '@/features/notifications/notificationsApi';
import type { LearningRecord } from '@/features/records/recordsApi';
import type { CourseWeightInfo } from '@/types/user';
import { longTitleCourses, studentCourses, teacherCourses } from '../fixtures/courses';
import {
  buildCalendar,
  buildCourseWeight,
  buildLearnerCalendar,
  buildRecords,
  buildStudentCourseWeight,
  daysFromFixture,
  LEARNER_RECORD_COURSES,
} from '../fixtures/learning';
import { buildNotifications, FIXTURE_NOW, STUDENT_TEMPLATES } from '../fixtures/notifications';
import type { Assignment } from '@/features/assignments/assignments';
import type { Lessons } from '@/features/lessons/lessons';
import { buildLearnerAssignments } from '../fixtures/learnerAssignments';
import {
  buildStudentTimetable,
  buildTeacherTimetable,
  FIXTURE_TERM_START,
} from '../fixtures/timetable';
import { longNamedTeacher, newcomer, student, teacher } from '../fixtures/users';
import { resetTeachingDatabase } from './teachingDatabase';

/**
 * The mock API's in-memory data, per user id. Mutations (mark as read, saving a weighting)
 * change it; `resetMockDatabase()` brings back the fixtures (each test and story starts
 * from them; demo mode starts from them on every page load).
 */
export interface UserData {
  notifications: Notification[];
  /** Replies sent to a message (`POST /api/user/notifications/:id/reply`), by message id. */
  replies: Record<string, ThreadEntry[]>;
  courses: MyCourse[];
  calendar: CalendarEvent[];
  records: LearningRecord[];
  courseWeight: CourseWeightInfo;
  /** The term's timetable (`GET /api/user/lessons` answers a range of it). */
  lessons: Lessons;
  /** A learner's assignments (`GET /api/user/assignments`); a teacher has none. */
  assignments: Assignment[];
}

const EMPTY = (): UserData => ({
  notifications: [],
  replies: {},
  courses: [],
  calendar: [],
  records: [],
  courseWeight: { courses: [] },
  lessons: { termStart: FIXTURE_TERM_START, lessons: [] },
  assignments: [],
});

function seed(anchor: number): Map<string, UserData> {
  const shift = daysFromFixture(anchor);
  const newest = FIXTURE_NOW + shift * 86_400_000;
  return new Map<string, UserData>([
    [
      String(teacher.userId),
      {
        notifications: buildNotifications(130, 105, newest),
        replies: {},
        courses: teacherCourses,
        calendar: buildCalendar(shift),
        records: buildRecords(235, shift),
        courseWeight: buildCourseWeight(),
        lessons: buildTeacherTimetable(shift),
        assignments: [],
      },
    ],
    [
      String(longNamedTeacher.userId),
      {
        notifications: buildNotifications(12, 3, newest),
        replies: {},
        courses: longTitleCourses,
        calendar: buildCalendar(shift),
        records: buildRecords(18, shift),
        courseWeight: buildCourseWeight(),
        lessons: buildTeacherTimetable(shift),
        assignments: [],
      },
    ],
    [
      String(student.userId),
      {
        notifications: buildNotifications(6, 2, newest, STUDENT_TEMPLATES),
        replies: {},
        courses: studentCourses,
        calendar: buildLearnerCalendar(shift),
        records: buildRecords(40, shift, LEARNER_RECORD_COURSES),
        courseWeight: buildStudentCourseWeight(),
        lessons: buildStudentTimetable(shift),
        assignments: buildLearnerAssignments(shift),
      },
    ],
    [String(newcomer.userId), EMPTY()],
  ]);
}

let database = seed(FIXTURE_NOW);
let databaseNow = FIXTURE_NOW;
resetTeachingDatabase(FIXTURE_NOW);

/**
 * Back to the fixtures. Stories and tests keep the fixture day; demo mode passes today, so a
 * visitor's calendar, records and messages sit around the real date.
 */
export function resetMockDatabase(anchor: number = FIXTURE_NOW): void {
  database = seed(anchor);
  databaseNow = anchor;
  resetTeachingDatabase(anchor);
}

/** The instant the data was written around: the mock server's "now". */
export function mockNow(): number {
  return databaseNow;
}

export function dataOf(userId: string | number): UserData {
  const key = String(userId);
  let data = database.get(key);
  if (!data) {
    data = EMPTY();
    database.set(key, data);
  }
  return data;
}
