import { describe, expect, it } from 'vitest';
import { buildQueryString } from './queryString';

describe('GET query string (docs/http.md)', () => {
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

  it("encodes !'()* as RFC 3986 asks, and lists of objects by index and key (as qs did)", () => {
    expect(buildQueryString({ note: "it's (x)*!", list: [{ a: 1, b: [2, 3] }] })).toBe(
      'note=it%27s%20%28x%29%2A%21&list%5B0%5D%5Ba%5D=1&list%5B0%5D%5Bb%5D%5B0%5D=2&list%5B0%5D%5Bb%5D%5B1%5D=3',
    );
  });

  it('gives an empty string for no data', () => {
    expect(buildQueryString(undefined)).toBe('');
    expect(buildQueryString({ a: null })).toBe('');
  });

  it('numbers list entries in order, closing the gaps of skipped ones', () => {
    expect(buildQueryString({ ids: [1, null, '', 2, undefined, 3] })).toBe(
      'ids%5B0%5D=1&ids%5B1%5D=2&ids%5B2%5D=3',
    );
  });

  it('sends a date as its ISO time', () => {
    expect(buildQueryString({ from: new Date('2026-09-01T00:00:00.000Z') })).toBe(
      'from=2026-09-01T00%3A00%3A00.000Z',
    );
  });

  it('data that is not an object (a bare string) sends no query at all', () => {
    expect(buildQueryString('page=2' as unknown as Record<string, unknown>)).toBe('');
  });
});
