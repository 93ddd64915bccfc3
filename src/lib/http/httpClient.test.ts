import { delay, http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/config/constants';
import { authInterruption } from '@/lib/auth/authInterruption';
import { setToken } from '@/lib/session/token';
import { toastQueue } from '@/lib/toast/toast';
import { recordingBrowser } from '@/testing/recordingBrowser';
import { resetAppEnvironment } from '@/testing/resetAppEnvironment';
import { server } from '../../../mocks/node';
import { AxiosError, AxiosHeaders } from 'axios';
import { apiGet, apiPost, classifyFailure, configureHttp } from './httpClient';
import { HttpError } from './httpError';

const NOW = Date.parse('2026-09-07T01:30:00Z');
let browser: ReturnType<typeof recordingBrowser>;

const toasts = () => toastQueue.snapshot().map((t) => ({ type: t.type, message: t.message }));

beforeEach(() => {
  browser = recordingBrowser();
  resetAppEnvironment({ now: NOW, browser });
});

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

describe('error catalogue (design §4)', () => {
  it('timeout: toast 网络超时 and reject', async () => {
    configureHttp({ timeoutMs: 30 });
    server.use(
      mock.get('*/api/slow', async () => {
        await delay(1000);
        return HttpResponse.json({ code: 200, result: null });
      }),
    );
    const error = await failure(apiGet('/api/slow'));
    expect(error.kind).toBe('timeout');
    expect(toasts()).toEqual([{ type: 'error', message: '网络超时' }]);
  });

  it('network failure: toast 网络连接错误 and reject', async () => {
    server.use(mock.get('*/api/down', () => HttpResponse.error()));
    const error = await failure(apiGet('/api/down'));
    expect(error.kind).toBe('network');
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
    expect(error.message).toBe('Internal Server Error');
    expect(error.status).toBe(500);
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
    expect(error.message).toBe(JSON.stringify(errors));
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

  it('an anonymous request (the sign-in exchange) leaves a 401 to its caller', async () => {
    const onUnauthorized = vi.fn();
    configureHttp({ onUnauthorized });
    setToken('keep-me');
    server.use(mock.post('*/api/auth/oauth-login', () => new HttpResponse(null, { status: 401 })));
    await failure(
      apiPost('/api/auth/oauth-login', { code: 'x' }, { anonymous: true, silent: true }),
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
  });
});
