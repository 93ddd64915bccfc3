import { describe, expect, it } from 'vitest';
import { buildQueryString } from './queryString';

describe('GET query string (seed §5)', () => {
  it('skips null, empty-string and undefined values, keeps 0 and false', () => {
    expect(buildQueryString({ a: null, b: '', c: undefined, d: 0, e: false, f: 'x' })).toBe(
      'd=0&e=false&f=x',
    );
  });

  it('turns nested objects into key[sub] pairs, skipping empty ones', () => {
    expect(buildQueryString({ range: { from: '2026-09-01', to: '', x: null }, page: 2 })).toBe(
      'range%5Bfrom%5D=2026-09-01&page=2',
    );
  });

  it('URL-encodes Chinese and reserved characters in keys and values', () => {
    const query = buildQueryString({ keyword: '高等数学 & 线性代数', 'k=1': 'a/b?c#d+e%' });
    expect(query).toBe(
      'keyword=%E9%AB%98%E7%AD%89%E6%95%B0%E5%AD%A6%20%26%20%E7%BA%BF%E6%80%A7%E4%BB%A3%E6%95%B0&k%3D1=a%2Fb%3Fc%23d%2Be%25',
    );
    const parsed = new URLSearchParams(query);
    expect(parsed.get('keyword')).toBe('高等数学 & 线性代数');
    expect(parsed.get('k=1')).toBe('a/b?c#d+e%');
  });

  it('gives an empty string for no data', () => {
    expect(buildQueryString(undefined)).toBe('');
    expect(buildQueryString({ a: null })).toBe('');
  });
});
