import { describe, expect, it } from 'vitest';
import {
  guardedVisit,
  runFirstViewGate,
  earlyReadsBase,
  type FirstViewState,
} from './firstViewGate';
import { firstViewScreen, FIRST_VIEW_SCREENS } from './firstViewScreens';

const T1 = { userId: 'T1', userName: '张明华' };

/** The view a visit keeps: the route guard's decision, then the registry's screen for it. */
function viewFor(address: string, signedIn: boolean): string | null {
  const visit = guardedVisit(
    `https://learn.example.edu.cn${address}`,
    signedIn ? 'token' : null,
    signedIn ? T1 : null,
  );
  return visit ? (firstViewScreen(visit)?.view ?? null) : null;
}

function page(options: {
  pathname?: string;
  signedIn?: boolean;
  config?: unknown | null;
  /** What nginx wrote into the page (docs/deploy.md), if anything. */
  served?: string;
}) {
  const states: FirstViewState[] = [];
  const titles: string[] = [];
  const fetched: string[] = [];
  const response =
    options.config === null
      ? null
      : new Response(JSON.stringify(options.config ?? {}), { status: 200 });
  return {
    states,
    titles,
    fetched,
    page: {
      hostname: 'localhost',
      screen: (() => {
        const view = viewFor(options.pathname ?? '/', options.signedIn ?? false);
        return FIRST_VIEW_SCREENS.find((screen) => screen.view === view) ?? null;
      })(),
      setState: (state: FirstViewState) => states.push(state),
      setTitle: (title: string) => titles.push(title),
      servedConfig: () => options.served ?? null,
      fetchConfig: () => {
        fetched.push('/app-config.json');
        return Promise.resolve(response);
      },
    },
  };
}

describe('the first-view gate (docs/budgets.md)', () => {
  it('may show a prerendered view only on /: the welcome signed out, the frame signed in', () => {
    expect(viewFor('/', false)).toBe('signed-out');
    expect(viewFor('/', true)).toBe('signed-in');
    // The user centre's frame: only where the guard lets the stored user through.
    expect(viewFor('/scenter?xh=T1&tab=records', true)).toBe('user-centre');
    expect(viewFor('/scenter?xh=T1', true)).toBe('user-centre');
    expect(viewFor('/scenter?xh=S2', true)).toBeNull();
    expect(viewFor('/scenter', true)).toBeNull();
    expect(viewFor('/scenter?xh=T1', false)).toBeNull();
    expect(viewFor('/login?code=c&state=s', false)).toBeNull();
    expect(viewFor('/login?code=c&state=s', true)).toBeNull();
    expect(viewFor('/nowhere?xh=T1', true)).toBeNull();
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

  it('takes the config nginx wrote into the page, checked in its own turn, and asks for none', async () => {
    const { page: p, fetched } = page({
      served: JSON.stringify({ title: '页内配置', apiBase: 'https://api.example.edu.cn' }),
      config: null,
    });
    const { config, configRequest, settled } = runFirstViewGate(p, Promise.resolve());
    let checked: unknown = 'not yet';
    void config.then((value) => {
      checked = value;
    });
    // Microtasks only, no task: the early reads that wait on it leave before the parser goes on.
    for (let i = 0; i < 3; i += 1) await Promise.resolve();
    expect(checked).toMatchObject({ title: '页内配置', apiBase: 'https://api.example.edu.cn' });
    await expect(settled).resolves.toBe('shown');
    expect(fetched).toEqual([]);
    // The app reads the same text as an answer.
    await expect((await configRequest)?.json()).resolves.toMatchObject({ title: '页内配置' });
  });

  it('keeps it hidden for a config in the page that the app will refuse', async () => {
    const refused = page({ served: JSON.stringify({ demo: 'yes' }) });
    await expect(runFirstViewGate(refused.page, Promise.resolve()).settled).resolves.toBe('hidden');
    expect(refused.fetched).toEqual([]);
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
