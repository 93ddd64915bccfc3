import { describe, expect, it, vi } from 'vitest';
import {
  authInterruption,
  GuardInterruption,
  isGuardInterruption,
  resetAuthInterruption,
} from './authInterruption';

describe('guard interruptions (docs/session.md, D4)', () => {
  it('a blocked sign-in reads 无法完成登录', () => {
    const blocked = new GuardInterruption('blocked');
    expect(blocked.kind).toBe('blocked');
    expect(blocked.message).toBe('无法完成登录');
    expect(blocked.name).toBe('GuardInterruption');
    expect(blocked).toBeInstanceOf(Error);
  });

  it('a trip to the identity provider reads 正在前往统一身份认证', () => {
    const redirecting = new GuardInterruption('redirecting');
    expect(redirecting.kind).toBe('redirecting');
    expect(redirecting.message).toBe('正在前往统一身份认证');
    expect(redirecting.name).toBe('GuardInterruption');
  });

  it('are told apart from real errors, so the error screen shows them as screens of their own', () => {
    expect(isGuardInterruption(new GuardInterruption('blocked'))).toBe(true);
    expect(isGuardInterruption(new GuardInterruption('redirecting'))).toBe(true);
    const lookalike = Object.assign(new Error('无法完成登录'), {
      name: 'GuardInterruption',
      kind: 'blocked',
    });
    expect(isGuardInterruption(lookalike)).toBe(false);
    expect(isGuardInterruption({ kind: 'blocked' })).toBe(false);
    expect(isGuardInterruption(null)).toBe(false);
  });

  it('a fresh page has no interruption outside navigation', async () => {
    vi.resetModules();
    const fresh = await import('./authInterruption');
    expect(fresh.authInterruption.kind).toBeNull();
  });

  it('the interruption outside navigation resets to none', () => {
    authInterruption.kind = 'blocked';
    resetAuthInterruption();
    expect(authInterruption.kind).toBeNull();
  });
});
