export interface PlainPage {
  send(method: string, params?: Record<string, unknown>): Promise<unknown>;
  on(method: string, handle: (params: Record<string, unknown>) => void): () => void;
  evaluate<T, A = undefined>(fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T>;
  addInitScript<A>(fn: (arg: A) => void, arg?: A): Promise<unknown>;
  goto(url: string, options?: { timeout?: number; quietNetwork?: boolean }): Promise<void>;
  waitFor<T>(fn: () => T, options?: { timeout?: number; interval?: number }): Promise<T>;
  close(): Promise<unknown>;
}
export interface PlainChromium {
  sent: string[];
  newPage(options?: { width?: number; height?: number }): Promise<PlainPage>;
  close(): Promise<void>;
}
export declare function launchPlainChromium(options?: {
  inspector?: boolean;
}): Promise<PlainChromium>;
