import { describe, expect, it } from 'vitest';
import { calendarQuery } from '@/features/calendar/calendarApi';
import { catalogueQuery } from '@/features/catalogue/catalogueApi';
import { myCoursesQuery } from '@/features/courses/coursesApi';
import { courseWeightQuery } from '@/features/course-weighting/courseWeightApi';
import { notificationsQuery } from '@/features/notifications/notificationsApi';
import { recordsQuery } from '@/features/records/recordsApi';
import { studyStatsQuery } from '@/features/study-stats/statsApi';
import {
  courseStatsQuery,
  courseStudentsQuery,
  gradingQueueQuery,
  teacherCourseQuery,
  teacherCoursesQuery,
} from '@/features/teaching/teachingApi';

describe('each api module keys its own reads (docs/api.md)', () => {
  it('a key changes with every value the answer depends on, and only then', () => {
    const page = { keyword: '数学', page: 1, size: 10 };
    expect(catalogueQuery(page).key).toBe(catalogueQuery({ ...page }).key);
    for (const other of [{ keyword: '' }, { page: 2 }, { size: 20 }]) {
      expect(catalogueQuery({ ...page, ...other }).key).not.toBe(catalogueQuery(page).key);
    }
    const records = { from: '2026-09-01', to: null, page: 1, size: 10 };
    expect(recordsQuery({ ...records, to: '2026-09-07' }).key).not.toBe(recordsQuery(records).key);
    expect(recordsQuery({ ...records, from: null }).key).not.toBe(recordsQuery(records).key);
    expect(calendarQuery('2026-09').key).not.toBe(calendarQuery('2026-10').key);
    const range = { from: '2026-06-22', to: '2026-09-07' };
    expect(studyStatsQuery(range).key).toBe(studyStatsQuery({ ...range }).key);
    expect(studyStatsQuery({ ...range, to: '2026-09-08' }).key).not.toBe(
      studyStatsQuery(range).key,
    );
    const messages = { page: 1, size: 10 };
    expect(notificationsQuery(messages).key).toBe(
      notificationsQuery({ ...messages, unread: false }).key,
    );
    expect(notificationsQuery({ ...messages, unread: true }).key).not.toBe(
      notificationsQuery(messages).key,
    );
    expect(notificationsQuery(messages, 1).key).not.toBe(notificationsQuery(messages).key);
    const students = { courseId: 'c-001', keyword: '', sort: null, page: 1, size: 10 };
    expect(courseStudentsQuery(students).key).toBe(courseStudentsQuery({ ...students }).key);
    for (const other of [
      { courseId: 'c-006' },
      { keyword: '王' },
      { sort: 'progress' as const },
      { page: 2 },
      { size: 20 },
    ]) {
      expect(courseStudentsQuery({ ...students, ...other }).key).not.toBe(
        courseStudentsQuery(students).key,
      );
    }
    const queue = { courseId: 'c-001', assignmentId: null, page: 1, size: 10 };
    expect(gradingQueueQuery({ ...queue, assignmentId: 'a-001-3' }).key).not.toBe(
      gradingQueueQuery(queue).key,
    );
    // After a save the same filter is asked again: the revision is in the key.
    expect(gradingQueueQuery(queue, 1).key).not.toBe(gradingQueueQuery(queue).key);
  });

  it('no two endpoints share a key', () => {
    const keys = [
      myCoursesQuery().key,
      courseWeightQuery().key,
      calendarQuery('2026-09').key,
      notificationsQuery({ page: 1, size: 5 }).key,
      studyStatsQuery({ from: '2026-06-22', to: '2026-09-07' }).key,
      recordsQuery({ page: 1, size: 10 }).key,
      catalogueQuery({ keyword: '', page: 1, size: 10 }).key,
      teacherCoursesQuery().key,
      teacherCourseQuery('c-001').key,
      courseStudentsQuery({ courseId: 'c-001', page: 1, size: 10 }).key,
      courseStatsQuery('c-001').key,
      gradingQueueQuery({ page: 1, size: 10 }).key,
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});
