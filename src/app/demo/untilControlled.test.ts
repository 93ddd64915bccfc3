import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { untilControlled, type ControllerPort } from './untilControlled';

function container(controlled: boolean) {
  const events = new EventTarget();
  const port = {
    controller: controlled ? {} : null,
    addEventListener: (type: 'controllerchange', listener: () => void) =>
      events.addEventListener(type, listener),
    removeEventListener: (type: 'controllerchange', listener: () => void) =>
      events.removeEventListener(type, listener),
    claim() {
      port.controller = {};
      events.dispatchEvent(new Event('controllerchange'));
    },
  } satisfies ControllerPort & { controller: object | null; claim(): void };
  return port;
}

describe('untilControlled: demo mode sends no API request from a page no worker controls', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes on at once when a worker controls the page', async () => {
    await expect(untilControlled(container(true))).resolves.toBeUndefined();
  });

  it('waits for the worker to claim the page, and no longer', async () => {
    const port = container(false);
    let done = false;
    const waited = untilControlled(port).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(done).toBe(false);
    port.claim();
    await waited;
    expect(done).toBe(true);
  });

  it('fails the start with a message after its deadline when no worker ever claims the page', async () => {
    const waited = untilControlled(container(false), 10_000);
    const failed = expect(waited).rejects.toThrow(
      '演示模式的模拟接口 10 秒内没有接管页面，请刷新页面',
    );
    await vi.advanceTimersByTimeAsync(10_000);
    await failed;
  });
});
