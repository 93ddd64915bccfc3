import { subscribe } from 'valtio';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/config/constants';
import { endSession, startSession } from '@/lib/session/session';
import { DEFAULT_GRADE_PARTS } from '@/types/user';
import { resetUserStore, setCourseWeightInfo, setRouters, userStore } from './userStore';

describe('user store (docs/session.md)', () => {
  it('defaults: no routers, no weighting', () => {
    resetUserStore();
    expect({ ...userStore }).toEqual({ routers: [], courseWeightInfo: null });
  });

  it('persists each field where the seed keeps it', () => {
    setRouters([{ path: '/', title: '首页' }]);
    setCourseWeightInfo({
      courses: [
        {
          courseId: 'c1',
          courseName: '高等数学',
          parts: { 平时: 10, 作业: 20, 期中: 30, 期末: 40 },
        },
      ],
    });
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.routers) ?? '')).toEqual([
      { path: '/', title: '首页' },
    ]);
    expect(
      JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.courseWeight) ?? ''),
    ).toMatchObject({ courses: [{ parts: { 期末: 40 } }] });
    resetUserStore();
    expect(userStore.routers).toHaveLength(1);
  });

  it.each([
    [STORAGE_KEYS.routers, '{"path":"/"}'],
    [STORAGE_KEYS.routers, '[{"title":"no path"}]'],
  ])('removes a corrupt %s entry (%s) when read', (key, raw) => {
    window.localStorage.setItem(key, raw);
    resetUserStore();
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('migrates a cached weighting of the old shape, and stores it in today’s', () => {
    window.sessionStorage.setItem(
      STORAGE_KEYS.courseWeight,
      JSON.stringify({ items: [{ courseId: 'c1', courseName: '高等数学', weight: 100 }] }),
    );
    resetUserStore();
    const today = {
      courses: [{ courseId: 'c1', courseName: '高等数学', parts: DEFAULT_GRADE_PARTS }],
    };
    expect(userStore.courseWeightInfo).toEqual(today);
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.courseWeight) ?? '')).toEqual(
      today,
    );
  });

  it('removes a corrupt cached weighting', () => {
    window.sessionStorage.setItem(STORAGE_KEYS.courseWeight, '{"c1":100}');
    resetUserStore();
    expect(userStore.courseWeightInfo).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.courseWeight)).toBeNull();
  });

  it('follows the session: another user signing in, or a sign-out, empties it', () => {
    startSession({ token: 't-1', userInfo: { userId: 'T1' } });
    setRouters([{ path: '/', title: '首页' }]);
    setCourseWeightInfo({ courses: [] });
    // The same user again (a fresh token) keeps both.
    startSession({ token: 't-2', userInfo: { userId: 'T1' } });
    expect(userStore.routers).toHaveLength(1);
    expect(userStore.courseWeightInfo).not.toBeNull();
    startSession({ token: 't-3', userInfo: { userId: 'S2' } });
    expect({ ...userStore }).toEqual({ routers: [], courseWeightInfo: null });
    expect(window.localStorage.getItem(STORAGE_KEYS.routers)).toBeNull();
    setRouters([{ path: '/', title: '首页' }]);
    endSession({ keepLoopGuard: false });
    expect(userStore.routers).toEqual([]);
  });

  it('tells its readers of new routers only: the same answer again re-renders nothing', async () => {
    resetUserStore();
    const changes: unknown[] = [];
    const unsubscribe = subscribe(userStore, (ops) => changes.push(ops));
    try {
      setRouters([{ path: '/', title: '首页' }]);
      await Promise.resolve();
      expect(changes).toHaveLength(1);
      // A returning visit's answer, as stored: storage is written, the readers are left alone.
      window.localStorage.removeItem(STORAGE_KEYS.routers);
      setRouters([{ path: '/', title: '首页' }]);
      await Promise.resolve();
      expect(changes).toHaveLength(1);
      expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.routers) ?? '')).toEqual([
        { path: '/', title: '首页' },
      ]);
      setRouters([
        { path: '/', title: '首页' },
        { path: '/scenter', title: '个人中心' },
      ]);
      await Promise.resolve();
      expect(changes).toHaveLength(2);
      expect(userStore.routers).toHaveLength(2);
    } finally {
      unsubscribe();
    }
  });
});
