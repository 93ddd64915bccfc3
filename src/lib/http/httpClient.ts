import axios, {
  AxiosError,
  CanceledError,
  AxiosHeaders,
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { HTTP_TIMEOUT_MS } from '@/config/constants';
import { getAppConfig } from '@/config/runtimeConfig';
import { getToken, removeToken, storedTokenValue } from '@/lib/session/token';
import { HttpError } from './httpError';
import { takeEarlyRequest, type EarlyOutcome } from './earlyRequests';
import { pageSignal, screenSignal } from './pageRequests';
import { pageRequestSlots } from './requestSlots';
import { buildQueryString } from './queryString';
import { reasonPhrase } from './reasonPhrases';
import { hasApiErrors, isEnvelope, type ApiEnvelope } from './apiEnvelope';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A read the app shell makes (navigation, the bell): not ended by leaving a screen. */
    outlivesScreen?: boolean;
    /** No error toast for this request (the sign-in exchange shows its own screen). */
    silent?: boolean;
    /** No Authorization header, and a 401 is the caller's business, not a reload. */
    anonymous?: boolean;
  }
}

/**
 * What the HTTP client is given when it is made (docs/http.md), not what it imports: the app's
 * start-up passes the 401 reaction and the toasts (src/app/start/startHttp.ts), a test or a
 * story its own.
 */
export interface HttpClientDeps {
  /** After a 401 has cleared the token (docs/session.md): reload, through the reload-loop guard. */
  onUnauthorized: () => void;
  /** A failure's toast; a burst of them collapses into one counted toast (docs/toasts.md). */
  notifyError: (message: string) => void;
  /** docs/http.md: 50 000 ms unless a story shortens it. */
  timeoutMs?: number;
}

export interface HttpClient {
  /** GET with data as the query string; resolves to the envelope's `result`. */
  get<T>(url: string, params?: object, config?: AxiosRequestConfig): Promise<T>;
  post<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
  put<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
  /** The axios instance underneath, for tests of its request rules. */
  readonly axios: AxiosInstance;
  /** For tests: how many requests are under way and how many wait for a slot. */
  slotUse(): { active: number; waiting: number };
}

/** What a failure becomes (docs/http.md's catalogue), and the toast it raises, if any. */
export interface Failure {
  error: HttpError;
  toast: string | null;
}

/**
 * docs/budgets.md "Returning visits": a GET the inline gate already started for the first view,
 * with the same token, takes that answer instead of going out again.
 */
function takeEarlyAnswer(
  http: AxiosInstance,
  config: InternalAxiosRequestConfig,
): Promise<EarlyOutcome> | null {
  if ((config.method ?? 'get').toLowerCase() !== 'get' || config.anonymous) return null;
  const early = takeEarlyRequest(http.getUri(config), sentToken(config));
  if (!early) return null;
  // Taken over, the request ends as the app's own would: with the screen or the page.
  const signal = config.signal instanceof AbortSignal ? config.signal : undefined;
  if (!signal) return early.response;
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      early.abort();
      reject(new CanceledError());
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    early.response.then(
      (answer) => {
        signal.removeEventListener('abort', onAbort);
        resolve(answer);
      },
      () => resolve(null),
    );
  });
}

/** An early fetch answer in axios's shape; a failing status rejects as the transport would. */
async function answerFrom(
  answer: Response,
  config: InternalAxiosRequestConfig,
): Promise<AxiosResponse> {
  const text = await answer.text();
  let data: unknown = text;
  try {
    data = text === '' ? '' : (JSON.parse(text) as unknown);
  } catch {
    // Not JSON: the envelope check reports it, as for any other answer.
  }
  const response: AxiosResponse = {
    data,
    status: answer.status,
    statusText: answer.statusText,
    headers: AxiosHeaders.from(Object.fromEntries(answer.headers.entries())),
    config,
    request: null,
  };
  if (config.validateStatus && !config.validateStatus(answer.status)) {
    const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(
      `Request failed with status code ${answer.status}`,
      code,
      config,
      null,
      response,
    );
  }
  return response;
}

function hasBody(data: unknown): boolean {
  if (data === undefined || data === null) return false;
  if (typeof data === 'string') return data.trim() !== '';
  if (data instanceof ArrayBuffer) return data.byteLength > 0;
  return true;
}

/** docs/http.md: what a failure becomes, and which toast (if any) it raises. */
export function classifyFailure(error: unknown): Failure {
  if (error instanceof HttpError) return { error, toast: null };
  if (axios.isCancel(error)) return { error: new HttpError('canceled', '请求已取消'), toast: null };
  if (!(error instanceof AxiosError)) {
    return { error: new HttpError('network', '网络连接错误'), toast: '网络连接错误' };
  }
  if (
    error.code === AxiosError.ETIMEDOUT ||
    (error.code === AxiosError.ECONNABORTED && /timeout/i.test(error.message))
  ) {
    return { error: new HttpError('timeout', '网络超时'), toast: '网络超时' };
  }
  const response = error.response;
  if (!response) {
    return { error: new HttpError('network', '网络连接错误'), toast: '网络连接错误' };
  }
  const { status, statusText } = response;
  const message = statusText || 'Request Error.';
  if (status === 401) return { error: new HttpError('unauthorized', message, status), toast: null };
  if (status >= 400) {
    const text = hasBody(response.data) ? statusText || reasonPhrase(status) : '接口路径找不到';
    return { error: new HttpError('status', message, status, response.data), toast: text };
  }
  return { error: new HttpError('network', '网络连接错误', status), toast: '网络连接错误' };
}

/**
 * docs/http.md: an answer that arrived but is not a success of our API. Only one the client
 * cannot read raises a toast; `errors` or a code ≠ 200 is the screen's to show.
 */
export function classifyAnswer(response: AxiosResponse): Failure | null {
  const data: unknown = response.data;
  if (!isEnvelope(data)) {
    const message = '接口返回了无法识别的数据';
    return { error: new HttpError('malformed', message, response.status, data), toast: message };
  }
  if (hasApiErrors(data.errors)) {
    const error = new HttpError(
      'api-errors',
      JSON.stringify(data.errors),
      response.status,
      data.errors,
    );
    return { error, toast: null };
  }
  if (data.code !== 200) {
    const message = data.message || `code ${data.code}`;
    return { error: new HttpError('api-code', message, response.status, data.code), toast: null };
  }
  return null;
}

/** The token a request carried in its Authorization header, or null. */
function sentToken(config: InternalAxiosRequestConfig | undefined): string | null {
  const header = config?.headers.get('Authorization');
  const match = typeof header === 'string' ? /^Bearer (.+)$/.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * A 401 ends the session it was sent with, and only that one. When the stored token is no
 * longer the one the request carried, that session is over already: this tab's own first 401
 * removed it (and is reloading), or another tab removed or replaced it (docs/session.md "Several
 * tabs"). Removing the token then would sign the other tab's fresh session out, and reloading
 * would let one tab's 401 make every tab reload; the cross-tab follower shows the change
 * instead. The stored value is compared even when it has just expired, so a token that
 * expires in flight still gets its reload.
 */
function isAboutStoredSession(config: InternalAxiosRequestConfig | undefined): boolean {
  const sent = sentToken(config);
  return sent === null || sent === storedTokenValue();
}

const transport = axios.getAdapter(axios.defaults.adapter);

/** Sets a request up: the API's base, the timeout, the end of its screen, GET data, the token. */
function prepare(config: InternalAxiosRequestConfig, timeoutMs: number) {
  config.baseURL = getAppConfig().apiBase;
  config.timeout = timeoutMs;
  const read = (config.method ?? 'get').toLowerCase() === 'get';
  // Leaving a screen ends its reads; a save, and the shell's own reads, carry on.
  config.signal ??= read && !config.outlivesScreen ? screenSignal() : pageSignal();
  // docs/http.md: a GET with data sends it as the query string.
  if (
    (config.method ?? 'get').toLowerCase() === 'get' &&
    config.data !== undefined &&
    config.params === undefined
  ) {
    config.params = config.data as unknown;
    config.data = undefined;
  }
  const headers = AxiosHeaders.from(config.headers);
  if (!config.anonymous) {
    const hadSession = storedTokenValue() !== null;
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // The token's hour is over (reading it removed it): sending the request without it would
    // only earn a 401. Go the 401 way at once (reload, loop guard) without the round trip;
    // what the user typed is in its draft (docs/session.md "Session expiry").
    else if (hadSession) throw new HttpError('unauthorized', '登录已过期');
  } else {
    headers.delete('Authorization');
  }
  config.headers = headers;
  return config;
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const timeoutMs = deps.timeoutMs ?? HTTP_TIMEOUT_MS;
  const http = axios.create({
    headers: { 'Content-Type': 'application/json' },
    paramsSerializer: {
      serialize: (params) => buildQueryString(params as Record<string, unknown>),
    },
    transitional: { clarifyTimeoutError: true, silentJSONParsing: true, forcedJSONParsing: true },
  });
  // docs/http.md "Concurrency": the page's requests never take every connection to the API
  // host, counted together with the reads the gate started before this code ran.
  const slots = pageRequestSlots();

  /**
   * The one place a failure is acted on, whatever it is (docs/http.md): a 401 about the stored
   * session clears the token and reloads; any other failure raises its toast, unless silent.
   */
  const settle = (
    { error, toast }: Failure,
    config: InternalAxiosRequestConfig | undefined,
  ): HttpError => {
    if (error.kind === 'unauthorized' && !config?.anonymous) {
      if (isAboutStoredSession(config)) {
        removeToken();
        deps.onUnauthorized();
      }
    } else if (toast && !config?.silent) {
      deps.notifyError(toast);
    }
    return error;
  };

  http.interceptors.request.use((config) => prepare(config, timeoutMs));
  // The slot is held around the transport itself, so it is freed however the request ends:
  // answer, failure, timeout or abort.
  http.defaults.adapter = async (config) => {
    const early = takeEarlyAnswer(http, config);
    if (early) {
      const answer = await early;
      // The gate's read met the same timeout as this request would: the same failure.
      if (answer === 'timeout') {
        throw new AxiosError(`timeout of ${timeoutMs}ms exceeded`, AxiosError.ETIMEDOUT, config);
      }
      // A failed early request (the network) is simply asked again.
      if (answer) return answerFrom(answer, config);
    }
    const signal = config.signal instanceof AbortSignal ? config.signal : undefined;
    const release = await slots.acquire(signal).catch(() => {
      throw new CanceledError();
    });
    try {
      return await transport(config);
    } finally {
      release();
    }
  };
  http.interceptors.response.use(
    (response) => {
      const failure = classifyAnswer(response);
      if (failure) throw settle(failure, response.config);
      return response;
    },
    (raw: unknown) =>
      Promise.reject(
        settle(classifyFailure(raw), raw instanceof AxiosError ? raw.config : undefined),
      ),
  );

  return {
    axios: http,
    slotUse: () => ({ active: slots.active, waiting: slots.waiting }),
    async get<T>(url: string, params?: object, config?: AxiosRequestConfig) {
      const response = await http.get<ApiEnvelope<T>>(url, { ...config, params });
      return response.data.result;
    },
    async post<T>(url: string, body?: unknown, config?: AxiosRequestConfig) {
      const response = await http.post<ApiEnvelope<T>>(url, body, config);
      return response.data.result;
    },
    async put<T>(url: string, body?: unknown, config?: AxiosRequestConfig) {
      const response = await http.put<ApiEnvelope<T>>(url, body, config);
      return response.data.result;
    },
  };
}

/** The client the app (or a test, or a story) started with; the api modules ask through it. */
let started: HttpClient | null = null;

export function startHttpClient(client: HttpClient): void {
  started = client;
}

export function httpClient(): HttpClient {
  if (!started)
    throw new Error('The HTTP client was not started (src/app/bootstrap.tsx starts it)');
  return started;
}

/** GET with data as the query string; resolves to the envelope's `result`. */
export function apiGet<T>(url: string, params?: object, config?: AxiosRequestConfig): Promise<T> {
  return httpClient().get<T>(url, params, config);
}

export function apiPost<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return httpClient().post<T>(url, body, config);
}

export function apiPut<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return httpClient().put<T>(url, body, config);
}
