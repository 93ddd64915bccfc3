import { HttpResponse } from 'msw';
import { userForToken } from '../fixtures/users';
import type { UserInfo } from '@/types/user';

/** docs/http.md's envelope around a result. */
export function ok<T>(result: T) {
  return HttpResponse.json({ code: 200, result });
}

/** A 500 with the envelope, as a failing backend answers (the toast shows its status text). */
export function serverError(message = '服务器繁忙') {
  return HttpResponse.json(
    { code: 500, message },
    { status: 500, statusText: 'Internal Server Error' },
  );
}

export function unauthorized() {
  return new HttpResponse(JSON.stringify({ code: 401, message: '登录已过期' }), {
    status: 401,
    statusText: 'Unauthorized',
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The user behind `Authorization: Bearer …`, or null. */
export function authenticate(request: Request): UserInfo | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer (.+)$/.exec(header);
  return match?.[1] ? userForToken(match[1]) : null;
}
