import { http } from 'msw';
import type { NavigationEntry } from '@/types/user';
import { authenticate, ok, unauthorized } from './envelope';

const TEACHER_ROUTES: NavigationEntry[] = [
  { path: '/', title: '首页' },
  { path: '/scenter', title: '个人中心' },
];

/** `GET /api/user/routers`: navigation entries for the signed-in user. */
export const routersHandler = http.get('*/api/user/routers', ({ request }) => {
  const user = authenticate(request);
  if (!user) return unauthorized();
  return ok(TEACHER_ROUTES);
});

export const navigationHandlers = [routersHandler];
