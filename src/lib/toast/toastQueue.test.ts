import { describe, expect, it } from 'vitest';
import { manualTimers } from '@/testing/manualTimers';
import { createToastQueue } from './toastQueue';

describe('toast queue (ElMessage behaviour)', () => {
  it('closes after 3000 ms by default, never with duration 0', () => {
    const clock = manualTimers();
    const queue = createToastQueue(clock.timers);
    queue.show('info', 'a');
    queue.show('info', 'sticky', { duration: 0 });
    clock.advance(2999);
    expect(queue.snapshot().map((t) => t.message)).toEqual(['a', 'sticky']);
    clock.advance(1);
    expect(queue.snapshot().map((t) => t.message)).toEqual(['sticky']);
    clock.advance(60_000);
    expect(queue.snapshot()).toHaveLength(1);
  });

  it('groups equal text into one toast with a counter, newest type wins, timer restarts', () => {
    const clock = manualTimers();
    const queue = createToastQueue(clock.timers);
    queue.show('info', '保存成功', { grouping: true });
    clock.advance(2000);
    queue.show('success', '保存成功', { grouping: true });
    queue.show('warning', '保存成功', { grouping: true });
    const [toast] = queue.snapshot();
    expect(queue.snapshot()).toHaveLength(1);
    expect(toast).toMatchObject({ repeatNum: 3, type: 'warning' });
    clock.advance(2999);
    expect(queue.snapshot()).toHaveLength(1);
    clock.advance(1);
    expect(queue.snapshot()).toHaveLength(0);
  });

  it('does not group without the option, or different text', () => {
    const queue = createToastQueue(manualTimers().timers);
    queue.show('info', 'x');
    queue.show('info', 'x');
    queue.show('info', 'y', { grouping: true });
    queue.show('info', 'z', { grouping: true });
    expect(queue.snapshot()).toHaveLength(4);
  });

  it('a grouped call joins any open toast of the same text, even one opened without grouping', () => {
    const clock = manualTimers();
    const queue = createToastQueue(clock.timers);
    const first = queue.show('info', '网络超时');
    clock.advance(2500);
    const repeat = queue.show('error', '网络超时', { grouping: true });
    expect(repeat.id).toBe(first.id);
    expect(queue.snapshot()).toEqual([
      expect.objectContaining({ id: first.id, repeatNum: 2, type: 'error', message: '网络超时' }),
    ]);
    // The repeat restarted the 3000 ms.
    clock.advance(2999);
    expect(queue.snapshot()).toHaveLength(1);
    clock.advance(1);
    expect(queue.snapshot()).toHaveLength(0);
  });

  it('counts past 99', () => {
    const queue = createToastQueue(manualTimers().timers);
    for (let i = 0; i < 120; i += 1) queue.show('error', '网络连接错误', { grouping: true });
    expect(queue.snapshot()[0]?.repeatNum).toBe(120);
  });

  it('pauses on hover and restarts the full duration on leave', () => {
    const clock = manualTimers();
    const queue = createToastQueue(clock.timers);
    const { id } = queue.show('info', 'a');
    clock.advance(2500);
    queue.pause(id);
    clock.advance(10_000);
    expect(queue.snapshot()).toHaveLength(1);
    queue.resume(id);
    clock.advance(2999);
    expect(queue.snapshot()).toHaveLength(1);
    clock.advance(1);
    expect(queue.snapshot()).toHaveLength(0);
  });

  it('closeAll closes every toast and cancels their timers', () => {
    const clock = manualTimers();
    const queue = createToastQueue(clock.timers);
    const a = queue.show('info', 'a');
    const b = queue.show('error', 'b', { duration: 0 });
    expect(clock.pendingCount()).toBe(1);
    queue.closeAll();
    expect(queue.snapshot()).toEqual([]);
    expect(clock.pendingCount()).toBe(0);
    // A toast opened afterwards gets an id of its own and its own full 3000 ms.
    const c = queue.show('info', 'c');
    expect(new Set([a.id, b.id, c.id]).size).toBe(3);
    clock.advance(2999);
    expect(queue.snapshot().map((t) => t.id)).toEqual([c.id]);
    clock.advance(1);
    expect(queue.snapshot()).toEqual([]);
  });
});
