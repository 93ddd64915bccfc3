import { describe, expect, it } from 'vitest';
import { failureReason } from './failureReason';
import { HttpError } from './httpError';

/** docs/http.md: the inline 加载失败 of a data view gives a Chinese reason, by status, with the code. */
describe('failureReason (docs/http.md)', () => {
  it.each([
    [401, 'Unauthorized', '登录已过期（401）'],
    [403, 'Forbidden', '没有权限（403）'],
    [404, 'Not Found', '找不到（404）'],
    [500, 'Internal Server Error', '服务器出错（500）'],
    [502, 'Bad Gateway', '服务器出错（502）'],
    [503, 'Service Unavailable', '服务器出错（503）'],
    [400, 'Bad Request', '请求失败（400）'],
    [409, 'Conflict', '请求失败（409）'],
  ])('status %i (%s) reads %s', (status, statusText, reason) => {
    const kind = status === 401 ? 'unauthorized' : 'status';
    expect(failureReason(new HttpError(kind, statusText, status))).toBe(reason);
  });

  it('never shows the English status text', () => {
    expect(failureReason(new HttpError('status', 'Internal Server Error', 500))).not.toMatch(
      /[A-Za-z]/,
    );
  });

  it('a failure without a status keeps its Chinese words', () => {
    expect(failureReason(new HttpError('timeout', '网络超时'))).toBe('网络超时');
    expect(failureReason(new HttpError('network', '网络连接错误'))).toBe('网络连接错误');
    expect(failureReason(new HttpError('network', 'whatever', 302))).toBe('网络连接错误');
    expect(failureReason(new HttpError('malformed', 'x', 200, '<html>'))).toBe(
      '服务器返回的数据有误，请稍后重试',
    );
    expect(failureReason(new HttpError('canceled', '请求已取消'))).toBe('请求已取消');
  });

  it('a status failure without a status says the request failed', () => {
    expect(failureReason(new HttpError('status', 'Request Error.'))).toBe('请求失败');
  });

  it("an envelope's own message is shown; without one, its code", () => {
    expect(failureReason(new HttpError('api-code', '课程不存在', 200, 4004))).toBe('课程不存在');
    expect(failureReason(new HttpError('api-code', 'code 4004', 200, 4004))).toBe(
      '接口返回错误（代码 4004）',
    );
    expect(
      failureReason(new HttpError('api-errors', '{"name":"必填"}', 200, { name: '必填' })),
    ).toBe('接口返回错误：{"name":"必填"}');
  });

  it('any other error shows its message, or says it is unknown', () => {
    expect(failureReason(new Error('无法读取数据'))).toBe('无法读取数据');
    expect(failureReason(new Error(''))).toBe('未知错误');
    expect(failureReason('boom')).toBe('未知错误');
  });
});
