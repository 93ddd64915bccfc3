import { describe, expect, it, onTestFinished } from 'vitest';
import buildFormatNumber from './lazyNumberFormat';

describe('lazy number format (MUI locale formatter)', () => {
  it('makes no Intl.NumberFormat until a number is formatted, then one', () => {
    const Real = Intl.NumberFormat;
    let made = 0;
    function Counting(...args: ConstructorParameters<typeof Real>) {
      made += 1;
      return new Real(...args);
    }
    Object.defineProperty(Intl, 'NumberFormat', { value: Counting, configurable: true });
    onTestFinished(() => {
      Object.defineProperty(Intl, 'NumberFormat', { value: Real, configurable: true });
    });
    const format = buildFormatNumber('zh-CN');
    expect(made).toBe(0);
    expect(format(1234567)).toBe('1,234,567');
    expect(format(48)).toBe('48');
    expect(made).toBe(1);
  });

  it('formats as MUI does: non-finite values and a refused locale with String()', () => {
    expect(buildFormatNumber('zh-CN')(Number.NaN)).toBe('NaN');
    expect(buildFormatNumber('zh-CN')(Number.POSITIVE_INFINITY)).toBe('Infinity');
    expect(buildFormatNumber('not a locale!')(1234)).toBe('1234');
  });
});
