import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Loads the code now; what mounts after it has arrived renders without suspending. */
  preload(): Promise<void>;
};

/**
 * While set, every lazy part renders as its Suspense fallback: the first view's frames are what
 * the app paints before any of its code has arrived, whatever the build's process has loaded
 * already (a frame built after a test or another frame had imported the dashboard rendered the
 * real cards, not their placeholders).
 */
let paintingBeforeCode = false;
const NeverArrives = lazy(() => new Promise<{ default: ComponentType }>(() => undefined));

/** The code of lazy parts asked for and not yet arrived (or failed). */
const codeOnItsWay = new Set<Promise<unknown>>();

function onItsWay<T>(code: Promise<T>): Promise<T> {
  codeOnItsWay.add(code);
  const arrived = () => codeOnItsWay.delete(code);
  code.then(arrived, arrived);
  return code;
}

/**
 * Resolves once every lazy part's code asked for so far has arrived or failed. For tests, which
 * share their modules across files: a file that ends while a screen's code is still loading
 * would otherwise leave that load to fail when its environment is torn down, and the lazy part,
 * a module shared with the next file, would keep that failure (a later file's dashboard then
 * never showed its calendar card).
 */
export async function lazyCodeSettled(): Promise<void> {
  while (codeOnItsWay.size > 0) await Promise.allSettled([...codeOnItsWay]);
}

/** Build time: `render` (a synchronous server render) paints every lazy part as its fallback. */
export function renderBeforeCode<T>(render: () => T): T {
  paintingBeforeCode = true;
  try {
    return render();
  } finally {
    paintingBeforeCode = false;
  }
}

/**
 * React.lazy (it suspends until React has asked for the code once), which inside
 * `renderBeforeCode` paints its fallback even when the code is in.
 */
export function lazyBehindFallback<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Lazy: LazyExoticComponent<ComponentType<P>> = lazy(() =>
    onItsWay(load()).then((component) => ({ default: component })),
  );
  return function BehindFallback(props: P) {
    return paintingBeforeCode ? <NeverArrives /> : <Lazy {...props} />;
  };
}

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
    (loading ??= onItsWay(load()).then((component) => {
      loaded = component;
      return component;
    }));
  const Suspending = lazy(() => start().then((component) => ({ default: component })));

  function Lazy(props: P) {
    const [Loaded] = useState(() => loaded);
    if (paintingBeforeCode) return <NeverArrives />;
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  }
  Lazy.preload = () => start().then(() => undefined);
  return Lazy;
}
