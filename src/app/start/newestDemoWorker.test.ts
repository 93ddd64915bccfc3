import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  untilNewestDemoWorker,
  type UpdatableRegistration,
  type UpdatingWorker,
} from './newestDemoWorker';

const DEMO = 'https://learn.example.edu.cn/mockServiceWorker.js';

class FakeWorker extends EventTarget implements UpdatingWorker {
  constructor(
    readonly scriptURL: string,
    public state: ServiceWorkerState,
  ) {
    super();
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** A registration whose update() finds `found` (a newer worker, installing), or nothing new. */
function registration(found?: FakeWorker, scriptURL = DEMO) {
  const reg = {
    active: new FakeWorker(scriptURL, 'activated') as FakeWorker | null,
    waiting: null as FakeWorker | null,
    installing: null as FakeWorker | null,
    updates: 0,
    update: () => {
      reg.updates += 1;
      if (found) reg.installing = found;
      return Promise.resolve();
    },
  } satisfies UpdatableRegistration & { updates: number };
  return reg;
}

const port =
  (...registrations: UpdatableRegistration[]) =>
  () => ({
    getRegistrations: () => Promise.resolve(registrations),
  });

describe('untilNewestDemoWorker: MSW starts on the worker the site serves now', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks the browser once and goes on when the worker it has is the newest', async () => {
    const reg = registration();
    await expect(untilNewestDemoWorker(port(reg))).resolves.toBe('current');
    expect(reg.updates).toBe(1);
  });

  it('waits until a newer worker takes the page over, and no longer', async () => {
    const newer = new FakeWorker(DEMO, 'installing');
    const reg = registration(newer);
    let result: string | undefined;
    const waited = untilNewestDemoWorker(port(reg)).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(2_000);
    newer.moveTo('installed');
    await vi.advanceTimersByTimeAsync(0);
    expect(result).toBeUndefined();
    newer.moveTo('activating');
    await waited;
    expect(result).toBe('updated');
  });

  it('keeps the worker it has when the newer one fails to install or is late', async () => {
    const broken = new FakeWorker(DEMO, 'installing');
    const failing = untilNewestDemoWorker(port(registration(broken)));
    await vi.advanceTimersByTimeAsync(0);
    broken.moveTo('redundant');
    await expect(failing).resolves.toBe('kept');

    // Installed, and held back (the worker before it still answers a page's requests).
    const held = new FakeWorker(DEMO, 'installing');
    const holding = untilNewestDemoWorker(port(registration(held)), 10_000);
    await vi.advanceTimersByTimeAsync(0);
    held.moveTo('installed');
    await vi.advanceTimersByTimeAsync(999);
    let heldResult: string | undefined;
    void holding.then((r) => (heldResult = r));
    await vi.advanceTimersByTimeAsync(0);
    expect(heldResult).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await expect(holding).resolves.toBe('kept');

    const late = untilNewestDemoWorker(
      port(registration(new FakeWorker(DEMO, 'installing'))),
      10_000,
    );
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(late).resolves.toBe('kept');
  });

  it('waits, too, for a newer worker the browser was installing before this check', async () => {
    // The browser looks for a newer worker on each navigation, and may have begun first.
    const newer = new FakeWorker(DEMO, 'installing');
    const reg = registration();
    reg.installing = newer;
    let result: string | undefined;
    const waited = untilNewestDemoWorker(port(reg)).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(500);
    expect(result).toBeUndefined();
    newer.moveTo('activating');
    await waited;
    expect(result).toBe('updated');
  });

  it('leaves a first visit, and other workers, to MSW', async () => {
    const other = registration(
      new FakeWorker('https://learn.example.edu.cn/sw.js', 'installing'),
      'https://learn.example.edu.cn/sw.js',
    );
    await expect(untilNewestDemoWorker(port(other))).resolves.toBe('none');
    expect(other.updates).toBe(0);
    await expect(untilNewestDemoWorker(port())).resolves.toBe('none');
    await expect(untilNewestDemoWorker(() => undefined)).resolves.toBe('none');
  });

  it('never fails the start: offline, a missing script, or no service workers at all', async () => {
    const offline = registration();
    offline.update = () => Promise.reject(new TypeError('Failed to update a ServiceWorker'));
    await expect(untilNewestDemoWorker(port(offline))).resolves.toBe('kept');
    await expect(
      untilNewestDemoWorker(() => ({
        getRegistrations: () => Promise.reject(new Error('InvalidStateError')),
      })),
    ).resolves.toBe('none');
    await expect(
      untilNewestDemoWorker(() => {
        throw new DOMException('opaque origin', 'SecurityError');
      }),
    ).resolves.toBe('none');
  });
});
