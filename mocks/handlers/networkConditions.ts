import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { unauthorized } from './envelope';

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

const API = '*/api/*';

export function networkConditionHandlers(condition: NetworkCondition): RequestHandler[] {
  switch (condition) {
    case 'normal':
      return [];
    case 'slow':
      // Answers like the shared handlers, three seconds late.
      return [
        http.all(API, async () => {
          await delay(SLOW_NETWORK_DELAY_MS);
          return undefined;
        }),
      ];
    case 'server-error':
      return [
        http.all(API, () =>
          HttpResponse.json(
            { code: 500, message: '服务器内部错误' },
            { status: 500, statusText: 'Internal Server Error' },
          ),
        ),
      ];
    case 'expired':
      return [http.all(API, () => unauthorized())];
    case 'timeout':
      // Never answers: the app's own timeout (shortened in stories) gives up.
      return [http.all(API, () => delay('infinite'))];
    case 'offline':
      return [http.all(API, () => HttpResponse.error())];
  }
}
