import { lazy, useState, type ComponentType } from 'react';

export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Loads the code now; what mounts after it has arrived renders without suspending. */
  preload(): Promise<void>;
};

/**
 * React.lazy that does not suspend once its code is in. A lazy component always suspends on its
 * first render, even when its chunk arrived long before (a modulepreload): its boundary commits
 * the fallback, then reveals the content in another commit, which React holds back up to 300 ms
 * after a fallback was shown. For a returning visitor's first screen (docs/budgets.md) the code
 * is preloaded and the content renders in the first pass. Each mounted instance keeps the way
 * it started, so nothing remounts when the code arrives while it is shown.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Suspending = lazy(() => start().then((component) => ({ default: component })));

  function Lazy(props: P) {
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  }
  Lazy.preload = () => start().then(() => undefined);
  return Lazy;
}
