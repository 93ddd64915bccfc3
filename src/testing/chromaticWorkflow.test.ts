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

  it('compares the pull request head with the current action, and fails on unreviewed changes', () => {
    const workflow = readFileSync('chromatic.yml', 'utf8');
    expect(workflow).toContain('ref: ${{ github.event.pull_request.head.sha || github.sha }}');
    expect(workflow).toMatch(/uses: chromaui\/action@v17\b/);
    expect(workflow).not.toMatch(/exitOnceUploaded/);
    expect(workflow).toMatch(/exitZeroOnChanges: false/);
  });

  it('gives each mode its viewport as { width, height }', async () => {
    const { allModes } = await import('../../.storybook/modes');
    for (const mode of Object.values(allModes)) {
      expect(mode.viewport).toEqual({
        width: expect.any(Number) as number,
        height: expect.any(Number) as number,
      });
    }
    expect(allModes.手机.viewport).toEqual({ width: 390, height: 844 });
  });
});
