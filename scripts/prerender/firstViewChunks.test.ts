import { describe, expect, it } from 'vitest';
import { chunksFor } from './firstViewChunks';

describe('the chunks the gate preloads for a signed-in screen', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_list.js': { file: 'assets/list.js', imports: ['_react.js'] },
    'src/app/pages/MainPage.tsx': { file: 'assets/MainPage.js', imports: ['_list.js'] },
    'src/app/pages/dashboard/Dashboard.tsx': {
      file: 'assets/Dashboard.js',
      imports: ['_list.js', '_react.js'],
    },
    'src/features/study-stats/StudyStatsPanel.tsx': { file: 'assets/Stats.js' },
  };

  it('are the screen’s modules and what they import, minus what the entry loads anyway', () => {
    expect(
      chunksFor(
        manifest,
        ['src/app/pages/MainPage.tsx', 'src/app/pages/dashboard/Dashboard.tsx'],
        '/',
      ),
    ).toEqual(['/assets/MainPage.js', '/assets/list.js', '/assets/Dashboard.js']);
  });

  it('leave out, for the rest of the first view, what its largest part already asks for', () => {
    const first = chunksFor(manifest, ['src/app/pages/dashboard/Dashboard.tsx'], '/');
    expect(
      chunksFor(
        manifest,
        ['src/app/pages/MainPage.tsx', 'src/features/study-stats/StudyStatsPanel.tsx'],
        '/',
        first,
      ),
    ).toEqual(['/assets/MainPage.js', '/assets/Stats.js']);
  });

  it('fail the build for a module it does not have: a moved screen never preloads nothing', () => {
    expect(() => chunksFor(manifest, ['src/missing.tsx'], '/')).toThrow(
      'first view: src/missing.tsx is not a chunk of this build',
    );
  });
});
