import { describe, expect, it } from 'vitest';
import { API_CALL } from './networkConditions';

describe('the toolbar’s network conditions reach API calls only', () => {
  it.each([
    'http://127.0.0.1:6006/api/user/courses',
    'https://api.example.edu.cn/api/auth/token',
    'http://127.0.0.1:6006/gw/api/user/stats',
  ])('%s is an API call', (url) => {
    expect(API_CALL.test(url)).toBe(true);
  });

  it.each([
    'http://127.0.0.1:63315/src/api/navigationApi.ts',
    'http://127.0.0.1:63315/src/features/records/recordsApi.ts',
    'http://127.0.0.1:63315/node_modules/.vite/deps/api/x.js',
    'http://127.0.0.1:63315/@fs/work/main/src/api/readApi.ts',
    'http://127.0.0.1:6006/app-config.json',
  ])('%s is not', (url) => {
    expect(API_CALL.test(url)).toBe(false);
  });
});
