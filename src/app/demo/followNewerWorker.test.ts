import { describe, expect, it } from 'vitest';
import { followNewerWorker, type ControllerChangePort } from './followNewerWorker';

function container() {
  const events = new EventTarget();
  return {
    addEventListener: (type: 'controllerchange', listener: () => void) =>
      events.addEventListener(type, listener),
    takeOver: () => events.dispatchEvent(new Event('controllerchange')),
  } satisfies ControllerChangePort & { takeOver(): void };
}

describe('followNewerWorker: a page keeps its mock API when another worker takes it over', () => {
  it('restarts mocking at each takeover, one restart after another', async () => {
    const port = container();
    const log: string[] = [];
    let release: () => void = () => undefined;
    followNewerWorker(port, async () => {
      log.push('restart');
      await new Promise<void>((resolve) => (release = resolve));
      log.push('restarted');
    });
    expect(log).toEqual([]);
    port.takeOver();
    port.takeOver();
    await Promise.resolve();
    await Promise.resolve();
    expect(log).toEqual(['restart']);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toEqual(['restart', 'restarted', 'restart']);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toEqual(['restart', 'restarted', 'restart', 'restarted']);
  });

  it('a failed restart leaves the next takeover its chance', async () => {
    const port = container();
    let calls = 0;
    followNewerWorker(port, () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('no worker')) : Promise.resolve();
    });
    port.takeOver();
    await new Promise((resolve) => setTimeout(resolve, 0));
    port.takeOver();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toBe(2);
  });
});
