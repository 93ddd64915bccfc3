import { readApi } from './readApi';
import { routersRequest } from './navigationRequest';
import { isNavigationEntry, type NavigationEntry } from '@/types/user';

/**
 * `GET /api/user/routers` (docs/api.md). Entries that do not fit, above all a path that is not
 * one of this app's screens (`//evil.example/`), are dropped, never rendered, and named once
 * in the console so that whoever configures the backend can find them.
 */
export async function getUserRouters(): Promise<NavigationEntry[]> {
  const result = await readApi<unknown>(routersRequest);
  if (!Array.isArray(result)) return [];
  const entries = result.filter(isNavigationEntry);
  const dropped = result.filter((entry: unknown) => !isNavigationEntry(entry));
  if (dropped.length > 0) console.warn('导航：忽略了不属于本站的条目', dropped);
  return entries;
}
