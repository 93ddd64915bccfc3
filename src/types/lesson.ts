/**
 * A lesson of the timetable, as `GET /api/user/lessons` gives it (design §8): one type for
 * 今日课程 and the timetable card, which read the same answer.
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
