import { describe, expect, it } from 'vitest';
import {
  compositionOf,
  fitsCourses,
  normaliseDigits,
  restoreDraft,
  validateComposition,
  validateCourse,
  type CompositionDraft,
} from '@/features/course-weighting/courseWeightRules';
import { courseWeightFrom, DEFAULT_GRADE_PARTS } from '@/types/user';

const course = (平时: string, 作业: string, 期中: string, 期末: string, id = 'c1') => ({
  courseId: id,
  courseName: `课程${id}`,
  inputs: { 平时, 作业, 期中, 期末 },
});

describe('grade composition rules (docs/screens.md 课程权重)', () => {
  it('accepts whole numbers 0–100 that add up to 100, zero and 100 included', () => {
    expect(validateCourse(course('10', '20', '30', '40'))).toEqual({
      partErrors: {},
      total: 100,
      totalError: null,
    });
    expect(validateComposition([course('0', '0', '0', '100')]).valid).toBe(true);
    expect(validateComposition([course(' 25 ', '25', '25', '25')]).valid).toBe(true);
  });

  it('reads full-width digits as digits: ４０ is 40', () => {
    expect(normaliseDigits('４０')).toBe('40');
    expect(normaliseDigits('\u3000１０ ')).toBe('10');
    expect(validateCourse(course('１０', '２０', '３０', '４０'))).toMatchObject({ total: 100 });
    expect(compositionOf([course('１０', '２０', '３０', '４０')])[0]?.parts).toEqual({
      平时: 10,
      作业: 20,
      期中: 30,
      期末: 40,
    });
  });

  it.each(['-5', '', '12.5', 'abc', '1e2', '101', '+5', '０.５'])(
    'refuses %j with 请输入 0–100 的整数 and no total',
    (input) => {
      const result = validateCourse(course(input, '20', '30', '40'));
      expect(result.partErrors).toEqual({ 平时: '请输入 0–100 的整数' });
      expect(result.total).toBeNull();
      expect(result.totalError).toBeNull();
      expect(validateComposition([course(input, '20', '30', '40')]).valid).toBe(false);
    },
  );

  it('says what the total is when it is not 100, per course', () => {
    const result = validateComposition([
      course('10', '20', '30', '40', 'a'),
      course('10', '20', '30', '30', 'b'),
    ]);
    expect(result.courses.a?.totalError).toBeNull();
    expect(result.courses.b?.totalError).toBe('各项之和应为 100%，当前为 90%');
    expect(result.errorCount).toBe(1);
    expect(result.valid).toBe(false);
  });

  it('counts every error the hint by 保存 names', () => {
    const result = validateComposition([
      course('-5', 'x', '30', '40', 'a'),
      course('50', '20', '30', '40', 'b'),
    ]);
    expect(result.errorCount).toBe(3);
  });

  it('nothing to save without courses', () => {
    expect(validateComposition([]).valid).toBe(false);
  });
});

describe('a restored draft (issue 30 "Renamed course")', () => {
  const saved: CompositionDraft[] = [
    { ...course('10', '20', '30', '40', 'c-001'), courseName: '新名称' },
  ];
  const kept: CompositionDraft[] = [
    { ...course('25', '25', '25', '25', 'c-001'), courseName: '旧名称' },
  ];

  it('keeps the typed values under the name the API gives now', () => {
    expect(restoreDraft(saved, kept)).toEqual([
      { courseId: 'c-001', courseName: '新名称', inputs: kept[0]?.inputs },
    ]);
  });

  it('fits only the same courses in the same order, with every part typed', () => {
    expect(fitsCourses(kept, saved)).toBe(true);
    expect(fitsCourses([{ ...kept[0], courseId: 'c-002' }], saved)).toBe(false);
    expect(fitsCourses([{ courseId: 'c-001', courseName: 'x', input: '40' }], saved)).toBe(false);
    expect(fitsCourses([], saved)).toBe(false);
  });
});

describe('the old shape is migrated silently (docs/api.md)', () => {
  it('a weight per course becomes the default composition of each course', () => {
    expect(
      courseWeightFrom({
        items: [{ courseId: 'c-001', courseName: '高等数学 A（上）', weight: 60 }],
        updatedAt: '2026-09-01T10:00:00+08:00',
      }),
    ).toEqual({
      courses: [{ courseId: 'c-001', courseName: '高等数学 A（上）', parts: DEFAULT_GRADE_PARTS }],
      updatedAt: '2026-09-01T10:00:00+08:00',
    });
  });

  it('today’s shape passes as it is; anything else is refused', () => {
    const today = {
      courses: [{ courseId: 'c', courseName: 'C', parts: { 平时: 1, 作业: 2, 期中: 3, 期末: 94 } }],
    };
    expect(courseWeightFrom(today)).toBe(today);
    expect(courseWeightFrom({ items: [{ courseId: 1 }] })).toBeNull();
    expect(
      courseWeightFrom({ courses: [{ courseId: 'c', courseName: 'C', parts: {} }] }),
    ).toBeNull();
    expect(courseWeightFrom([])).toBeNull();
    expect(courseWeightFrom(null)).toBeNull();
  });
});
