import type { ApiRequest } from '@/api/apiRequest';

export interface GradingQuery {
  courseId?: string | null;
  assignmentId?: string | null;
  /** Every submission handed in (graded ones too), not only those waiting (`status=all`). */
  all?: boolean;
  page: number;
  size: number;
}

/**
 * `GET /api/teacher/grading`: a page of the submissions waiting for a grade (or, with `all`, of
 * every submission handed in). Its own module: the
 * first-view gate (built into index.html) sends 待批改's read early for a teacher's `/`.
 */
export const gradingQueueRequest = (query: GradingQuery): ApiRequest => ({
  path: '/api/teacher/grading',
  params: {
    courseId: query.courseId ?? undefined,
    assignmentId: query.assignmentId ?? undefined,
    status: query.all === true ? 'all' : undefined,
    page: query.page,
    size: query.size,
  },
});

/** 待批改 on a teacher's dashboard: the first few waiting, before 去批改. */
export const PENDING_GRADING: GradingQuery = { page: 1, size: 3 };
