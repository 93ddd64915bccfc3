/**
 * The browser's navigation effects behind one small port, so that sign-in logic stays pure and
 * stories and tests can observe a redirect instead of losing the page to it (MSW cannot see
 * top-level navigations).
 */
export interface BrowserPort {
  /** The page's current address. */
  location(): URL;
  /** Leave for another address, keeping the current page in history. */
  assign(url: string): void;
  /** Leave for another address, replacing the current history entry. */
  replace(url: string): void;
  reload(): void;
  /** Rewrite the address bar without navigating (history.replaceState). */
  replaceAddress(url: string): void;
}

export const windowBrowser: BrowserPort = {
  location: () => new URL(window.location.href),
  assign: (url) => window.location.assign(url),
  replace: (url) => window.location.replace(url),
  reload: () => window.location.reload(),
  replaceAddress: (url) => window.history.replaceState(window.history.state, '', url),
};

let adapter: BrowserPort = windowBrowser;

/** The port every module uses; it forwards to whichever adapter is installed. */
export const browser: BrowserPort = {
  location: () => adapter.location(),
  assign: (url) => adapter.assign(url),
  replace: (url) => adapter.replace(url),
  reload: () => adapter.reload(),
  replaceAddress: (url) => adapter.replaceAddress(url),
};

export function setBrowserAdapter(next: BrowserPort): void {
  adapter = next;
}

export function resetBrowserAdapter(): void {
  adapter = windowBrowser;
}
