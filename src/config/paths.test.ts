import { describe, expect, it } from 'vitest';
import { isSignInReturn } from './paths';

describe('isSignInReturn', () => {
  it('is the identity provider’s return with a code, with or without a trailing slash', () => {
    expect(isSignInReturn({ pathname: '/login', search: '?code=abc&state=s' })).toBe(true);
    expect(isSignInReturn({ pathname: '/login/', search: '?state=s&code=abc' })).toBe(true);
  });

  it('is not a return without a code, nor another path with one', () => {
    expect(isSignInReturn({ pathname: '/login', search: '?error=access_denied&state=s' })).toBe(
      false,
    );
    expect(isSignInReturn({ pathname: '/login', search: '?code=&state=s' })).toBe(false);
    expect(isSignInReturn({ pathname: '/', search: '?code=abc' })).toBe(false);
    expect(isSignInReturn({ pathname: '/login-help', search: '?code=abc' })).toBe(false);
  });
});
