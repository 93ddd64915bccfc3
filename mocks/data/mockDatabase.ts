import type { CalendarEvent } from '../../src/api/calendarApi';
import type { MyCourse } from '../../src/api/coursesApi';
import type { Notification } from '../../src/api/notificationsApi';
import type { LearningRecord } from '../../src/api/recordsApi';
import type { CourseWeightInfo } from '../../src/types/user';
import { longTitleCourses, studentCourses, teacherCourses } from '../fixtures/courses';
import { buildCalendar, buildCourseWeight, buildRecords } from '../fixtures/learning';
import { buildNotifications } from '../fixtures/notifications';
import { longNamedTeacher, newcomer, student, teacher } from '../fixtures/users';

/**
 * The mock API's in-memory data, per user id. Mutations (mark as read, saving a weighting)
 * change it; `resetMockDatabase()` brings back the fixtures (each test and story starts
 * from them; demo mode starts from them on every page load).
 */
export interface UserData {
  notifications: Notification[];
  courses: MyCourse[];
  calendar: CalendarEvent[];
  records: LearningRecord[];
  courseWeight: CourseWeightInfo;
}

const EMPTY = (): UserData => ({
  notifications: [],
  courses: [],
  calendar: [],
  records: [],
  courseWeight: { items: [] },
});

function seed(): Map<string, UserData> {
  return new Map<string, UserData>([
    [
      String(teacher.userId),
      {
        notifications: buildNotifications(130, 105),
        courses: teacherCourses,
        calendar: buildCalendar(),
        records: buildRecords(235),
        courseWeight: buildCourseWeight(),
      },
    ],
    [
      String(longNamedTeacher.userId),
      {
        notifications: buildNotifications(12, 3),
        courses: longTitleCourses,
        calendar: buildCalendar(),
        records: buildRecords(18),
        courseWeight: buildCourseWeight(),
      },
    ],
    [
      String(student.userId),
      {
        notifications: buildNotifications(6, 2),
        courses: studentCourses,
        calendar: buildCalendar().slice(0, 4),
        records: buildRecords(40),
        courseWeight: {
          items: [
            { courseId: 'c-001', courseName: '高等数学 A（上）', weight: 60 },
            { courseId: 'c-014', courseName: '大学英语（三）', weight: 40 },
          ],
        },
      },
    ],
    [String(newcomer.userId), EMPTY()],
  ]);
}

let database = seed();

export function resetMockDatabase(): void {
  database = seed();
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
