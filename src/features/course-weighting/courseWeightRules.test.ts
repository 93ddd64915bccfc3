import { describe, expect, it } from 'vitest';
import {
  validateCourseWeights,
  type WeightDraft,
} from '@/features/course-weighting/courseWeightRules';

const drafts = (...inputs: string[]): WeightDraft[] =>
  inputs.map((input, i) => ({ courseId: `c${i}`, courseName: `课程${i}`, input }));

describe('course weight rules', () => {
  it('accepts whole numbers that add up to 100, zero included', () => {
    expect(validateCourseWeights(drafts('40', '30', '30', '0'))).toEqual({
      itemErrors: {},
      total: 100,
      totalError: null,
      valid: true,
    });
    expect(validateCourseWeights(drafts('100')).valid).toBe(true);
    expect(validateCourseWeights(drafts(' 50 ', '50')).valid).toBe(true);
  });

  it('says what the total is when it is not 100', () => {
    expect(validateCourseWeights(drafts('40', '30', '20'))).toMatchObject({
      total: 90,
      totalError: '各课程权重之和必须为 100%，当前为 90%',
      valid: false,
    });
    expect(validateCourseWeights(drafts('60', '50')).totalError).toBe(
      '各课程权重之和必须为 100%，当前为 110%',
    );
  });

  it.each([
    ['', '请输入权重'],
    ['12.5', '权重必须是整数'],
    ['-5', '权重必须是整数'],
    ['abc', '权重必须是整数'],
    ['1e2', '权重必须是整数'],
    ['101', '权重不能大于 100'],
  ])('refuses %j with %s', (input, message) => {
    const result = validateCourseWeights(drafts(input, '50'));
    expect(result.itemErrors).toEqual({ c0: message });
    expect(result.valid).toBe(false);
    expect(result.total).toBeNull();
    expect(result.totalError).toBeNull();
  });

  it('an empty weighting cannot be saved', () => {
    expect(validateCourseWeights([]).valid).toBe(false);
  });
});
