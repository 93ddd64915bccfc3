import { describe, expect, it } from 'vitest';
import { DEMO_WORKER_CACHE, forgetDemoWorker, type WorkerRegistration } from './forgetDemoWorker';

function registration(scriptURL: string, state: 'active' | 'waiting' | 'installing' = 'active') {
  const reg = {
    active: null as { scriptURL: string } | null,
    waiting: null as { scriptURL: string } | null,
    installing: null as { scriptURL: string } | null,
    unregistered: false as boolean,
    unregister: () => {
      reg.unregistered = true;
      return Promise.resolve(true);
    },
  } satisfies WorkerRegistration & { unregistered: boolean };
  reg[state] = { scriptURL };
  return reg;
}

describe('forgetDemoWorker: a deployment out of demo mode drops the demo’s mock worker', () => {
  it('unregisters the mock API’s worker, in whatever state, and no other worker', async () => {
    const demo = registration('https://learn.example.edu.cn/mockServiceWorker.js');
    const installing = registration(
      'https://learn.example.edu.cn/mockServiceWorker.js',
      'installing',
    );
    const other = registration('https://learn.example.edu.cn/sw.js');
    const forgotten = await forgetDemoWorker(() => ({
      getRegistrations: () => Promise.resolve([demo, installing, other]),
    }));
    expect(forgotten).toBe(2);
    expect([demo.unregistered, installing.unregistered, other.unregistered]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('does nothing where the browser has no service workers, and throws nothing when it fails', async () => {
    await expect(forgetDemoWorker(() => undefined)).resolves.toBe(0);
    await expect(
      forgetDemoWorker(() => ({
        getRegistrations: () => Promise.reject(new Error('InvalidStateError')),
      })),
    ).resolves.toBe(0);
    await expect(
      forgetDemoWorker(() => {
        throw new DOMException('opaque origin', 'SecurityError');
      }),
    ).resolves.toBe(0);
  });
});

describe('forgetDemoWorker: the demo worker’s list of mocked pages', () => {
  const DEMO_WORKER = 'https://learn.example.edu.cn/mockServiceWorker.js';
  /** The origin's registrations, one per worker script. */
  const workers =
    (...scriptURLs: string[]) =>
    () => ({
      getRegistrations: () => Promise.resolve(scriptURLs.map((url) => registration(url))),
    });
  /** A `caches` that records what it is asked to delete. */
  const cachesSpy = () => {
    const deleted: string[] = [];
    return {
      deleted,
      port: { delete: (name: string) => (deleted.push(name), Promise.resolve(true)) },
    };
  };

  it('goes with the worker', async () => {
    const caches = cachesSpy();
    await forgetDemoWorker(workers(DEMO_WORKER), () => caches.port);
    expect(caches.deleted).toEqual([DEMO_WORKER_CACHE]);
  });

  it('stays where no demo worker was found: another app of the origin may have a cache of that name', async () => {
    const caches = cachesSpy();
    await forgetDemoWorker(workers('https://learn.example.edu.cn/sw.js'), () => caches.port);
    expect(caches.deleted).toEqual([]);
  });

  it('counts the worker forgotten when the cache cannot be dropped, and throws nothing', async () => {
    const refusing = {
      delete: () => Promise.reject(new DOMException('denied', 'SecurityError')),
    };
    await expect(forgetDemoWorker(workers(DEMO_WORKER), () => refusing)).resolves.toBe(1);
    await expect(
      forgetDemoWorker(workers(DEMO_WORKER), () => {
        throw new DOMException('opaque origin', 'SecurityError');
      }),
    ).resolves.toBe(1);
  });
});
