import { delay, http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, TOKEN_LIFETIME_MS } from '@/config/constants';
import { fixedClock, setClock } from '@/lib/clock';
import { authInterruption } from '@/lib/auth/authInterruption';
import { setToken } from '@/lib/session/token';
import { toastQueue } from '@/lib/toast/toast';
import { recordingBrowser } from '@/testing/recordingBrowser';
import { resetAppEnvironment } from '@/testing/resetAppEnvironment';
import { server } from '../../../mocks/node';
import { AxiosError, AxiosHeaders } from 'axios';
import { abortPageRequests, abortScreenRequests } from './pageRequests';
import { startHttp } from '@/app/start/startHttp';
import { apiGet, apiPost, apiPut, classifyFailure, httpClient } from './httpClient';
import { HttpError } from './httpError';

const NOW = Date.parse('2026-09-07T01:30:00Z');
let browser: ReturnType<typeof recordingBrowser>;

const toasts = () => toastQueue.snapshot().map((t) => ({ type: t.type, message: t.message }));

beforeEach(() => {
  browser = recordingBrowser();
  resetAppEnvironment({ now: NOW, browser });
});

afterEach(() => {
  vi.useRealTimers();
});

/** A handler that never answers: only the client's timeout ends the request. */
const hanging = () =>
  mock.get('*/api/hang', async () => {
    await delay('infinite');
    return HttpResponse.json({ code: 200, result: null });
  });

/** Tracks a promise's outcome without awaiting it, for fake-timer tests. */
function track(promise: Promise<unknown>) {
  const state: { settled: 'pending' | 'resolved' | 'rejected'; error?: unknown } = {
    settled: 'pending',
  };
  promise.then(
    () => (state.settled = 'resolved'),
    (error: unknown) => Object.assign(state, { settled: 'rejected', error }),
  );
  return state;
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error('expected the request to fail');
}

describe('requests', () => {
  it('send JSON with a Bearer token when one is readable, and none otherwise', async () => {
    const seen: (string | null)[] = [];
    server.use(
      mock.post('*/api/echo', ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        expect(request.headers.get('Content-Type')).toContain('application/json');
        return HttpResponse.json({ code: 200, result: 'ok' });
      }),
    );
    await apiPost('/api/echo', { a: 1 });
    setToken('tok-1');
    await apiPost('/api/echo', { a: 1 });
    await apiPost('/api/echo', { a: 1 }, { anonymous: true });
    expect(seen).toEqual([null, 'Bearer tok-1', null]);
  });

  it('turn GET data into the query string with the seed rules', async () => {
    let url = '';
    server.use(
      mock.get('*/api/user/records', ({ request }) => {
        url = request.url;
        return HttpResponse.json({ code: 200, result: [] });
      }),
    );
    await apiGet('/api/user/records', {
      from: '2026-09-01',
      to: '',
      keyword: null,
      extra: undefined,
      range: { a: '课程' },
      page: 1,
    });
    const query = new URL(url).search;
    expect(query).toBe('?from=2026-09-01&range%5Ba%5D=%E8%AF%BE%E7%A8%8B&page=1');
  });

  it('prefix every call with apiBase', async () => {
    resetAppEnvironment({
      now: NOW,
      browser,
      config: { apiBase: 'https://api.example.edu.cn/v1' },
    });
    let url = '';
    server.use(
      mock.get('https://api.example.edu.cn/v1/api/ping', ({ request }) => {
        url = request.url;
        return HttpResponse.json({ code: 200, result: 'pong' });
      }),
    );
    await expect(apiGet('/api/ping')).resolves.toBe('pong');
    expect(url).toBe('https://api.example.edu.cn/v1/api/ping');
  });
});

describe('error catalogue (docs/http.md)', () => {
  it('timeout: toast 网络超时 and reject', async () => {
    startHttp({ timeoutMs: 30 });
    server.use(
      mock.get('*/api/slow', async () => {
        await delay(1000);
        return HttpResponse.json({ code: 200, result: null });
      }),
    );
    const error = await failure(apiGet('/api/slow'));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('网络超时');
    expect(toasts()).toEqual([{ type: 'error', message: '网络超时' }]);
  });

  it('network failure: toast 网络连接错误 and reject', async () => {
    server.use(mock.get('*/api/down', () => HttpResponse.error()));
    const error = await failure(apiGet('/api/down'));
    expect(error.kind).toBe('network');
    expect(error.message).toBe('网络连接错误');
    expect(error.name).toBe('HttpError');
    expect(toasts()).toEqual([{ type: 'error', message: '网络连接错误' }]);
  });

  it('status ≥ 400 with a body: toast the status text, reject with it', async () => {
    server.use(
      mock.get('*/api/broken', () =>
        HttpResponse.json(
          { code: 500, message: 'boom' },
          { status: 500, statusText: 'Internal Server Error' },
        ),
      ),
    );
    const error = await failure(apiGet('/api/broken'));
    expect(error.kind).toBe('status');
    expect(error.message).toBe('Internal Server Error');
    expect(error.status).toBe(500);
    expect(error.details).toEqual({ code: 500, message: 'boom' });
    expect(toasts()).toEqual([{ type: 'error', message: 'Internal Server Error' }]);
  });

  it('status ≥ 400 with a body but no status text (HTTP/2): toast the reason phrase, reject with Request Error.', () => {
    // MSW and happy-dom fill in a status text, so build the HTTP/2 answer by hand.
    const config = { headers: new AxiosHeaders() };
    const response = { status: 503, statusText: '', data: { detail: 'x' }, headers: {}, config };
    const { error, toast } = classifyFailure(
      new AxiosError('fail', 'ERR_BAD_RESPONSE', config, {}, response),
    );
    expect(error.message).toBe('Request Error.');
    expect(toast).toBe('Service Unavailable');
    const noBody = classifyFailure(
      new AxiosError('fail', 'ERR_BAD_RESPONSE', config, {}, { ...response, data: '' }),
    );
    expect(noBody.toast).toBe('接口路径找不到');
  });

  it('status ≥ 400 without a body: toast 接口路径找不到', async () => {
    server.use(
      mock.get(
        '*/api/missing',
        () => new HttpResponse(null, { status: 404, statusText: 'Not Found' }),
      ),
    );
    const error = await failure(apiGet('/api/missing'));
    expect(error.message).toBe('Not Found');
    expect(toasts()).toEqual([{ type: 'error', message: '接口路径找不到' }]);
  });

  it('non-empty errors: reject with them serialised, no toast', async () => {
    const errors = [{ field: 'weight', message: '权重之和必须为 100' }];
    server.use(
      mock.get('*/api/invalid', () => HttpResponse.json({ code: 200, result: null, errors })),
    );
    const error = await failure(apiGet('/api/invalid'));
    expect(error.kind).toBe('api-errors');
    expect(error.message).toBe(JSON.stringify(errors));
    expect(error.details).toEqual(errors);
    expect(toasts()).toEqual([]);
  });

  it.each([[[]], [{}], [''], [null]])('empty errors (%j) do not fail a request', async (errors) => {
    server.use(mock.get('*/api/fine', () => HttpResponse.json({ code: 200, result: 7, errors })));
    await expect(apiGet('/api/fine')).resolves.toBe(7);
  });

  it('2xx with code ≠ 200: reject with the message, no toast', async () => {
    server.use(
      mock.get('*/api/refused', () =>
        HttpResponse.json({ code: 403, message: '无权查看该课程', result: null }),
      ),
    );
    const error = await failure(apiGet('/api/refused'));
    expect(error.message).toBe('无权查看该课程');
    expect(error.kind).toBe('api-code');
    expect(toasts()).toEqual([]);
  });

  it('an answer that is not the envelope is a clear error, not a crash', async () => {
    server.use(mock.get('*/api/html', () => HttpResponse.text('<!doctype html><p>proxy page</p>')));
    const error = await failure(apiGet('/api/html'));
    expect(error.kind).toBe('malformed');
    expect(toasts()).toEqual([{ type: 'error', message: '接口返回了无法识别的数据' }]);
  });

  it('silent requests raise no toast', async () => {
    server.use(mock.get('*/api/down', () => HttpResponse.error()));
    await failure(apiGet('/api/down', undefined, { silent: true }));
    expect(toasts()).toEqual([]);
  });

  it('server text in a toast stays text', async () => {
    server.use(
      mock.get('*/api/xss', () =>
        HttpResponse.json({ x: 1 }, { status: 418, statusText: '<img src=x onerror=alert(1)>' }),
      ),
    );
    await failure(apiGet('/api/xss'));
    expect(toasts()).toEqual([{ type: 'error', message: '<img src=x onerror=alert(1)>' }]);
  });
});

describe('401', () => {
  it('clears the token and reloads once for a burst, with no toast', async () => {
    setToken('expired-on-the-server');
    server.use(
      mock.get(
        '*/api/user/routers',
        () => new HttpResponse(null, { status: 401, statusText: 'Unauthorized' }),
      ),
    );
    const results = await Promise.allSettled([
      apiGet('/api/user/routers'),
      apiGet('/api/user/routers'),
      apiGet('/api/user/routers'),
    ]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(browser.reload).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(toasts()).toEqual([]);
    const counts = JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.authGuard) ?? '{}') as {
      reloads: number[];
    };
    expect(counts.reloads).toEqual([NOW]);
  });

  it('past two reloads in five minutes, stops on 无法完成登录 instead of reloading', async () => {
    resetAppEnvironment({
      now: NOW,
      browser,
      sessionStorage: {
        [STORAGE_KEYS.authGuard]: JSON.stringify({ trips: [], reloads: [NOW - 1000, NOW - 2000] }),
      },
    });
    server.use(mock.get('*/api/user/routers', () => new HttpResponse(null, { status: 401 })));
    await failure(apiGet('/api/user/routers'));
    expect(browser.reload).not.toHaveBeenCalled();
    expect(authInterruption.kind).toBe('blocked');
  });

  it('a 401 for a token another tab has since replaced: the new token stays, no reload', async () => {
    setToken('old-session');
    server.use(
      mock.get('*/api/user/routers', async () => {
        // Another tab signs in again while this request is on its way.
        setToken('fresh-session-of-another-tab');
        return new HttpResponse(null, { status: 401 });
      }),
    );
    const error = await failure(apiGet('/api/user/routers'));
    expect(error.kind).toBe('unauthorized');
    expect(browser.reload).not.toHaveBeenCalled();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.token) ?? '{}')).toMatchObject({
      value: 'fresh-session-of-another-tab',
    });
    expect(window.sessionStorage.getItem(STORAGE_KEYS.authGuard)).toBeNull();
    expect(toasts()).toEqual([]);
  });

  it('a 401 for a token another tab’s 401 has already removed: no reload, nothing counted', async () => {
    setToken('revoked');
    server.use(
      mock.get('*/api/user/routers', async () => {
        window.localStorage.removeItem(STORAGE_KEYS.token);
        return new HttpResponse(null, { status: 401 });
      }),
    );
    await failure(apiGet('/api/user/routers'));
    expect(browser.reload).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.authGuard)).toBeNull();
  });

  it('a token that expires while its request is on the way still gets its reload', async () => {
    const clock = fixedClock(NOW);
    setClock(clock);
    setToken('expires-in-flight');
    server.use(
      mock.get('*/api/user/routers', async () => {
        clock.set(NOW + TOKEN_LIFETIME_MS + 1);
        return new HttpResponse(null, { status: 401 });
      }),
    );
    await failure(apiGet('/api/user/routers'));
    expect(browser.reload).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('a token whose hour is over is not sent at all: the 401 way at once, no round trip', async () => {
    const clock = fixedClock(NOW);
    setClock(clock);
    setToken('ran-out');
    clock.set(NOW + TOKEN_LIFETIME_MS + 1);
    const sent: string[] = [];
    server.use(
      mock.put('*/api/user/course-weight', ({ request }) => {
        sent.push(request.headers.get('Authorization') ?? '(none)');
        return new HttpResponse(null, { status: 401 });
      }),
    );
    const error = await failure(apiPut('/api/user/course-weight', { items: [] }));
    expect(error).toMatchObject({ kind: 'unauthorized' });
    expect(sent).toEqual([]);
    expect(browser.reload).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(toasts()).toEqual([]);
  });

  it('a request sent without a token: its 401 reloads as before', async () => {
    server.use(mock.get('*/api/user/routers', () => new HttpResponse(null, { status: 401 })));
    await failure(apiGet('/api/user/routers'));
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });

  it('an anonymous request (the sign-in exchange) leaves a 401 to its caller', async () => {
    const onUnauthorized = vi.fn();
    startHttp({ onUnauthorized });
    setToken('keep-me');
    server.use(mock.post('*/api/auth/oauth-login', () => new HttpResponse(null, { status: 401 })));
    await failure(
      apiPost('/api/auth/oauth-login', { code: 'x' }, { anonymous: true, silent: true }),
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
  });
});

describe('timeout (docs/http.md: 50 000 ms)', () => {
  it('a client started with no timeout given, as the app starts it, gives up at exactly 50 000 ms', async () => {
    startHttp();
    server.use(hanging());
    vi.useFakeTimers();
    const request = track(apiGet('/api/hang'));
    await vi.advanceTimersByTimeAsync(49_999);
    expect(request.settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(request.settled).toBe('rejected');
    expect(request.error).toMatchObject({ kind: 'timeout', message: '网络超时' });
    expect(toasts()).toEqual([{ type: 'error', message: '网络超时' }]);
  });

  it('a story’s shortened timeout does not outlive it: the next environment waits 50 000 ms', async () => {
    startHttp({ timeoutMs: 10 });
    resetAppEnvironment({ now: NOW, browser });
    server.use(hanging());
    vi.useFakeTimers();
    const request = track(apiGet('/api/hang'));
    await vi.advanceTimersByTimeAsync(49_999);
    expect(request.settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(request.settled).toBe('rejected');
  });
});

describe('toasts of a burst of failures', () => {
  it('collapse into one counted toast (docs/toasts.md grouping)', async () => {
    server.use(mock.get('*/api/down', () => HttpResponse.error()));
    await Promise.allSettled([apiGet('/api/down'), apiGet('/api/down'), apiGet('/api/down')]);
    expect(
      toastQueue.snapshot().map((t) => ({ message: t.message, repeatNum: t.repeatNum })),
    ).toEqual([{ message: '网络连接错误', repeatNum: 3 }]);
  });
});

describe('GET data (docs/http.md)', () => {
  function recordRecordsQuery() {
    const seen: { search: string; body: string }[] = [];
    server.use(
      mock.all('*/api/user/records', async ({ request }) => {
        seen.push({ search: new URL(request.url).search, body: await request.text() });
        return HttpResponse.json({ code: 200, result: [] });
      }),
    );
    return seen;
  }

  it('data given to a plain axios GET becomes the query string, not a body', async () => {
    const seen = recordRecordsQuery();
    await httpClient().axios.get('/api/user/records', {
      data: { from: '2026-09-01', to: '', page: 2 },
    });
    await httpClient().axios.request({ url: '/api/user/records', data: { page: 3 } });
    expect(seen).toEqual([
      { search: '?from=2026-09-01&page=2', body: '' },
      { search: '?page=3', body: '' },
    ]);
  });

  it('explicit params win over data', async () => {
    const seen = recordRecordsQuery();
    await httpClient().axios.get('/api/user/records', { params: { page: 1 }, data: { page: 2 } });
    expect(seen.map((s) => s.search)).toEqual(['?page=1']);
  });

  it('POST and PUT data stay the JSON body', async () => {
    const seen = recordRecordsQuery();
    await apiPost('/api/user/records', { page: 2 });
    await apiPut('/api/user/records', { page: 3 });
    expect(seen).toEqual([
      { search: '', body: '{"page":2}' },
      { search: '', body: '{"page":3}' },
    ]);
  });
});

describe('JSON (docs/http.md)', () => {
  it('a body already serialised as text is still sent as JSON', async () => {
    const seen: (string | null)[] = [];
    server.use(
      mock.post('*/api/echo', ({ request }) => {
        seen.push(request.headers.get('Content-Type'));
        return HttpResponse.json({ code: 200, result: null });
      }),
    );
    await apiPost('/api/echo', JSON.stringify({ a: 1 }));
    expect(seen).toEqual([expect.stringContaining('application/json')]);
  });

  it('an answer that is not JSON, to a request asking for JSON, is unrecognised data, not a network error', async () => {
    server.use(mock.get('*/api/html', () => HttpResponse.text('<!doctype html><p>proxy</p>')));
    const error = await failure(apiGet('/api/html', undefined, { responseType: 'json' }));
    expect(error.kind).toBe('malformed');
    expect(toasts()).toEqual([{ type: 'error', message: '接口返回了无法识别的数据' }]);
  });
});

describe('anonymous requests', () => {
  it('never carry an Authorization header, not even one the caller set', async () => {
    const seen: (string | null)[] = [];
    server.use(
      mock.post('*/api/auth/oauth-login', ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json({ code: 200, result: null });
      }),
    );
    await apiPost(
      '/api/auth/oauth-login',
      { code: 'c' },
      { anonymous: true, headers: { Authorization: 'Bearer stale' } },
    );
    expect(seen).toEqual([null]);
  });
});

describe('status ≥ 400: body or no body', () => {
  it('400 is an error status like any other', async () => {
    server.use(
      mock.get('*/api/bad', () =>
        HttpResponse.json({ code: 400 }, { status: 400, statusText: 'Bad Request' }),
      ),
    );
    const error = await failure(apiGet('/api/bad'));
    expect(error).toMatchObject({ kind: 'status', status: 400, message: 'Bad Request' });
    expect(toasts()).toEqual([{ type: 'error', message: 'Bad Request' }]);
  });

  it('a body of only white space counts as none', async () => {
    server.use(
      mock.get(
        '*/api/blank',
        () => new HttpResponse(' \n ', { status: 404, statusText: 'Not Found' }),
      ),
    );
    await failure(apiGet('/api/blank'));
    expect(toasts()).toEqual([{ type: 'error', message: '接口路径找不到' }]);
  });

  it('a text body counts as a body', async () => {
    server.use(
      mock.get('*/api/text', () => new HttpResponse('gone', { status: 410, statusText: 'Gone' })),
    );
    await failure(apiGet('/api/text'));
    expect(toasts()).toEqual([{ type: 'error', message: 'Gone' }]);
  });

  it('binary answers: empty is no body, some bytes are a body', async () => {
    server.use(
      mock.get(
        '*/api/empty.bin',
        () => new HttpResponse(new ArrayBuffer(0), { status: 404, statusText: 'Not Found' }),
      ),
      mock.get(
        '*/api/some.bin',
        () =>
          new HttpResponse(new Uint8Array([1, 2]).buffer, { status: 404, statusText: 'Not Found' }),
      ),
    );
    await failure(apiGet('/api/empty.bin', undefined, { responseType: 'arraybuffer' }));
    await failure(apiGet('/api/some.bin', undefined, { responseType: 'arraybuffer' }));
    expect(toasts()).toEqual([
      { type: 'error', message: '接口路径找不到' },
      { type: 'error', message: 'Not Found' },
    ]);
  });

  it.each([[undefined], [null]])('a response whose data is %s has no body', (data) => {
    const config = { headers: new AxiosHeaders() };
    const response = { status: 404, statusText: 'Not Found', data, headers: {}, config };
    const { error, toast } = classifyFailure(
      new AxiosError('fail', 'ERR_BAD_REQUEST', config, {}, response),
    );
    expect(toast).toBe('接口路径找不到');
    expect(error).toMatchObject({ kind: 'status', status: 404, message: 'Not Found' });
  });
});

describe('failures that are not an HTTP answer', () => {
  const config = { headers: new AxiosHeaders() };

  it('a timeout reported as ECONNABORTED (adapters without clarifyTimeoutError) is 网络超时', () => {
    const { error, toast } = classifyFailure(
      new AxiosError('timeout of 50000ms exceeded', AxiosError.ECONNABORTED, config, {}),
    );
    expect(error.kind).toBe('timeout');
    expect(toast).toBe('网络超时');
  });

  it('an error answer that merely mentions a timeout is an HTTP error, not 网络超时', () => {
    const response = {
      status: 504,
      statusText: 'Gateway Timeout',
      data: 'upstream timeout',
      headers: {},
      config,
    };
    const { error, toast } = classifyFailure(
      new AxiosError('upstream timeout', AxiosError.ERR_BAD_RESPONSE, config, {}, response),
    );
    expect(error).toMatchObject({ kind: 'status', status: 504 });
    expect(toast).toBe('Gateway Timeout');
  });

  it('an abort that is not a timeout is 网络连接错误', () => {
    const { error, toast } = classifyFailure(
      new AxiosError('Request aborted', AxiosError.ECONNABORTED, config, {}),
    );
    expect(error).toMatchObject({ kind: 'network', message: '网络连接错误' });
    expect(toast).toBe('网络连接错误');
  });

  it('an answer below 400 that axios still refused is 网络连接错误, with its status', () => {
    const response = { status: 302, statusText: 'Found', data: '', headers: {}, config };
    const { error, toast } = classifyFailure(
      new AxiosError('fail', 'ERR_BAD_RESPONSE', config, {}, response),
    );
    expect(error).toMatchObject({ kind: 'network', message: '网络连接错误', status: 302 });
    expect(toast).toBe('网络连接错误');
  });

  it('an error already classified passes through untouched, without a second toast', () => {
    const already = new HttpError('malformed', '接口返回了无法识别的数据', 200);
    expect(classifyFailure(already)).toEqual({ error: already, toast: null });
  });

  it('a failure from outside axios (a custom adapter, say) is 网络连接错误 with a toast', async () => {
    const error = await failure(
      apiGet('/api/x', undefined, {
        adapter: () => Promise.reject(new TypeError('Failed to fetch')),
      }),
    );
    expect(error).toMatchObject({ kind: 'network', message: '网络连接错误' });
    expect(toasts()).toEqual([{ type: 'error', message: '网络连接错误' }]);
  });

  it('a request the caller cancels rejects as canceled, with no toast', async () => {
    server.use(hanging());
    const controller = new AbortController();
    const pending = apiGet('/api/hang', undefined, { signal: controller.signal });
    controller.abort();
    const error = await failure(pending);
    expect(error).toMatchObject({ kind: 'canceled', message: '请求已取消' });
    expect(toasts()).toEqual([]);
  });
});

describe('the envelope (docs/http.md, D9)', () => {
  it.each([
    ['null', null],
    ['an array', [{ code: 200 }]],
    ['an object without code', { result: 1 }],
    ['a code that is text', { code: '200', result: 1 }],
  ])('%s is not the envelope: 接口返回了无法识别的数据', async (_label, body) => {
    server.use(mock.get('*/api/odd', () => HttpResponse.json(body)));
    const error = await failure(apiGet('/api/odd'));
    expect(error).toMatchObject({ kind: 'malformed', message: '接口返回了无法识别的数据' });
    expect(toasts()).toEqual([{ type: 'error', message: '接口返回了无法识别的数据' }]);
  });

  it('a silent request raises no toast for a malformed answer either', async () => {
    server.use(mock.get('*/api/odd', () => HttpResponse.text('<html>')));
    await failure(apiGet('/api/odd', undefined, { silent: true }));
    expect(toasts()).toEqual([]);
  });

  it.each([['权重之和必须为 100'], [{ weight: '必须为整数' }], [true]])(
    'non-empty errors (%j) reject, serialised',
    async (errors) => {
      server.use(
        mock.get('*/api/invalid', () => HttpResponse.json({ code: 200, result: null, errors })),
      );
      const error = await failure(apiGet('/api/invalid'));
      expect(error).toMatchObject({ kind: 'api-errors', message: JSON.stringify(errors) });
    },
  );

  it('false errors do not fail a request', async () => {
    server.use(
      mock.get('*/api/fine', () => HttpResponse.json({ code: 200, result: 7, errors: false })),
    );
    await expect(apiGet('/api/fine')).resolves.toBe(7);
  });

  it('2xx with code ≠ 200 and no message: rejects with the code', async () => {
    server.use(mock.get('*/api/refused', () => HttpResponse.json({ code: 500, result: null })));
    const error = await failure(apiGet('/api/refused'));
    expect(error).toMatchObject({ kind: 'api-code', message: 'code 500', details: 500 });
  });
});

describe('the page ends its requests (stories, simulated reloads)', () => {
  it('aborts what is in flight silently, and later requests go through', async () => {
    server.use(hanging());
    const onUnauthorized = vi.fn();
    startHttp({ onUnauthorized });
    const pending = apiGet('/api/hang');
    // Let the request leave before the page ends.
    await new Promise((resolve) => setTimeout(resolve, 20));
    abortPageRequests();
    const error = await failure(pending);
    expect(error.kind).toBe('canceled');
    expect(toasts()).toEqual([]);
    expect(onUnauthorized).not.toHaveBeenCalled();

    server.use(mock.get('*/api/after', () => HttpResponse.json({ code: 200, result: 'ok' })));
    await expect(apiGet('/api/after')).resolves.toBe('ok');
  });

  it('leaves a request with its own signal to that signal', async () => {
    server.use(hanging());
    const own = new AbortController();
    const state = track(apiGet('/api/hang', undefined, { signal: own.signal }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    abortPageRequests();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(state.settled).toBe('pending');
    own.abort();
    await vi.waitFor(() => expect(state.settled).toBe('rejected'));
  });
});

describe('leaving a screen, and the connections (docs/http.md)', () => {
  it('never has more than four requests under way: the rest wait their turn', async () => {
    const release: (() => void)[] = [];
    const arrived: string[] = [];
    server.use(
      mock.get('*/api/slow/:n', async ({ params }) => {
        arrived.push(String(params.n));
        await new Promise<void>((done) => release.push(done));
        return HttpResponse.json({ code: 200, result: Number(params.n) });
      }),
    );
    // Whatever the tests before did, every slot is free again.
    expect(httpClient().slotUse()).toEqual({ active: 0, waiting: 0 });
    const calls = [1, 2, 3, 4, 5, 6].map((n) => apiGet<number>(`/api/slow/${n}`));
    await vi.waitFor(() => expect(arrived).toHaveLength(4));
    await new Promise((done) => setTimeout(done, 50));
    expect(arrived).toHaveLength(4);
    release.shift()?.();
    await vi.waitFor(() => expect(arrived).toHaveLength(5));
    while (arrived.length < 6 || release.length > 0) {
      release.shift()?.();
      await new Promise((done) => setTimeout(done, 5));
    }
    await expect(Promise.all(calls)).resolves.toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('ends the reads of the screen being left, silently; a save in flight completes', async () => {
    const release: (() => void)[] = [];
    server.use(
      mock.get('*/api/hang', async () => {
        await new Promise<void>((done) => release.push(done));
        return HttpResponse.json({ code: 200, result: 'late' });
      }),
      mock.put('*/api/user/course-weight', async () => {
        await new Promise<void>((done) => release.push(done));
        return HttpResponse.json({ code: 200, result: 'saved' });
      }),
    );
    const reads = [1, 2, 3].map(() => apiGet('/api/hang'));
    const save = apiPut('/api/user/course-weight', { items: [] });
    await vi.waitFor(() => expect(release).toHaveLength(4));
    abortScreenRequests();
    for (const read of reads) expect((await failure(read)).kind).toBe('canceled');
    for (const done of release) done();
    await expect(save).resolves.toBe('saved');
    expect(toasts()).toEqual([]);
  });
});

describe('answers the inline gate started early (docs/budgets.md)', () => {
  const early = (url: string, token: string, response: Response | null) => {
    window.__earlyRequests = [
      {
        url,
        token,
        response: Promise.resolve(response),
        outlivesScreen: false,
        abort: () => undefined,
      },
    ];
  };

  it('a GET of the first view takes the early answer once; the next one goes out', async () => {
    setToken('t-1');
    const sent: string[] = [];
    server.use(
      mock.get('*/api/user/courses', ({ request }) => {
        sent.push(request.url);
        return HttpResponse.json({ code: 200, result: ['from the network'] });
      }),
    );
    early(
      '/api/user/courses',
      't-1',
      Response.json({ code: 200, result: ['from the gate'] }, { status: 200 }),
    );
    await expect(apiGet('/api/user/courses')).resolves.toEqual(['from the gate']);
    expect(sent).toEqual([]);
    await expect(apiGet('/api/user/courses')).resolves.toEqual(['from the network']);
    expect(sent).toHaveLength(1);
  });

  it('matches whatever the order of the query', async () => {
    setToken('t-1');
    early(
      '/api/user/notifications?unread=true&size=1&page=1',
      't-1',
      Response.json({ code: 200, result: { records: [], total: 0, unreadCount: 3 } }),
    );
    await expect(
      apiGet('/api/user/notifications', { page: 1, size: 1, unread: true }),
    ).resolves.toMatchObject({ unreadCount: 3 });
    expect(window.__earlyRequests).toEqual([]);
  });

  it('an early read that met the timeout is 网络超时, as the app’s own would be', async () => {
    setToken('t-1');
    window.__earlyRequests = [
      {
        url: '/api/user/courses',
        token: 't-1',
        response: Promise.resolve('timeout'),
        outlivesScreen: false,
        abort: () => undefined,
      },
    ];
    const error = await failure(apiGet('/api/user/courses'));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('网络超时');
    expect(toasts()).toEqual([{ type: 'error', message: '网络超时' }]);
  });

  it('counts the gate’s reads under way in the same four slots', async () => {
    const arrived: string[] = [];
    const answer: (() => void)[] = [];
    server.use(
      mock.get('*/api/slow/:n', async ({ params }) => {
        arrived.push(String(params.n));
        await new Promise<void>((done) => answer.push(done));
        return HttpResponse.json({ code: 200, result: Number(params.n) });
      }),
    );
    // The gate holds three slots of the page's four (pageRequestSlots, on window).
    const slots = window.__requestSlots;
    if (!slots) throw new Error('the client made no page slots');
    const held = await Promise.all([1, 2, 3].map(() => slots.acquire()));
    const calls = [1, 2].map((n) => apiGet<number>(`/api/slow/${n}`));
    await vi.waitFor(() => expect(arrived).toEqual(['1']));
    await new Promise((done) => setTimeout(done, 50));
    expect(arrived).toEqual(['1']);
    expect(httpClient().slotUse()).toEqual({ active: 4, waiting: 1 });
    // One of the gate's reads ends: the app's second request takes its slot.
    held[0]?.();
    await vi.waitFor(() => expect(arrived).toEqual(['1', '2']));
    for (const done of answer) done();
    await expect(Promise.all(calls)).resolves.toEqual([1, 2]);
    for (const release of held) release();
  });

  it('an early 401 goes the 401 way: token cleared, one reload, no toast', async () => {
    setToken('t-1');
    early('/api/user/routers', 't-1', Response.json({ code: 401 }, { status: 401 }));
    const error = await failure(apiGet('/api/user/routers'));
    expect(error.kind).toBe('unauthorized');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(browser.reload).toHaveBeenCalledTimes(1);
    expect(toasts()).toEqual([]);
  });

  it('leaving the screen ends the early reads nobody took yet, not the shell’s', () => {
    const ended: string[] = [];
    window.__earlyRequests = ['/api/user/courses', '/api/user/routers'].map((url) => ({
      url,
      token: 't-1',
      response: new Promise<Response | null>(() => undefined),
      outlivesScreen: url.endsWith('routers'),
      abort: () => ended.push(url),
    }));
    abortScreenRequests();
    expect(ended).toEqual(['/api/user/courses']);
    expect(window.__earlyRequests.map((r) => r.url)).toEqual(['/api/user/routers']);
    abortPageRequests();
    expect(ended).toEqual(['/api/user/courses', '/api/user/routers']);
  });

  it('never takes an answer made with another token', async () => {
    setToken('t-2');
    server.use(
      mock.get('*/api/user/courses', () => HttpResponse.json({ code: 200, result: ['fresh'] })),
    );
    early('/api/user/courses', 't-1', Response.json({ code: 200, result: ['stale'] }));
    await expect(apiGet('/api/user/courses')).resolves.toEqual(['fresh']);
  });
});
