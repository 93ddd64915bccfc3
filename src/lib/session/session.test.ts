import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/config/constants';
import {
  currentSession,
  endSession,
  followStoredSession,
  onSessionChange,
  rereadSession,
  startSession,
  type SessionChange,
} from './session';
import { getToken } from './token';

describe('the session’s one owner (docs/session.md)', () => {
  it('starts: token, user and type stored where the seed keeps them, and shown', () => {
    startSession({
      token: 't-1',
      userInfo: { userId: 'T1', userName: '张老师', userType: 'student' },
    });
    expect(getToken()).toBe('t-1');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user) ?? '')).toEqual({
      userId: 'T1',
      userName: '张老师',
      userType: 'student',
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.userType)).toBe('"student"');
    expect(currentSession.user?.userId).toBe('T1');
    expect(currentSession.userType).toBe('student');
  });

  it('an empty user type falls back to teacher', () => {
    startSession({ token: 't-1', userInfo: { userId: 'T1', userType: '' } });
    expect(currentSession.userType).toBe('teacher');
    expect(window.localStorage.getItem(STORAGE_KEYS.userType)).toBe('"teacher"');
  });

  it('tells the per-user caches whether the session still belongs to the same user', () => {
    const changes: SessionChange[] = [];
    const stop = onSessionChange((change) => changes.push(change));
    startSession({ token: 't-1', userInfo: { userId: 'T1' } });
    startSession({ token: 't-2', userInfo: { userId: 'T1' } });
    startSession({ token: 't-3', userInfo: { userId: 'S2' } });
    followStoredSession({ sameUser: true });
    endSession({ keepLoopGuard: false });
    stop();
    rereadSession();
    expect(changes.map((c) => c.sameUser)).toEqual([false, true, false, true, false]);
  });

  it('ends: both storages emptied and nobody shown, the loop guard kept when asked', () => {
    startSession({ token: 't-1', userInfo: { userId: 'T1' } });
    window.sessionStorage.setItem(STORAGE_KEYS.authGuard, '{"trips":[],"reloads":[]}');
    window.sessionStorage.setItem(STORAGE_KEYS.courseWeight, '{"items":[]}');
    endSession({ keepLoopGuard: true });
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.courseWeight)).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.authGuard)).not.toBeNull();
    expect(currentSession.user).toBeNull();
    endSession({ keepLoopGuard: false });
    expect(window.sessionStorage.length).toBe(0);
  });

  it('follows another tab: memory re-reads storage; another user drops this tab’s weighting', () => {
    startSession({ token: 't-1', userInfo: { userId: 'T1' } });
    window.sessionStorage.setItem(STORAGE_KEYS.courseWeight, '{"items":[]}');
    const revision = currentSession.revision;
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ userId: 'S2' }));
    followStoredSession({ sameUser: false });
    expect(currentSession.user?.userId).toBe('S2');
    expect(currentSession.revision).toBe(revision + 1);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.courseWeight)).toBeNull();
  });

  it.each([
    ['corrupt', '{bad'],
    ['not a string', '42'],
    ['missing', null],
  ])(
    'a %s user type is the stored user’s own, not a teacher’s (a learner stays a learner)',
    (_, raw) => {
      startSession({ token: 't-1', userInfo: { userId: 'S1', userType: 'student' } });
      if (raw === null) window.localStorage.removeItem(STORAGE_KEYS.userType);
      else window.localStorage.setItem(STORAGE_KEYS.userType, raw);
      rereadSession();
      expect(currentSession.userType).toBe('student');
    },
  );

  it('a missing user type of a user who has none is a teacher’s, the default', () => {
    startSession({ token: 't-1', userInfo: { userId: 'T1' } });
    window.localStorage.removeItem(STORAGE_KEYS.userType);
    rereadSession();
    expect(currentSession.userType).toBe('teacher');
  });

  it.each([
    [STORAGE_KEYS.user, '{"userName":"no id"}'],
    [STORAGE_KEYS.user, 'not json'],
    [STORAGE_KEYS.userType, '42'],
  ])('removes a corrupt %s entry (%s) when read', (key, raw) => {
    window.localStorage.setItem(key, raw);
    rereadSession();
    expect(window.localStorage.getItem(key)).toBeNull();
  });
});
