import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isAppLinkPath } from '@/config/paths';
import { setToken } from '@/lib/session/token';
import { recordingBrowser } from '@/testing/recordingBrowser';
import { resetAppEnvironment } from '@/testing/resetAppEnvironment';
import { teacher, tokenFor } from '../../mocks/fixtures/users';
import { server } from '../../mocks/node';
import { getUserRouters } from './navigationApi';

beforeEach(() => {
  resetAppEnvironment({
    now: Date.parse('2026-09-07T08:00:00+08:00'),
    browser: recordingBrowser(),
  });
  setToken(tokenFor(teacher));
});

describe('isAppLinkPath: only this app’s own screens become links', () => {
  it.each([
    '/',
    '/scenter',
    '/scenter?tab=weight',
    '/scenter#records',
    '/?q=高数',
    '/grading',
    '/course/c-001?tab=stats',
  ])('accepts %s', (path) => {
    expect(isAppLinkPath(path)).toBe(true);
  });
  it.each([
    '//evil.example/',
    '/\\evil.example/',
    '/%2F%2Fevil.example/',
    '/%5Cevil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'data:text/html,x',
    ' /scenter',
    '/\tscenter',
    '/login',
    '/somewhere-else',
    '/course',
    '/course/c-001/students',
    'scenter',
    '',
    null,
  ])('refuses %j', (path) => {
    expect(isAppLinkPath(path)).toBe(false);
  });
});

describe('GET /api/user/routers', () => {
  it('drops an entry that would leave the site, and names it once in the console', async () => {
    server.use(
      mock.get('*/api/user/routers', () =>
        HttpResponse.json({
          code: 200,
          result: [
            { path: '/', title: '首页' },
            { path: '//evil.example/', title: 'X' },
            { path: '/\\evil.example/', title: 'Y' },
            { path: '/scenter', title: '个人中心' },
          ],
        }),
      ),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(getUserRouters()).resolves.toEqual([
      { path: '/', title: '首页' },
      { path: '/scenter', title: '个人中心' },
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls[0])).toContain('//evil.example/');
  });
});
