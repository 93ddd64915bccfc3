import { beforeEach, describe, expect, it } from 'vitest';
import { localStore, sessionStore } from '@/lib/storage';
import { toastQueue } from '@/lib/toast/toast';
import { manualTimers } from '@/testing/manualTimers';
import { recordingBrowser } from '@/testing/recordingBrowser';
import { resetAppEnvironment } from '@/testing/resetAppEnvironment';
import { STORAGE_WARNING, warnWhenStorageUnavailable } from './storageWarning';

const NOW = Date.parse('2026-09-07T01:30:00Z');
const throwing = (): Storage => {
  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
};
let timers: ReturnType<typeof manualTimers>;

const toasts = () =>
  toastQueue.snapshot().map((t) => ({ type: t.type, message: t.message, showClose: t.showClose }));

beforeEach(() => {
  timers = manualTimers();
  resetAppEnvironment({ now: NOW, browser: recordingBrowser(), toastTimers: timers.timers });
});

describe('storage warning (docs/session.md)', () => {
  it('the text says what happens, in Chinese', () => {
    expect(STORAGE_WARNING).toBe(
      '浏览器存储不可用：登录状态只保留在当前标签页，关闭后需要重新登录',
    );
  });

  it('says nothing while storage works', () => {
    localStore.set('token', 'x');
    sessionStore.get('META_AUTH__');
    expect(toasts()).toEqual([]);
  });

  it('when storage throws: one warning toast with a close button, which stays until closed', () => {
    localStore.reset(throwing);
    localStore.set('token', 'x');
    expect(toasts()).toEqual([{ type: 'warning', message: STORAGE_WARNING, showClose: true }]);
    timers.advance(10 * 60_000);
    expect(toasts()).toHaveLength(1);
  });

  it('says so once per tab, however many reads fail and in whichever storage', () => {
    localStore.reset(throwing);
    sessionStore.reset(throwing);
    localStore.get('token');
    sessionStore.set('META_AUTH__', '{}');
    localStore.remove('token');
    expect(toasts()).toHaveLength(1);
  });

  it('is idempotent: calling it again does not add a second listener', () => {
    warnWhenStorageUnavailable();
    warnWhenStorageUnavailable();
    localStore.reset(throwing);
    localStore.get('token');
    expect(toasts()).toHaveLength(1);
  });

  it('a failure from before the call (the store reads storage as it loads) is still told', () => {
    resetAppEnvironment({
      now: NOW,
      browser: recordingBrowser(),
      toastTimers: timers.timers,
      storageUnavailable: true,
    });
    expect(toasts()).toEqual([{ type: 'warning', message: STORAGE_WARNING, showClose: true }]);
  });
});
