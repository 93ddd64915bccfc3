import { apiPost } from '@/lib/http/httpClient';
import { isUserInfo, type UserInfo } from '@/types/user';

/** docs/api.md: `POST /api/auth/oauth-login`. */
export interface SignInExchangeRequest {
  code: string;
  codeVerifier?: string;
  iss?: string;
}

export interface SignInResult {
  userInfo: UserInfo;
  token: string;
}

/**
 * Exchanges the authorization code for our session. Anonymous (no Authorization header, a 401
 * is a failed sign-in rather than a reload) and silent: a failure has its own screen (D3).
 */
export async function exchangeSignInCode(request: SignInExchangeRequest): Promise<SignInResult> {
  const body: SignInExchangeRequest = { code: request.code };
  if (request.codeVerifier) body.codeVerifier = request.codeVerifier;
  if (request.iss) body.iss = request.iss;
  const result = await apiPost<unknown>('/api/auth/oauth-login', body, {
    anonymous: true,
    silent: true,
  });
  if (typeof result !== 'object' || result === null) {
    throw new Error('登录接口未返回用户信息');
  }
  const { userInfo, token } = result as Record<string, unknown>;
  if (!isUserInfo(userInfo)) throw new Error('登录接口返回的 userInfo 缺少 userId');
  if (typeof token !== 'string' || token === '') throw new Error('登录接口未返回 token');
  return { userInfo, token };
}
