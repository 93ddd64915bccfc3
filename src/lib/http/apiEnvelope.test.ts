import { describe, expect, it } from 'vitest';
import { hasApiErrors, successfulResult } from './apiEnvelope';

describe('successfulResult', () => {
  it('is the result of code 200 without errors, even an empty one', () => {
    expect(successfulResult({ code: 200, result: [1] })).toEqual({ result: [1] });
    expect(successfulResult({ code: 200, result: null, errors: [] })).toEqual({ result: null });
  });

  it('is null for anything the app would show as a failure', () => {
    expect(successfulResult({ code: 500, result: [1] })).toBeNull();
    expect(successfulResult({ code: 200, result: [1], errors: { title: '必填' } })).toBeNull();
    expect(successfulResult([{ code: 200 }])).toBeNull();
    expect(successfulResult({ result: [1] })).toBeNull();
    expect(successfulResult('ok')).toBeNull();
    expect(successfulResult(null)).toBeNull();
  });
});

describe('hasApiErrors', () => {
  it.each([undefined, null, false, '', [], {}])('%j says nothing', (errors) => {
    expect(hasApiErrors(errors)).toBe(false);
  });

  it.each([['x'], { a: 1 }, 'bad', true, 0])('%j is an error', (errors) => {
    expect(hasApiErrors(errors)).toBe(true);
  });
});
