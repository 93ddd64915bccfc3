import { http, HttpResponse } from 'msw';
import { demoAccounts, tokenFor } from '../fixtures/users';
import { ok } from './envelope';

interface SignInBody {
  code?: unknown;
  codeVerifier?: unknown;
  iss?: unknown;
}

/** `POST /api/auth/oauth-login`: the demo provider's codes map to its accounts. */
export const signInHandler = http.post('*/api/auth/oauth-login', async ({ request }) => {
  const body = (await request.json().catch(() => ({}))) as SignInBody;
  const account = demoAccounts.find((a) => a.code === body.code);
  if (!account || account.exchangeFails) {
    return HttpResponse.json({ code: 400, message: '授权码无效或已过期', result: null });
  }
  return ok({ userInfo: account.user, token: tokenFor(account.user) });
});

/** The exchange answers with the seed's failure envelope (code ≠ 200). */
export const signInRejectedHandler = http.post('*/api/auth/oauth-login', () =>
  HttpResponse.json({ code: 500, message: '授权码无效或已过期', result: null }),
);

export const authHandlers = [signInHandler];
