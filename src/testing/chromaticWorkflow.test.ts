import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('chromatic.yml', () => {
  it('is the same file GitHub runs from .github/workflows', () => {
    expect(readFileSync('.github/workflows/chromatic.yml', 'utf8')).toBe(
      readFileSync('chromatic.yml', 'utf8'),
    );
  });

  it('takes the project token from a secret, uses TurboSnap and accepts on main', () => {
    const workflow = readFileSync('chromatic.yml', 'utf8');
    expect(workflow).toContain('projectToken: ${{ secrets.CHROMATIC_PROJECT_TOKEN }}');
    expect(workflow).toMatch(/onlyChanged: true/);
    expect(workflow).toMatch(/fetch-depth: 0/);
    expect(workflow).toMatch(/autoAcceptChanges: main/);
    expect(workflow).toMatch(/buildScriptName: build-storybook/);
  });
});
