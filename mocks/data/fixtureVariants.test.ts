import { beforeEach, describe, expect, it } from 'vitest';
import { teacher } from '../fixtures/users';
import { applyFixtureVariant, MAX_VARIANT_COURSES } from './fixtureVariants';
import { dataOf, resetMockDatabase } from './mockDatabase';

describe('applyFixtureVariant (screen story controls)', () => {
  beforeEach(() => resetMockDatabase());

  it('nothing set keeps the fixtures', () => {
    const before = structuredClone(dataOf(teacher.userId));
    applyFixtureVariant(teacher.userId, {});
    expect(dataOf(teacher.userId)).toEqual(before);
  });

  it('fewer courses keep the first of the own; more add courses from the catalogue', () => {
    const own = dataOf(teacher.userId).courses;
    applyFixtureVariant(teacher.userId, { courseCount: 2 });
    expect(dataOf(teacher.userId).courses).toEqual(own.slice(0, 2));
    resetMockDatabase();
    applyFixtureVariant(teacher.userId, { courseCount: 12 });
    const courses = dataOf(teacher.userId).courses;
    expect(courses).toHaveLength(12);
    expect(new Set(courses.map((c) => c.id)).size).toBe(12);
    for (const c of courses) {
      expect(c.progress).toBeGreaterThanOrEqual(0);
      expect(c.progress).toBeLessThanOrEqual(100);
      expect(c.lessonsDone).toBeLessThanOrEqual(c.lessonsTotal);
    }
  });

  it('counts out of range are held within it', () => {
    applyFixtureVariant(teacher.userId, { courseCount: -3 });
    expect(dataOf(teacher.userId).courses).toHaveLength(0);
    applyFixtureVariant(teacher.userId, { courseCount: 10_000 });
    const courses = dataOf(teacher.userId).courses;
    expect(courses).toHaveLength(MAX_VARIANT_COURSES);
    expect(new Set(courses.map((c) => c.id)).size).toBe(MAX_VARIANT_COURSES);
  });

  it('the unread count is what the notifications say, adding notifications if needed', () => {
    applyFixtureVariant(teacher.userId, { unreadCount: 3 });
    const all = dataOf(teacher.userId).notifications;
    expect(all).toHaveLength(130);
    expect(all.filter((n) => !n.read)).toHaveLength(3);
    applyFixtureVariant(teacher.userId, { unreadCount: 200 });
    expect(dataOf(teacher.userId).notifications.filter((n) => !n.read)).toHaveLength(200);
  });
});
