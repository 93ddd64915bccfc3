import { describe, expect, it } from 'vitest';
import {
  firstViewFor,
  firstViewKind,
  runFirstViewGate,
  earlyReadsBase,
  type FirstViewState,
} from './firstViewGate';

function page(options: { pathname?: string; signedIn?: boolean; config?: unknown | null }) {
  const states: FirstViewState[] = [];
  const titles: string[] = [];
  const response =
    options.config === null
      ? null
      : new Response(JSON.stringify(options.config ?? {}), { status: 200 });
  return {
    states,
    titles,
    page: {
      pathname: options.pathname ?? '/',
      hostname: 'localhost',
      setState: (state: FirstViewState) => states.push(state),
      setTitle: (title: string) => titles.push(title),
      fetchConfig: () => Promise.resolve(response),
      signedIn: () => options.signedIn ?? false,
    },
  };
}

describe('the first-view gate (docs/budgets.md)', () => {
  it('may show a prerendered view only on /: the welcome signed out, the frame signed in', () => {
    expect(firstViewFor('/', false)).toBe('pending');
    expect(firstViewKind('/', false)).toBe('signed-out');
    expect(firstViewFor('/', true)).toBe('pending');
    expect(firstViewKind('/', true)).toBe('signed-in');
    expect(firstViewFor('/scenter', true)).toBe('hidden');
    expect(firstViewKind('/scenter', true)).toBeNull();
    // The user centre's frame: only where the guard lets the stored user through.
    expect(firstViewKind('/scenter', true, '?xh=T1&tab=records', 'T1')).toBe('user-centre');
    expect(firstViewFor('/scenter', true, '?xh=T1', 'T1')).toBe('pending');
    expect(firstViewKind('/scenter', true, '?xh=S2', 'T1')).toBeNull();
    expect(firstViewKind('/scenter', true, '', 'T1')).toBeNull();
    expect(firstViewKind('/scenter', false, '?xh=T1', null)).toBeNull();
    expect(firstViewFor('/scenter', false)).toBe('hidden');
    expect(firstViewFor('/login', false)).toBe('hidden');
  });

  it('reveals it once the config is valid and the markup parsed, with the configured title', async () => {
    const { page: p, states, titles } = page({ config: { title: '华东示范大学智慧学习平台' } });
    let parse: () => void = () => undefined;
    const parsed = new Promise<void>((resolve) => {
      parse = resolve;
    });
    const { settled, configRequest } = runFirstViewGate(p, parsed);
    // The config is in and checked long before the parser reaches the header: still hidden.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(states).toEqual(['pending']);
    expect(titles).toEqual([]);
    parse();
    await expect(settled).resolves.toBe('shown');
    expect(titles).toEqual(['华东示范大学智慧学习平台']);
    expect(states).toEqual(['pending', 'shown']);
    // The gate read a copy: bootstrap reads the very response again, not a second request.
    expect((await configRequest)?.bodyUsed).toBe(false);
  });

  it('keeps it hidden for a config the app will refuse, or none at all', async () => {
    const wrongType = page({ config: { demo: 'yes' } });
    await expect(runFirstViewGate(wrongType.page, Promise.resolve()).settled).resolves.toBe(
      'hidden',
    );
    expect(wrongType.titles).toEqual([]);
    const offline = page({ config: null });
    await expect(runFirstViewGate(offline.page, Promise.resolve()).settled).resolves.toBe('hidden');
    expect(offline.states).toEqual(['pending', 'hidden']);
  });

  it('hides the page from anyone else without waiting, and still starts the request for the app', async () => {
    const signedIn = page({ pathname: '/scenter', signedIn: true, config: { title: '别的标题' } });
    const { configRequest, settled } = runFirstViewGate(signedIn.page, new Promise(() => {}));
    await expect(settled).resolves.toBe('hidden');
    expect(signedIn.states).toEqual(['hidden']);
    expect(signedIn.titles).toEqual([]);
    await expect(configRequest).resolves.toBeInstanceOf(Response);
  });
});

describe('where the first view’s early reads may go (design §3)', () => {
  it('to the API the current config names, whatever an earlier visit knew', () => {
    expect(earlyReadsBase({ apiBase: 'https://api.example.edu.cn', demo: false })).toBe(
      'https://api.example.edu.cn',
    );
    expect(earlyReadsBase({ apiBase: '', demo: false })).toBe('');
  });

  it('nowhere in demo mode: the mock API answers only once the app has started it', () => {
    expect(earlyReadsBase({ apiBase: '', demo: true })).toBeNull();
  });
});
