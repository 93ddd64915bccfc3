import { apiGet } from '@/lib/http/httpClient';
import { readListPage, type ListPage } from '@/api/listPage';
import { queryKey, type ApiQuery } from '@/api/apiQuery';

/** A course of the public catalogue (docs/api.md `GET /api/courses`). */
export interface CatalogueCourse {
  id: string;
  title: string;
  teacherName: string;
  college: string;
  credits: number;
  enrolled: number;
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

/** `GET /api/courses?keyword&page&size`: open to everyone, no token needed. */
export async function getCatalogue(query: CatalogueQuery): Promise<ListPage<CatalogueCourse>> {
  const raw = await apiGet<unknown>('/api/courses', {
    keyword: query.keyword?.trim(),
    page: query.page,
    size: query.size,
  });
  return readListPage(raw, isCatalogueCourse);
}

/** One page of the public catalogue, keyed by what it was asked with. */
export const catalogueQuery = (query: CatalogueQuery): ApiQuery<ListPage<CatalogueCourse>> => ({
  key: queryKey('catalogue', query.keyword, query.page, query.size),
  load: () => getCatalogue(query),
});
