import { describe, expect, it } from 'vitest';
import { chunksFor, screenChunks, startStageChunks } from './firstViewChunks';
import { preloadStartStages } from './firstViewPlugin';
import { packChunks, unpackChunks } from '../../src/app/firstView/firstViewMarkup';

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

  it('list what the page loads next without what its first view asks for already', () => {
    const chunks = screenChunks(
      manifest,
      {
        'signed-out': {
          first: ['src/app/pages/MainPage.tsx'],
          later: [],
          next: ['src/app/pages/dashboard/Dashboard.tsx'],
        },
      },
      '/',
    );
    expect(chunks['signed-out']).toEqual({
      first: ['/assets/MainPage.js', '/assets/list.js'],
      later: [],
      next: ['/assets/Dashboard.js'],
    });
  });

  it('fail the build for a module it does not have: a moved screen never preloads nothing', () => {
    expect(() => chunksFor(manifest, ['src/missing.tsx'], '/')).toThrow(
      'first view: src/missing.tsx is not a chunk of this build',
    );
  });
});

describe('the entry in stages (src/main.tsx)', () => {
  // The entry imports React DOM and then the app, each a dynamic import evaluated in turn.
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_timers.js'],
      dynamicImports: ['src/app/start/mountApp.tsx', 'src/app/bootstrap.tsx'],
    },
    '_timers.js': { file: 'assets/timers.js' },
    '_react.js': { file: 'assets/react.js' },
    'src/app/start/mountApp.tsx': { file: 'assets/mountApp.js', imports: ['_react.js'] },
    'src/app/bootstrap.tsx': {
      file: 'assets/bootstrap.js',
      imports: ['src/app/start/mountApp.tsx', '_timers.js'],
      dynamicImports: ['src/app/pages/MainPage.tsx'],
    },
    'src/app/pages/MainPage.tsx': { file: 'assets/MainPage.js', imports: ['_react.js'] },
  };

  it('are asked for by the HTML: every stage with what it imports, not what Vite lists already', () => {
    expect(startStageChunks(manifest, '/')).toEqual([
      '/assets/mountApp.js',
      '/assets/react.js',
      '/assets/bootstrap.js',
    ]);
  });

  it('leave out what the stages import themselves: a screen loaded later is no stage', () => {
    expect(startStageChunks(manifest, '/')).not.toContain('/assets/MainPage.js');
    expect(chunksFor(manifest, ['src/app/pages/MainPage.tsx'], '/')).toEqual([
      '/assets/MainPage.js',
    ]);
  });

  it('are put after the entry’s script, once each, all at low priority', () => {
    const page =
      '<head><script type="module" crossorigin src="/assets/index.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/timers.js"></head>';
    const html = preloadStartStages(page, startStageChunks(manifest, '/'));
    const links = [
      ...html.matchAll(
        /<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g,
      ),
    ];
    expect(links.map(([, href]) => href)).toEqual([
      '/assets/mountApp.js',
      '/assets/react.js',
      '/assets/bootstrap.js',
      '/assets/timers.js',
    ]);
    expect(html.indexOf('/assets/index.js')).toBeLessThan(html.indexOf('/assets/mountApp.js'));
    // The entry too waits behind the page's own bytes; nothing is marked twice.
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">',
    );
    expect(html.match(/fetchpriority/g)).toHaveLength(5);
    expect(() => preloadStartStages('<head></head>', [])).toThrow('no module script');
  });
});

describe('the chunk lists as the inline gate carries them', () => {
  const chunks = {
    'signed-in': { first: ['/app/assets/Main-a1.js', '/app/assets/list-B_2.js'], later: [] },
    'user-centre': {
      first: ['/app/assets/Centre-c3.js'],
      later: ['/app/assets/Records-d4.js'],
      tabs: { records: ['/app/assets/Records-d4.js'] },
    },
  };

  it('are names in one folder without .js, and unpack to the same URLs in the same order', () => {
    const packed = packChunks(chunks, '/app/assets/');
    expect(packed.views['signed-in']).toEqual({ first: 'Main-a1 list-B_2', later: '' });
    expect(packed.views['user-centre']?.tabs).toEqual({ records: 'Records-d4' });
    for (const [view, lists] of Object.entries(chunks)) {
      const unpacked = packed.views[view];
      expect(unpackChunks(packed.dir, unpacked?.first)).toEqual(lists.first);
      expect(unpackChunks(packed.dir, unpacked?.later)).toEqual(lists.later);
    }
    expect(unpackChunks(packed.dir, packed.views['user-centre']?.tabs?.records)).toEqual([
      '/app/assets/Records-d4.js',
    ]);
  });

  it('fail the build for a URL outside the folder, or not a .js file', () => {
    expect(() =>
      packChunks({ v: { first: ['/other/Main-a1.js'], later: [] } }, '/assets/'),
    ).toThrow('first view: the chunk /other/Main-a1.js is not a .js file in /assets/');
    expect(() =>
      packChunks({ v: { first: [], later: ['/assets/style.css'] } }, '/assets/'),
    ).toThrow('is not a .js file');
    expect(() => packChunks({ v: { first: [], later: ['/assets/a b.js'] } }, '/assets/')).toThrow(
      'is not a .js file',
    );
  });
});
