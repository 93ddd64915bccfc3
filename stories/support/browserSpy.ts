import { fn, type Mock } from 'storybook/test';
import type { BrowserPort } from '@/lib/browser';

/** The browser port as spies: a story sees where the app tried to go instead of going. */
export interface BrowserSpy extends BrowserPort {
  assign: Mock<(url: string) => void>;
  replace: Mock<(url: string) => void>;
  reload: Mock<() => void>;
  replaceAddress: Mock<(url: string) => void>;
  /** Follows the story's router, so `location()` answers like the address bar would. */
  setPath(pathAndQuery: string): void;
  /** Called on every `reload()`; returns the unsubscribe. */
  onReload(listener: () => void): () => void;
}

export function createBrowserSpy(initialPath: string): BrowserSpy {
  let current = new URL(initialPath, window.location.origin);
  const reloadListeners = new Set<() => void>();
  return {
    location: () => new URL(current.href),
    assign: fn().mockName('browser.assign'),
    replace: fn().mockName('browser.replace'),
    reload: fn(() => {
      for (const listener of reloadListeners) listener();
    }).mockName('browser.reload'),
    onReload(listener) {
      reloadListeners.add(listener);
      return () => void reloadListeners.delete(listener);
    },
    replaceAddress: fn((url: string) => {
      current = new URL(url, current.origin);
    }).mockName('browser.replaceAddress'),
    setPath(pathAndQuery) {
      current = new URL(pathAndQuery, current.origin);
    },
  };
}
