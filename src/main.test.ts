import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The entry evaluates the app's code in stages, one task each (docs/budgets.md "The entry in
 * stages"). Each stage module is replaced by one that records when it is evaluated, and
 * yieldToMain by one that records where a task ends.
 */
const steps: string[] = [];
const failing = { stage: '' };
const STAGES = [
  '@/lib/timers',
  '@/components/theme/prerenderedStyleCache',
  './app/start/mountApp',
  '@emotion/styled',
  '@mui/material/CssBaseline',
  '@/components/theme/theme',
  '@mui/material/Button',
  './app/RootLayout',
  './app/routes',
  '@/lib/http/httpClient',
  './app/bootstrap',
];

function stage(name: string) {
  steps.push(name);
  if (failing.stage === name) throw new Error(`chunk ${name} failed to load`);
  return {};
}

/** Fresh modules for each run: a factory runs when the entry first imports its module. */
function mockStages(): void {
  vi.resetModules();
  vi.doMock('@/lib/timers', () => ({
    yieldToMain: () => {
      steps.push('yield');
      return Promise.resolve();
    },
  }));
  vi.doMock('@/components/theme/prerenderedStyleCache', () => stage('emotion'));
  vi.doMock('./app/start/mountApp', () => stage('react-dom'));
  vi.doMock('@emotion/styled', () => stage('styled'));
  vi.doMock('@mui/material/CssBaseline', () => stage('mui'));
  vi.doMock('@/components/theme/theme', () => stage('theme'));
  vi.doMock('@mui/material/Button', () => stage('buttons'));
  vi.doMock('./app/RootLayout', () => stage('shell'));
  vi.doMock('./app/routes', () => stage('routes'));
  vi.doMock('@/lib/http/httpClient', () => stage('http'));
  vi.doMock('./app/bootstrap', () => ({
    ...stage('app'),
    bootstrap: (element: HTMLElement | null) => {
      steps.push(`bootstrap #${element?.id ?? 'none'}`);
      return Promise.resolve();
    },
  }));
}

async function runEntry(): Promise<void> {
  mockStages();
  await import('./main');
  // The entry starts itself; its stages settle within a few microtask turns.
  await vi.waitFor(() => {
    if (
      !steps.some((step) => step.startsWith('bootstrap')) &&
      !document.querySelector('[role="alert"]')
    ) {
      throw new Error('the entry has not finished');
    }
  });
}

describe('the entry', () => {
  beforeEach(() => {
    steps.length = 0;
    failing.stage = '';
    document.body.innerHTML = '<div id="app"></div>';
  });
  afterEach(() => {
    delete window.__firstViewShown;
    document.body.innerHTML = '';
    // Unit files share a worker (isolate: false): no other file may get these stand-ins.
    for (const path of STAGES) vi.doUnmock(path);
    vi.resetModules();
  });

  it('evaluates each layer in a task of its own, lowest first, then starts the app on #app', async () => {
    await runEntry();
    expect(steps).toEqual([
      'emotion',
      'yield',
      'react-dom',
      'yield',
      'styled',
      'yield',
      'mui',
      'yield',
      'theme',
      'yield',
      'buttons',
      'yield',
      'shell',
      'yield',
      'routes',
      'yield',
      'http',
      'yield',
      'app',
      'bootstrap #app',
    ]);
  });

  it('starts only once the gate’s first view has been painted', async () => {
    let paint: (value?: unknown) => void = () => undefined;
    window.__firstViewShown = new Promise((resolve) => (paint = resolve));
    mockStages();
    await import('./main');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(steps).toEqual([]);
    paint();
    await vi.waitFor(() => expect(steps.at(-1)).toBe('bootstrap #app'));
  });

  it('shows 页面无法启动 when a stage’s code cannot load, and goes no further', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failing.stage = 'theme';
    await runEntry();
    expect(document.querySelector('[role="alert"] h1')?.textContent).toBe('页面无法启动');
    expect(steps).not.toContain('shell');
    expect(steps.some((step) => step.startsWith('bootstrap'))).toBe(false);
  });
});
