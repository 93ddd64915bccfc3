import { apiGet } from '@/lib/http/httpClient';
import { isNavigationEntry, type NavigationEntry } from '@/types/user';

/** `GET /api/user/routers` (design §8); entries that do not fit are dropped, not rendered. */
export async function getUserRouters(): Promise<NavigationEntry[]> {
  const result = await apiGet<unknown>('/api/user/routers');
  return Array.isArray(result) ? result.filter(isNavigationEntry) : [];
}
