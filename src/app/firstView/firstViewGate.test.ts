import { describe, expect, it } from 'vitest';
import {
  firstViewFor,
  firstViewKind,
  runFirstViewGate,
  sendFirstViewReads,
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

describe('the first view’s reads and where the API was last time', () => {
  function reads() {
    const log: string[] = [];
    return {
      log,
      send: (apiBase: string) => log.push(`send ${apiBase || '(same origin)'}`),
      end: () => log.push('end'),
    };
  }

  it('leave before the config has arrived, to where the API was, and stay when it still is', async () => {
    const { log, send, end } = reads();
    let answer: (config: { apiBase: string }) => void = () => undefined;
    const config = new Promise<{ apiBase: string }>((resolve) => {
      answer = resolve;
    });
    const done = sendFirstViewReads('https://api.example.edu.cn', config, send, end);
    expect(log).toEqual(['send https://api.example.edu.cn']);
    answer({ apiBase: 'https://api.example.edu.cn' });
    await done;
    expect(log).toEqual(['send https://api.example.edu.cn']);
  });

  it('end and go to the configured API when it has moved since the last visit', async () => {
    const { log, send, end } = reads();
    await sendFirstViewReads(
      'https://old.example.edu.cn',
      Promise.resolve({ apiBase: '' }),
      send,
      end,
    );
    expect(log).toEqual(['send https://old.example.edu.cn', 'end', 'send (same origin)']);
  });

  it('wait for the config when nothing was remembered', async () => {
    const { log, send, end } = reads();
    const done = sendFirstViewReads(null, Promise.resolve({ apiBase: '' }), send, end);
    expect(log).toEqual([]);
    await done;
    expect(log.at(-1)).toBe('send (same origin)');
  });

  it('end with a config that fails: the app shows 配置错误 and reads nothing', async () => {
    const { log, send, end } = reads();
    await sendFirstViewReads('', Promise.reject(new Error('配置错误')), send, end);
    expect(log).toEqual(['send (same origin)', 'end']);
  });
});
