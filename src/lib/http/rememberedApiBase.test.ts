import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/config/constants';
import { rememberApiBase, rememberedApiBase } from './rememberedApiBase';

afterEach(() => window.localStorage.clear());

describe('where the API was at the last visit', () => {
  it('is nothing before a config was read', () => {
    expect(rememberedApiBase()).toBeNull();
  });

  it('is the checked config’s apiBase, same origin included', () => {
    rememberApiBase('https://api.example.edu.cn');
    expect(rememberedApiBase()).toBe('https://api.example.edu.cn');
    rememberApiBase('');
    expect(rememberedApiBase()).toBe('');
  });

  it('is nothing when storage holds something else', () => {
    window.localStorage.setItem(STORAGE_KEYS.apiBase, '{not json');
    expect(rememberedApiBase()).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.apiBase, '42');
    expect(rememberedApiBase()).toBeNull();
  });
});
