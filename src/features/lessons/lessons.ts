/**
 * The timetable's lessons without React or the HTTP client (design §8 `/api/user/lessons`): what
 * a lesson is, which answers are one, and the words a line says.
 */

/** One lesson (`start` and `end` are ISO instants; `week` the teaching week it falls in). */
export interface Lesson {
  lessonId: string;
  courseId: string;
  courseName: string;
  className: string;
  room: string;
  start: string;
  end: string;
  week: number;
}

export interface Lessons {
  /** The term's first day, YYYY-MM-DD: week 1 starts on it. */
  termStart: string;
  lessons: Lesson[];
}

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

const CHINA_OFFSET_MS = 8 * 3600_000;

/** `HH:mm` of an instant, in China time (the product's time zone, whatever the device's). */
export function chinaTime(iso: string): string {
  const shifted = new Date(Date.parse(iso) + CHINA_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
}

/** The teaching week of a day (第 N 周), counted from the term's first day; 0 before it. */
export function teachingWeek(termStart: string, day: string): number {
  const days = Math.floor(
    (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${termStart}T00:00:00Z`)) / 86_400_000,
  );
  return days < 0 ? 0 : Math.floor(days / 7) + 1;
}

/** What one lesson's line says: "08:00-09:40" (never a long dash, which reads as 一). */
export function lessonLine(lesson: Lesson): { time: string; title: string; where: string } {
  return {
    time: `${chinaTime(lesson.start)}-${chinaTime(lesson.end)}`,
    title: lesson.courseName,
    where: [lesson.room, lesson.className].filter((part) => part !== '').join(' · '),
  };
}
