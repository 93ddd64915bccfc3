import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMuiLocaleNumberFormat, lazyLocaleNumberFormat } from './lazyLocaleNumberFormat';

const LOCALE = '/app/node_modules/@mui/material/locale/zhCN.mjs';

describe('lazyLocaleNumberFormat', () => {
  it("replaces the formatter MUI's locale modules import", () => {
    expect(isMuiLocaleNumberFormat('./utils/buildFormatNumber.mjs', LOCALE)).toBe(true);
    expect(isMuiLocaleNumberFormat('./utils/buildFormatNumber', LOCALE)).toBe(true);
    expect(
      isMuiLocaleNumberFormat(
        './utils/buildFormatNumber.js',
        'C:\\app\\node_modules\\@mui\\material\\locale\\zhCN.js',
      ),
    ).toBe(true);
  });

  it('leaves every other import alone', () => {
    const pagination = '/app/node_modules/@mui/material/TablePagination/TablePagination.mjs';
    expect(isMuiLocaleNumberFormat('../locale/utils/buildFormatNumber.mjs', pagination)).toBe(
      false,
    );
    expect(isMuiLocaleNumberFormat('./utils/buildFormatNumber.mjs', '/app/src/theme.ts')).toBe(
      false,
    );
    expect(isMuiLocaleNumberFormat('./utils/other.mjs', LOCALE)).toBe(false);
    expect(isMuiLocaleNumberFormat('./utils/buildFormatNumber.mjs', undefined)).toBe(false);
  });

  it('resolves to the lazy formatter of src/components/theme', () => {
    const plugin = lazyLocaleNumberFormat();
    (plugin.configResolved as (config: { root: string }) => void)({ root: '/app' });
    const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
    expect(resolveId('./utils/buildFormatNumber.mjs', LOCALE)).toBe(
      path.resolve('/app', 'src/components/theme/lazyNumberFormat.ts'),
    );
    expect(resolveId('react', LOCALE)).toBeNull();
  });
});
