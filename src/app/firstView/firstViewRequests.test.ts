import { describe, expect, it } from 'vitest';
import { firstViewRequestPaths, type FirstViewVisit } from './firstViewRequests';

// 2026-09-07 10:00 in China: a Monday.
const NOW = Date.parse('2026-09-07T02:00:00Z');

const visit = (pathname: string, search = '', more: Partial<FirstViewVisit> = {}) =>
  firstViewRequestPaths({ pathname, search, now: NOW, userId: 'T1', weightCached: false, ...more });

const paths = (requests: ReturnType<typeof firstViewRequestPaths>) => requests.map((r) => r.path);

const SHELL = ['/api/user/routers', '/api/user/notifications?page=1&size=1&unread=true'];

describe('the first view’s requests (docs/budgets.md "Returning visits")', () => {
  it('on /: the shell and the dashboard’s seven cards’ data, the shell’s outliving the screen', () => {
    const requests = visit('/');
    expect(paths(requests)).toEqual([
      ...SHELL,
      '/api/user/courses',
      '/api/user/calendar?month=2026-09',
      '/api/user/notifications?page=1&size=5',
      '/api/user/course-weight',
      '/api/user/stats?from=2026-06-22&to=2026-09-07',
    ]);
    expect(requests.filter((r) => r.outlivesScreen).map((r) => r.path)).toEqual(SHELL);
    // A weighting cached in the tab is not asked for again, as the app does not.
    expect(paths(visit('/', '', { weightCached: true }))).not.toContain('/api/user/course-weight');
  });

  it('on /scenter, the tab in the address: 学习记录’s list and chart, 消息’s first page', () => {
    expect(paths(visit('/scenter', '?xh=T1&tab=records'))).toEqual([
      ...SHELL,
      '/api/user/records?page=1&size=10',
      '/api/user/stats?from=2026-06-22&to=2026-09-07',
    ]);
    expect(paths(visit('/scenter', '?tab=messages&xh=T1'))).toEqual([
      ...SHELL,
      '/api/user/notifications?page=1&size=10',
    ]);
    expect(paths(visit('/scenter', '?xh=T1&tab=weight'))).toEqual([
      ...SHELL,
      '/api/user/course-weight',
    ]);
    expect(paths(visit('/scenter', '?xh=T1'))).toEqual(SHELL);
  });

  it('leaves any other query to the screen: only the shell’s reads leave early', () => {
    expect(paths(visit('/scenter', '?xh=T1&tab=records&page=2'))).toEqual(SHELL);
    expect(paths(visit('/scenter', '?xh=T1&tab=records&from=2026-09-01'))).toEqual(SHELL);
    expect(paths(visit('/scenter', '?xh=T1&tab=messages&filter=unread'))).toEqual(SHELL);
  });

  it('asks for nothing where the guard sends the visitor to sign in, or elsewhere', () => {
    expect(visit('/scenter', '?xh=S9&tab=records')).toEqual([]);
    expect(visit('/scenter', '?tab=records')).toEqual([]);
    expect(visit('/login', '?code=x&state=y')).toEqual([]);
    expect(visit('/nowhere')).toEqual([]);
  });
});
