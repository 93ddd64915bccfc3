import { apiGet } from '@/lib/http/httpClient';
import { readListPage, type ListPage } from './listPage';
import { queryKey, type ApiQuery } from './apiQuery';

/** A course of the public catalogue (docs/api.md `GET /api/courses`). */
export interface CatalogueCourse {
  id: string;
  title: string;
  teacherName: string;
  college: string;
  credits: number;
  enrolled: number;
}

/** A course of the signed-in user, with progress 0–100 (`GET /api/user/courses`). */
export interface MyCourse {
  id: string;
  title: string;
  /** 0–100. */
  progress: number;
  lessonsDone: number;
  lessonsTotal: number;
  term: string;
}

export interface CatalogueQuery {
  keyword?: string;
  page: number;
  size: number;
}

function isCatalogueCourse(raw: unknown): raw is CatalogueCourse {
  if (typeof raw !== 'object' || raw === null) return false;
  const c = raw as Record<string, unknown>;
  return (
    typeof c.id === 'string' && typeof c.title === 'string' && typeof c.teacherName === 'string'
  );
}

function isMyCourse(raw: unknown): raw is MyCourse {
  if (typeof raw !== 'object' || raw === null) return false;
  const c = raw as Record<string, unknown>;
  return typeof c.id === 'string' && typeof c.title === 'string' && typeof c.progress === 'number';
}

/** `GET /api/courses?keyword&page&size`: open to everyone, no token needed. */
export async function getCatalogue(query: CatalogueQuery): Promise<ListPage<CatalogueCourse>> {
  const raw = await apiGet<unknown>('/api/courses', {
    keyword: query.keyword?.trim(),
    page: query.page,
    size: query.size,
  });
  return readListPage(raw, isCatalogueCourse);
}

/** `GET /api/user/courses`. */
export async function getMyCourses(): Promise<MyCourse[]> {
  const raw = await apiGet<unknown>('/api/user/courses');
  if (!Array.isArray(raw)) throw new Error('接口返回的课程列表格式不正确');
  return raw.filter(isMyCourse);
}

/** 我的课程, with its cache key. */
export const myCoursesQuery = (): ApiQuery<MyCourse[]> => ({
  key: queryKey('my-courses'),
  load: getMyCourses,
});

/** One page of the public catalogue, keyed by what it was asked with. */
export const catalogueQuery = (query: CatalogueQuery): ApiQuery<ListPage<CatalogueCourse>> => ({
  key: queryKey('catalogue', query.keyword, query.page, query.size),
  load: () => getCatalogue(query),
});
