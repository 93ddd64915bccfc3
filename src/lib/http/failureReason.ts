import { HttpError } from './httpError';

/**
 * docs/http.md: why a data view failed to load, in the words of the Chinese interface. The toast
 * keeps the seed's rule (the status text); the inline 加载失败 of a data view says this instead,
 * with the status code where there is one, e.g. 服务器出错（500）.
 */
export function failureReason(error: unknown): string {
  if (!(error instanceof HttpError)) {
    const message = error instanceof Error ? error.message.trim() : '';
    return message || '未知错误';
  }
  switch (error.kind) {
    case 'timeout':
      return '网络超时';
    case 'network':
      return '网络连接错误';
    case 'malformed':
      // Plain words a teacher trusts (design §7 Chinese style); the toast keeps §4's wording.
      return '服务器返回的数据有误，请稍后重试';
    case 'canceled':
      return '请求已取消';
    case 'api-errors':
      return `接口返回错误：${error.message}`;
    case 'api-code':
      // The server's own message when it sent one; its code otherwise.
      return error.message === `code ${String(error.details)}`
        ? `接口返回错误（代码 ${String(error.details)}）`
        : error.message;
    case 'unauthorized':
    case 'status':
      return statusReason(error.status);
  }
}

function statusReason(status: number | null): string {
  if (status === null) return '请求失败';
  if (status === 401) return `登录已过期（${status}）`;
  if (status === 403) return `没有权限（${status}）`;
  if (status === 404) return `找不到（${status}）`;
  if (status >= 500) return `服务器出错（${status}）`;
  return `请求失败（${status}）`;
}
