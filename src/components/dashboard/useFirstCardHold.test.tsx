import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FirstCardHoldDeadline, pageHoldDeadline, useFirstCardHold } from './useFirstCardHold';

/** What the grid would carry: whether the cards after the first row are held back. */
function Grid({ waiting }: { waiting: boolean }) {
  return <p>{useFirstCardHold(waiting) ? 'held' : 'shown'}</p>;
}

function renderGrid(waiting: boolean, deadline: () => number) {
  const wrap = ({ children }: { children: ReactNode }) => (
    <FirstCardHoldDeadline.Provider value={deadline}>{children}</FirstCardHoldDeadline.Provider>
  );
  const view = render(<Grid waiting={waiting} />, { wrapper: wrap });
  return {
    state: () => view.container.textContent,
    rerender: (next: boolean) => view.rerender(<Grid waiting={next} />),
  };
}

describe('useFirstCardHold: the cards below wait for the first card, for a while at most', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds while the first card waits, and lets go at the deadline', () => {
    const grid = renderGrid(true, () => performance.now() + 1500);
    expect(grid.state()).toBe('held');
    act(() => vi.advanceTimersByTime(1499));
    expect(grid.state()).toBe('held');
    act(() => vi.advanceTimersByTime(1));
    expect(grid.state()).toBe('shown');
  });

  it('lets go in the render that sees the first card settle, and never holds again', () => {
    const grid = renderGrid(true, () => performance.now() + 1500);
    grid.rerender(false);
    expect(grid.state()).toBe('shown');
    // A 重试 of the first card: what was seen stays seen.
    grid.rerender(true);
    expect(grid.state()).toBe('shown');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('holds nothing when the first card is in from the first render, or the deadline has passed', () => {
    expect(renderGrid(false, () => performance.now() + 1500).state()).toBe('shown');
    expect(renderGrid(true, () => performance.now() - 1).state()).toBe('shown');
  });

  it('with no deadline, holds until the first card settles, with no timer running', () => {
    const grid = renderGrid(true, () => Number.POSITIVE_INFINITY);
    act(() => vi.advanceTimersByTime(60_000));
    expect(grid.state()).toBe('held');
    expect(vi.getTimerCount()).toBe(0);
    grid.rerender(false);
    expect(grid.state()).toBe('shown');
  });

  it('counts the page’s deadline from its first paint, or from now before any paint', () => {
    expect(pageHoldDeadline()).toBe(performance.now() + 1500);
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([
      { startTime: 420 } as PerformanceEntry,
    ]);
    expect(pageHoldDeadline()).toBe(1920);
  });
});
