import { describe, expect, it } from 'vitest';
import { displayName, greeting } from './displayName';

describe('displayName', () => {
  it('shows userName first', () => {
    expect(displayName({ userId: 'u1', userName: '张明华', name: '张老师' })).toBe('张明华');
  });

  it('falls back to name when userName is missing or blank', () => {
    expect(displayName({ userId: 'u1', name: '张老师' })).toBe('张老师');
    expect(displayName({ userId: 'u1', userName: '  ', name: '张老师' })).toBe('张老师');
  });

  it('falls back to the id when neither name is a non-empty string', () => {
    expect(displayName({ userId: 42, name: 7 })).toBe('42');
    expect(displayName({ userId: 'u9', userName: '', name: '' })).toBe('u9');
  });

  it('is empty without a user', () => {
    expect(displayName(null)).toBe('');
  });

  it('greets by that name on the main page', () => {
    expect(greeting({ userId: 'u1', name: '张老师' })).toBe('你好，张老师');
  });
});
