import { readApi } from '@/api/readApi';
import { queryKey, type ApiQuery } from '@/api/apiQuery';
import { lessonsRequest } from './lessonsRequest';
import { readLessons, type Lessons } from './lessons';

/** The lessons from `from` to `to` (YYYY-MM-DD, both included), keyed by the range. */
export const lessonsQuery = (from: string, to: string): ApiQuery<Lessons> => ({
  key: queryKey('lessons', from, to),
  load: async () => readLessons(await readApi<unknown>(lessonsRequest(from, to))),
});
