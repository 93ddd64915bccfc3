import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import * as oidc from 'openid-client';
import { handlers } from '../../mocks/handlers';
import { tokenFor } from '../../mocks/fixtures/users';
import type { UserInfo } from '@/types/user';

/**
 * The reference sign-in backend (docs/sso.md): `POST /api/auth/oauth-login` exchanges the
 * authorization code at the provider's token endpoint with `openid-client`, reads the user from
 * the provider's userinfo endpoint, and answers in the seed's envelope with `userInfo` and an
 * opaque session token of its own. Every other `/api/*` route is guarded: a presented token
 * that is unknown or expired answers 401; a valid one is served by the shared mock API
 * (mocks/handlers.ts) on behalf of its user.
 */
export interface BackendConnection {
  /** The provider's issuer identifier; discovery reads `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Exactly the redirect URI the app sent: origin + `/login`. */
  redirectUri: string;
}

export interface ExchangeRecord {
  body: { code?: unknown; codeVerifier?: unknown; iss?: unknown };
  authorization: string | undefined;
  /** The page the exchange was sent from (D5: it must not carry the code). */
  referer: string | undefined;
  /** The session token issued, or the reason the exchange was refused. */
  outcome: { ok: true; token: string; userId: string } | { ok: false; error: string };
}

export interface ApiCallRecord {
  method: string;
  path: string;
  token: string | null;
  status: number;
}

interface Session {
  user: UserInfo;
  expiresAt: number;
}

const SESSION_LIFETIME_MS = 3_600_000;
const MAX_BODY_BYTES = 16_384;

export class ReferenceBackend {
  readonly exchanges: ExchangeRecord[] = [];
  readonly apiCalls: ApiCallRecord[] = [];
  private readonly sessions = new Map<string, Session>();
  private sessionLifetimeMs = SESSION_LIFETIME_MS;
  private client: { config: oidc.Configuration; redirectUri: string } | null = null;

  /**
   * Discovers the provider and registers the client credentials. `allowInsecureRequests` lets
   * openid-client talk plain http to 127.0.0.1: tests only, never in a deployment.
   */
  async connect(connection: BackendConnection): Promise<oidc.ServerMetadata> {
    const config = await oidc.discovery(
      new URL(connection.issuer),
      connection.clientId,
      undefined,
      oidc.ClientSecretBasic(connection.clientSecret),
      { execute: [oidc.allowInsecureRequests] },
    );
    this.client = { config, redirectUri: connection.redirectUri };
    return config.serverMetadata();
  }

  private hanging: (() => void)[] | null = null;

  /**
   * Test-only: every signed-in call from now on hangs, as a stuck backend's would, until
   * `answerHangingCalls()` lets them through (the server's close ends them too).
   */
  hangSignedInCalls(): void {
    this.hanging ??= [];
  }

  answerHangingCalls(): void {
    const waiting = this.hanging ?? [];
    this.hanging = null;
    for (const release of waiting) release();
  }

  /** Test-only: every session token issued so far expires now (server side). */
  expireAllSessions(): void {
    for (const session of this.sessions.values()) session.expiresAt = Date.now();
  }

  /** Test-only: how long the next session tokens live (0: expired from the start). */
  setSessionLifetime(ms: number): void {
    this.sessionLifetimeMs = ms;
  }

  /** Serves `/api/*` (plug into the static server of the build: same origin, `apiBase` ""). */
  readonly handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/api/auth/oauth-login') {
      if (request.method !== 'POST')
        return send(response, 405, { code: 405, message: '仅支持 POST' });
      return this.signIn(request, response);
    }
    // The public catalogue needs no session (docs/api.md): a signed-out main page reads it.
    if (url.pathname === '/api/courses' && request.method === 'GET')
      return this.serveMock(request, response, url, null);
    return this.guarded(request, response, url);
  };

  private async signIn(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readJsonBody(request);
    const record: ExchangeRecord = {
      body,
      authorization: request.headers.authorization,
      referer: request.headers.referer,
      outcome: { ok: false, error: 'not attempted' },
    };
    this.exchanges.push(record);
    try {
      const user = await this.exchange(body);
      const token = randomBytes(32).toString('base64url');
      this.sessions.set(token, { user, expiresAt: Date.now() + this.sessionLifetimeMs });
      record.outcome = { ok: true, token, userId: String(user.userId) };
      send(response, 200, { code: 200, result: { userInfo: user, token } });
    } catch (error) {
      record.outcome = { ok: false, error: explain(error) };
      // The seed's failure envelope: HTTP 200, `code` ≠ 200. Nothing about the cause leaks.
      send(response, 200, { code: 400, message: '授权码无效或已过期', result: null });
    }
  }

  /**
   * The worked example of docs/sso.md: rebuild the callback the provider sent (the redirect
   * URI with `code` and `iss`), let openid-client check `iss` against the discovered issuer
   * (RFC 9207) and redeem the code with the client secret and the PKCE verifier, then read the
   * user from the userinfo endpoint. The `state` was checked by the app (sessionStorage), so
   * the backend skips that check explicitly.
   */
  private async exchange(body: ExchangeRecord['body']): Promise<UserInfo> {
    if (!this.client) throw new Error('backend not connected to a provider');
    const { code, codeVerifier, iss } = body;
    if (typeof code !== 'string' || code === '') throw new Error('code missing');
    if (codeVerifier !== undefined && typeof codeVerifier !== 'string')
      throw new Error('codeVerifier must be a string');
    if (iss !== undefined && typeof iss !== 'string') throw new Error('iss must be a string');

    const callback = new URL(this.client.redirectUri);
    callback.searchParams.set('code', code);
    if (iss) callback.searchParams.set('iss', iss);
    const tokens = await oidc.authorizationCodeGrant(this.client.config, callback, {
      expectedState: oidc.skipStateCheck,
      idTokenExpected: true,
      ...(codeVerifier ? { pkceCodeVerifier: codeVerifier } : {}),
    });
    const subject = tokens.claims()?.sub;
    if (!subject) throw new Error('no ID token subject');
    const claims = await oidc.fetchUserInfo(this.client.config, tokens.access_token, subject);
    return {
      userId: claims.sub,
      userName: typeof claims.name === 'string' ? claims.name : claims.sub,
      userType: typeof claims.user_type === 'string' ? claims.user_type : 'teacher',
    };
  }

  /** Every other route: 401 for an unknown or expired token, else the shared mock API. */
  private async guarded(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
  ): Promise<void> {
    if (this.hanging) {
      const list = this.hanging;
      await new Promise<void>((release) => list.push(release));
    }
    const header = request.headers.authorization;
    const token = header ? (/^Bearer (.+)$/.exec(header)?.[1] ?? '') : null;
    const call: ApiCallRecord = {
      method: request.method ?? 'GET',
      path: url.pathname,
      token,
      status: 0,
    };
    this.apiCalls.push(call);
    const session = token === null ? undefined : this.sessions.get(token);
    if (!session || Date.now() >= session.expiresAt) {
      if (token !== null) this.sessions.delete(token);
      call.status = 401;
      return send(response, 401, { code: 401, message: '登录已过期' });
    }

    return this.serveMock(request, response, url, session.user, call);
  }

  /** Answers from the shared mock API, speaking for `user` (null: anonymously). */
  private async serveMock(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    user: UserInfo | null,
    call?: ApiCallRecord,
  ): Promise<void> {
    // The shared handlers know the fixture users by their demo tokens.
    const headers = new Headers(user ? { Authorization: `Bearer ${tokenFor(user)}` } : {});
    const contentType = request.headers['content-type'];
    if (contentType) headers.set('Content-Type', contentType);
    const method = request.method ?? 'GET';
    const hasBody = method !== 'GET' && method !== 'HEAD';
    const mockRequest = new Request(`http://127.0.0.1${url.pathname}${url.search}`, {
      method,
      headers,
      ...(hasBody ? { body: await readBody(request) } : {}),
    });
    const answer = await getResponse(handlers, mockRequest);
    if (!answer) {
      if (call) call.status = 404;
      return send(response, 404, { code: 404, message: '接口不存在' });
    }
    if (call) call.status = answer.status;
    response.writeHead(answer.status, {
      'Content-Type': answer.headers.get('Content-Type') ?? 'application/json',
    });
    response.end(Buffer.from(await answer.arrayBuffer()));
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new Error('request body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function readJsonBody(request: IncomingMessage): Promise<ExchangeRecord['body']> {
  try {
    const parsed: unknown = JSON.parse(await readBody(request));
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

/** For the test log and assertions: openid-client's code, the OAuth error and its description. */
function explain(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const parts: string[] = [];
  if ('code' in error) parts.push(String(error.code));
  if ('error' in error) parts.push(String(error.error));
  if ('error_description' in error) parts.push(String(error.error_description));
  parts.push(error.message);
  return parts.join(': ');
}
