import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { serverError, unauthorized } from './envelope';

/**
 * The network a designer can put any screen on from Storybook's 网络 toolbar (and that a story
 * pins through `globals`). Each condition is handlers placed in front of the shared ones, so
 * the same mock API answers, only worse.
 */
export const NETWORK_CONDITIONS = {
  normal: '正常',
  slow: '慢速 (3 s)',
  'server-error': '服务器错误 (500)',
  expired: '登录过期 (401)',
  timeout: '超时',
  offline: '断网',
} as const;

export type NetworkCondition = keyof typeof NETWORK_CONDITIONS;

export const SLOW_NETWORK_DELAY_MS = 3000;

export function isNetworkCondition(value: unknown): value is NetworkCondition {
  return typeof value === 'string' && Object.hasOwn(NETWORK_CONDITIONS, value);
}

/**
 * Calls to the API on any origin, under any gateway prefix (`/api/…`, `/gw/api/…`), but not the
 * app's own modules, which Vite's dev server serves from `/src/api/…` in story tests. The glob
 * "any origin, then /api/, then anything" matched those too: under 断网 a screen's code failed
 * to load instead of its data.
 */
export const API_CALL = /^[a-z]+:\/\/[^/]+(?:\/(?!src\/|node_modules\/|@)[^/?#]+)*\/api\//;

export function networkConditionHandlers(condition: NetworkCondition): RequestHandler[] {
  switch (condition) {
    case 'normal':
      return [];
    case 'slow':
      // Answers like the shared handlers, three seconds late.
      return [
        http.all(API_CALL, async () => {
          await delay(SLOW_NETWORK_DELAY_MS);
          return undefined;
        }),
      ];
    case 'server-error':
      return [http.all(API_CALL, () => serverError('服务器内部错误'))];
    case 'expired':
      return [http.all(API_CALL, () => unauthorized())];
    case 'timeout':
      // Never answers: the app's own timeout (shortened in stories) gives up.
      return [http.all(API_CALL, () => delay('infinite'))];
    case 'offline':
      return [http.all(API_CALL, () => HttpResponse.error())];
  }
}
