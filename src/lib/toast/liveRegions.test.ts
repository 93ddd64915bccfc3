import { afterEach, describe, expect, it, vi } from 'vitest';
import { announce, clearAnnouncements, LIVE_REGION_IDS } from './liveRegions';

const text = (id: string) => document.getElementById(id)?.textContent;

describe('the live regions a toast is read out through', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('say the text a moment after emptying, so a repeat is read again', () => {
    vi.useFakeTimers();
    announce('网络超时', 'assertive');
    expect(text(LIVE_REGION_IDS.assertive)).toBe('');
    vi.advanceTimersByTime(100);
    expect(text(LIVE_REGION_IDS.assertive)).toBe('网络超时');
  });

  it('start empty again with a new page: nothing said before, nothing about to be said', () => {
    vi.useFakeTimers();
    announce('网络超时', 'assertive');
    vi.advanceTimersByTime(100);
    announce('保存成功', 'polite');
    clearAnnouncements();
    vi.advanceTimersByTime(1000);
    expect(text(LIVE_REGION_IDS.assertive)).toBe('');
    expect(text(LIVE_REGION_IDS.polite)).toBe('');
  });
});
