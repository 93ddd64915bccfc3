import { describe, expect, it } from 'vitest';
import { roleOf } from './role';

describe('roleOf', () => {
  it('a teacher, or a user without a type (the seed’s default), teaches', () => {
    expect(roleOf('teacher')).toBe('teacher');
    expect(roleOf(undefined)).toBe('teacher');
    expect(roleOf(null)).toBe('teacher');
    expect(roleOf('')).toBe('teacher');
  });

  it('every other type learns', () => {
    expect(roleOf('student')).toBe('learner');
    expect(roleOf('admin')).toBe('learner');
    expect(roleOf('Teacher')).toBe('learner');
  });
});
