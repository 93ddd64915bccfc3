import { vi } from 'vitest';
import type { BrowserPort } from '@/lib/browser';

/** A browser port for unit tests: records every navigation, navigates nowhere. */
export function recordingBrowser(initial = 'http://localhost:3000/') {
  let current = new URL(initial);
  return {
    location: vi.fn(() => new URL(current.href)),
    assign: vi.fn<(url: string) => void>(),
    replace: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
    replaceAddress: vi.fn((url: string) => {
      current = new URL(url, current.origin);
    }),
    go(url: string) {
      current = new URL(url, current.origin);
    },
  } satisfies BrowserPort & { go(url: string): void };
}
