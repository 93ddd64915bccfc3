import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/config/constants';
import { createState, discardAttempt, readAttempt, saveAttempt } from './authAttempt';

const NOW = Date.parse('2026-09-07T01:30:00Z');
const STATE = 'c3RhdGUtZm9yLXVuaXQtdGVzdHMtMTIzNDU2Nzg5MA';

const store = (raw: unknown) =>
  window.sessionStorage.setItem(
    STORAGE_KEYS.authAttempt,
    typeof raw === 'string' ? raw : JSON.stringify(raw),
  );

describe('the sign-in attempt in sessionStorage META_AUTH__ (docs/session.md)', () => {
  it('a state is 256 random bits in base64url (at least 128 asked), fresh each time', () => {
    const states = new Set(Array.from({ length: 20 }, () => createState()));
    expect(states.size).toBe(20);
    for (const state of states) expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('is saved as JSON under META_AUTH__ and read back', () => {
    const attempt = {
      state: STATE,
      returnPath: '/scenter?xh=1',
      codeVerifier: 'v'.repeat(43),
      createdAt: NOW,
    };
    saveAttempt(attempt);
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.authAttempt) ?? '')).toEqual(
      attempt,
    );
    expect(readAttempt()).toEqual(attempt);
  });

  it('is single use: discarding removes the entry', () => {
    saveAttempt({ state: STATE, returnPath: null, createdAt: NOW });
    discardAttempt();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.authAttempt)).toBeNull();
    expect(readAttempt()).toBeNull();
  });

  it('accepts an attempt without a return path or a verifier', () => {
    store({ state: STATE, createdAt: NOW });
    expect(readAttempt()).toEqual({ state: STATE, returnPath: null, createdAt: NOW });
  });

  it('accepts a state of 22 characters (128 bits), the least docs/session.md allows', () => {
    store({ state: 'a'.repeat(22), returnPath: null, createdAt: NOW });
    expect(readAttempt()?.state).toBe('a'.repeat(22));
  });

  it.each([
    ['no entry', null],
    ['not JSON', '{"state":'],
    ['null', 'null'],
    ['a string', '"abc"'],
    ['no state', { returnPath: null, createdAt: NOW }],
    ['a numeric state', { state: 42, returnPath: null, createdAt: NOW }],
    ['a state that is a list', { state: Array(43).fill('a'), returnPath: null, createdAt: NOW }],
    ['a state under 128 bits', { state: 'a'.repeat(21), returnPath: null, createdAt: NOW }],
    ['a numeric return path', { state: STATE, returnPath: 7, createdAt: NOW }],
    ['a numeric verifier', { state: STATE, returnPath: null, codeVerifier: 7, createdAt: NOW }],
    ['no time', { state: STATE, returnPath: null }],
    ['a time as text', { state: STATE, returnPath: null, createdAt: String(NOW) }],
  ])('a corrupt entry (%s) counts as no attempt', (_label, raw) => {
    if (raw !== null) store(raw);
    expect(readAttempt()).toBeNull();
  });

  it('drops a return path that is not a path of this app, keeping the attempt', () => {
    store({ state: STATE, returnPath: 'https://evil.example/', createdAt: NOW });
    expect(readAttempt()).toEqual({ state: STATE, returnPath: null, createdAt: NOW });
  });
});
