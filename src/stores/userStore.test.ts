import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/config/constants';
import { clearSession } from '@/lib/session/clearSession';
import {
  resetUserStore,
  setCourseWeightInfo,
  setRouters,
  setUserInfo,
  setUserType,
  userStore,
} from './userStore';

describe('user store (docs/session.md)', () => {
  it('defaults: no user, teacher, no routers, no weighting', () => {
    resetUserStore();
    expect({ ...userStore }).toEqual({
      userInfo: null,
      userType: 'teacher',
      routers: [],
      courseWeightInfo: null,
    });
  });

  it('persists each field where the seed keeps it', () => {
    setUserInfo({ userId: 'T1', userName: '张老师', userType: 'teacher' });
    setUserType('student');
    setRouters([{ path: '/', title: '首页' }]);
    setCourseWeightInfo({ items: [{ courseId: 'c1', courseName: '高等数学', weight: 100 }] });
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user) ?? '')).toEqual({
      userId: 'T1',
      userName: '张老师',
      userType: 'teacher',
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.userType)).toBe('"student"');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.routers) ?? '')).toEqual([
      { path: '/', title: '首页' },
    ]);
    expect(
      JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.courseWeight) ?? ''),
    ).toMatchObject({ items: [{ weight: 100 }] });
    resetUserStore();
    expect(userStore.userType).toBe('student');
    expect(userStore.routers).toHaveLength(1);
  });

  it('an empty user type falls back to teacher', () => {
    setUserType(undefined);
    expect(userStore.userType).toBe('teacher');
    expect(window.localStorage.getItem(STORAGE_KEYS.userType)).toBe('"teacher"');
  });

  it.each([
    [STORAGE_KEYS.user, '{"userName":"no id"}'],
    [STORAGE_KEYS.user, 'not json'],
    [STORAGE_KEYS.userType, '42'],
    [STORAGE_KEYS.routers, '{"path":"/"}'],
    [STORAGE_KEYS.routers, '[{"title":"no path"}]'],
  ])('removes a corrupt %s entry (%s) when read', (key, raw) => {
    window.localStorage.setItem(key, raw);
    resetUserStore();
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('clearSession empties both storages and the store, keeping the loop guard when asked', () => {
    setUserInfo({ userId: 'T1' });
    window.sessionStorage.setItem(STORAGE_KEYS.authGuard, '{"trips":[],"reloads":[]}');
    window.sessionStorage.setItem(STORAGE_KEYS.courseWeight, '{"items":[]}');
    clearSession({ keepLoopGuard: true });
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.courseWeight)).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.authGuard)).not.toBeNull();
    expect(userStore.userInfo).toBeNull();
    clearSession({ keepLoopGuard: false });
    expect(window.sessionStorage.length).toBe(0);
  });
});
