import { chinaTime } from '@/lib/teachingTime';
import type { Lesson, Lessons } from '@/types/lesson';

// Where a lesson's time and week are worked out (also the timetable card's).
export { chinaTime, teachingWeek } from '@/lib/teachingTime';

/**
 * The timetable's lessons without React or the HTTP client (design §8 `/api/user/lessons`): what
 * a lesson is, which answers are one, and the words a line says.
 */

export type { Lesson, Lessons } from '@/types/lesson';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isLesson(raw: unknown): raw is Lesson {
  if (typeof raw !== 'object' || raw === null) return false;
  const l = raw as Record<string, unknown>;
  return (
    typeof l.lessonId === 'string' &&
    typeof l.courseId === 'string' &&
    typeof l.courseName === 'string' &&
    typeof l.start === 'string' &&
    typeof l.end === 'string' &&
    !Number.isNaN(Date.parse(l.start)) &&
    !Number.isNaN(Date.parse(l.end))
  );
}

/**
 * The lessons of an answer's `result`, earliest first; a line that is not a lesson is left out,
 * an answer that is not the shape at all is an error the card shows with 重试.
 */
export function readLessons(result: unknown): Lessons {
  if (typeof result !== 'object' || result === null) {
    throw new Error('接口返回的课表格式不正确');
  }
  const { termStart, lessons } = result as Record<string, unknown>;
  if (typeof termStart !== 'string' || !DAY.test(termStart) || !Array.isArray(lessons)) {
    throw new Error('接口返回的课表格式不正确');
  }
  return {
    termStart,
    lessons: lessons
      .filter(isLesson)
      .map((lesson) => ({
        ...lesson,
        className: typeof lesson.className === 'string' ? lesson.className : '',
        room: typeof lesson.room === 'string' ? lesson.room : '',
        week: typeof lesson.week === 'number' ? lesson.week : 0,
      }))
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start)),
  };
}

/** What one lesson's line says: "08:00-09:40" (never a long dash, which reads as 一). */
export function lessonLine(lesson: Lesson): { time: string; title: string; where: string } {
  return {
    time: `${chinaTime(lesson.start)}-${chinaTime(lesson.end)}`,
    title: lesson.courseName,
    where: [lesson.room, lesson.className].filter((part) => part !== '').join(' · '),
  };
}
