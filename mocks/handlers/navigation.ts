import { http } from 'msw';
import { userRouters } from '../fixtures/navigation';
import { authenticate, ok, unauthorized } from './envelope';

/** `GET /api/user/routers`: navigation entries for the signed-in user. */
export const routersHandler = http.get('*/api/user/routers', ({ request }) => {
  const user = authenticate(request);
  if (!user) return unauthorized();
  return ok(userRouters);
});

export const navigationHandlers = [routersHandler];
