import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { demoWorkerSource, WORKER_FILE } from './demoServiceWorker';

const publicCopy = readFileSync(join(process.cwd(), 'public', WORKER_FILE), 'utf8');
const msw = dirname(createRequire(import.meta.url).resolve('msw/package.json'));

/** A page as the worker sees it through `self.clients`. */
interface FakeClient {
  id: string;
  frameType: 'top-level';
  postMessage(): void;
}

type Listener = (event: object) => unknown;

/**
 * The demo's worker started from its script in a global of its own, as the browser starts it
 * again, over the browser's `caches` and open pages, which outlive a start.
 */
function startWorker(script: string, caches: Map<string, string>, pages: FakeClient[]) {
  const listeners = new Map<string, Listener[]>();
  const dispatch = (type: string, event: object) =>
    Promise.all((listeners.get(type) ?? []).map((listener) => listener(event)));
  // Requests the worker sent on to the network itself (MSW's passthrough of a page not mocked).
  const passedOn: string[] = [];
  const global = createContext({
    self: {
      clients: {
        get: async (id: string) => pages.find((page) => page.id === id),
        matchAll: async () => pages,
        claim: async () => undefined,
      },
      skipWaiting: () => undefined,
    },
    caches: {
      // One cache, there while it holds a key (dropping it is the app's: forgetDemoWorker).
      has: async () => caches.size > 0,
      open: async () => ({
        match: async (key: string) => (caches.has(key) ? new Response(caches.get(key)) : undefined),
        put: async (key: string, response: Response) => {
          caches.set(key, await response.text());
        },
        keys: async () => [...caches.keys()].map((key) => ({ url: `http://127.0.0.1${key}` })),
        delete: async ({ url }: { url: string }) => caches.delete(new URL(url).pathname),
      }),
    },
    addEventListener: (type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    URL,
    // The worker's answers to a page are not followed here.
    MessageChannel: class {
      port1 = {};
      port2 = {};
    },
    Response,
    Headers,
    fetch: async (request: Request) => {
      passedOn.push(request.url);
      return new Response('the static server');
    },
    crypto,
    Reflect,
    Set,
    Promise,
    JSON,
  });
  runInContext(script, global);
  return {
    say: async (page: FakeClient, data: string) => {
      await dispatch('message', { source: page, data });
      await settled();
    },
    /** The browser lets it take over from the worker before it. */
    activate: async () => {
      const extended: Promise<unknown>[] = [];
      await dispatch('activate', {
        waitUntil: (promise: Promise<unknown>) => extended.push(promise),
      });
      await Promise.all(extended);
    },
    /** Whether the worker takes a page's API request (answers it with its MSW) or passes it by. */
    takes: (page: FakeClient) => {
      let taken = false;
      void dispatch('fetch', {
        clientId: page.id,
        request: new Request('http://127.0.0.1/api/courses'),
        respondWith: () => (taken = true),
      });
      return taken;
    },
    passedOn,
    mockedPages: () => [...(runInContext('activeClientIds', global) as Set<string>)],
  };
}

/** Lets the worker's chains of promises run out (reads and writes of the fake cache). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 10));

const page = (id: string): FakeClient => ({ id, frameType: 'top-level', postMessage: () => {} });

describe('demo mode’s mock API worker', () => {
  it('is MSW’s worker less its self-unregistering: it stays when the last tab reloads', () => {
    const demo = demoWorkerSource(publicCopy);
    expect(publicCopy).toContain('self.registration.unregister()');
    expect(demo).not.toContain('self.registration.unregister()');
    // Everything else is MSW's: a closing tab still stops being mocked, and the checksum that
    // MSW's client checks the worker by is unchanged.
    expect(demo).toContain('activeClientIds.delete(clientId)');
    const checksum = /const INTEGRITY_CHECKSUM = '[0-9a-f]+'/.exec(publicCopy)?.[0];
    expect(checksum).toBeDefined();
    expect(demo).toContain(checksum);
  });

  it('is made from public/’s copy, which is the installed MSW’s own (`msw init` keeps it so)', () => {
    expect(publicCopy).toBe(readFileSync(join(msw, 'lib', WORKER_FILE), 'utf8'));
  });

  it('fails the build when a newer MSW changed how its worker unregisters itself', () => {
    expect(() =>
      demoWorkerSource(publicCopy.replace('self.registration.unregister()', 'unregister()')),
    ).toThrow('no longer unregisters itself as expected');
  });

  it('fails the build when a newer MSW’s worker no longer takes pages over at once', () => {
    expect(() => demoWorkerSource(publicCopy.replace('self.skipWaiting()', ''))).toThrow(
      'no longer takes pages over at once (self.skipWaiting())',
    );
    expect(() =>
      demoWorkerSource(publicCopy.replace('self.clients.claim()', 'Promise.resolve()')),
    ).toThrow('event.waitUntil(self.clients.claim())');
  });

  it('still mocks the pages that turned mocking on when the browser starts it again', async () => {
    const demo = demoWorkerSource(publicCopy);
    const caches = new Map<string, string>();
    const [open, closing, gone] = [page('open'), page('closing'), page('gone')];
    const pages = [open, closing, gone];
    const first = startWorker(demo, caches, pages);
    await settled();
    for (const each of pages) await first.say(each, 'MOCK_ACTIVATE');
    await first.say(closing, 'CLIENT_CLOSED');
    expect(first.mockedPages()).toEqual(['open', 'gone']);

    // Stopped while idle; one page closed meanwhile. Started again by a request of the open one.
    pages.splice(pages.indexOf(gone), 1);
    const again = startWorker(demo, caches, pages);
    expect(again.takes(open)).toBe(true);
    await settled();
    expect(again.mockedPages()).toEqual(['open']);
    expect(again.passedOn).toEqual([]);
    // A page that turned its mocking off is not mocked again.
    again.takes(closing);
    await settled();
    expect(again.passedOn).toEqual(['http://127.0.0.1/api/courses']);
  });

  it('without the note, passes a page’s requests by once started again, as MSW’s own worker does', async () => {
    const caches = new Map<string, string>();
    const open = page('open');
    const first = startWorker(publicCopy, caches, [open]);
    await first.say(open, 'MOCK_ACTIVATE');
    expect(first.mockedPages()).toEqual(['open']);
    const again = startWorker(publicCopy, caches, [open]);
    await settled();
    expect(again.mockedPages()).toEqual([]);
    expect(again.takes(open)).toBe(false);
  });

  it('leaves the pages of the worker before it to that worker (another deployment’s)', async () => {
    const caches = new Map<string, string>();
    const open = page('open');
    const before = startWorker(demoWorkerSource(publicCopy), caches, [open]);
    await before.say(open, 'MOCK_ACTIVATE');
    const next = demoWorkerSource(`${publicCopy}\n// The next deployment's.\n`);
    expect(next).not.toBe(demoWorkerSource(publicCopy));
    // Installed while the page still mocks on the worker before: not its page.
    const installed = startWorker(next, caches, [open]);
    await settled();
    expect(installed.mockedPages()).toEqual([]);
    // In charge: the set of the one before goes; the page turns mocking on again with it.
    await installed.activate();
    expect([...caches.keys()]).toEqual([]);
    await installed.say(open, 'MOCK_ACTIVATE');
    expect([...caches.values()]).toEqual(['["open"]']);
  });

  it('does not make its cache again once the app has dropped it (leaving demo mode)', async () => {
    const caches = new Map<string, string>();
    const reloaded = page('reloaded');
    const worker = startWorker(demoWorkerSource(publicCopy), caches, [reloaded]);
    await worker.say(reloaded, 'MOCK_ACTIVATE');
    expect(caches.size).toBe(1);
    // The page that reloads out of demo mode: its app drops the cache before its old self's
    // closing note reaches the worker, or the worker starts again for one of its requests.
    caches.clear();
    await worker.say(reloaded, 'CLIENT_CLOSED');
    startWorker(demoWorkerSource(publicCopy), caches, [reloaded]);
    await settled();
    expect(caches.size).toBe(0);
  });

  it('fails the build when a newer MSW notes the pages that mock otherwise', () => {
    expect(() =>
      demoWorkerSource(publicCopy.replace('activeClientIds.delete(clientId)', 'forget(clientId)')),
    ).toThrow('no longer notes the pages that mock as expected (delete)');
  });
});
