import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shareBoxDefaultTheme } from './oneDefaultTheme';

const mui = dirname(createRequire(import.meta.url).resolve('@mui/material/package.json'));
const box = join(mui, 'Box', 'Box.mjs');

describe('one default theme: MUI’s Box takes the one MUI’s styles make', () => {
  it('imports styles/defaultTheme instead of calling createTheme() again', () => {
    const shared = shareBoxDefaultTheme(readFileSync(box, 'utf8'), box);
    expect(shared).not.toBeNull();
    expect(shared).not.toContain('createTheme()');
    expect(shared).toContain('import defaultTheme from "../styles/defaultTheme.mjs";');
  });

  it('fails the build when a newer MUI changed Box, and leaves every other module alone', () => {
    expect(() => shareBoxDefaultTheme('const Box = createBox();', box)).toThrow(
      'no longer makes its own theme',
    );
    const stack = box.replace(/Box[\\/]Box\.mjs$/, 'Stack/Stack.mjs');
    expect(shareBoxDefaultTheme('const defaultTheme = createTheme();', stack)).toBeNull();
  });
});
