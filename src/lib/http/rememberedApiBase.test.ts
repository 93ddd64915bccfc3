import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/config/constants';
import { endSession, startSession } from '@/lib/session/session';
import {
  rememberApiBase,
  rememberApiBaseWhileSignedIn,
  rememberedApiBase,
} from './rememberedApiBase';

afterEach(() => window.localStorage.clear());

describe('where the API was at the last visit', () => {
  it('is nothing before a config was read', () => {
    expect(rememberedApiBase()).toBeNull();
  });

  it('is the checked config’s apiBase, same origin included', () => {
    rememberApiBase('https://api.example.edu.cn');
    expect(rememberedApiBase()).toBe('https://api.example.edu.cn');
    rememberApiBase('');
    expect(rememberedApiBase()).toBe('');
  });

  it('is nothing when storage holds something else', () => {
    window.localStorage.setItem(STORAGE_KEYS.apiBase, '{not json');
    expect(rememberedApiBase()).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.apiBase, '42');
    expect(rememberedApiBase()).toBeNull();
  });

  it('is kept only while someone is signed in: not for a visitor, and gone with a logout', () => {
    rememberApiBaseWhileSignedIn('https://api.example.edu.cn');
    expect(rememberedApiBase()).toBeNull();
    startSession({
      token: 'demo-token.T2024001',
      userInfo: { userId: 'T2024001', userName: '张明华' },
    });
    expect(rememberedApiBase()).toBe('https://api.example.edu.cn');
    endSession({ keepLoopGuard: false });
    expect(window.localStorage.length).toBe(0);
  });
});
