import { Suspense, useState, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import {
  lazyBehindFallback,
  lazyCodeSettled,
  lazyComponent,
  renderBeforeCode,
} from './lazyComponent';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount((n) => n + 1)}>{`${label} ${count}`}</button>;
}

/** A module whose arrival the test decides. */
function deferredModule() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<typeof Counter>((resolve) => {
    arrive = () => resolve(Counter);
  });
  return { load: () => arrived, arrive };
}

const fallback = <p>正在加载…</p>;

describe('lazyComponent', () => {
  it('renders in the first pass, with no fallback, once its code is preloaded', async () => {
    const { load, arrive } = deferredModule();
    const Lazy = lazyComponent(load);
    arrive();
    await Lazy.preload();
    const fallbacks: string[] = [];
    render(
      <Suspense fallback={<p ref={() => void fallbacks.push('shown')}>正在加载…</p>}>
        <Lazy label="次数" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: '次数 0' })).toBeInTheDocument();
    expect(fallbacks).toEqual([]);
  });

  it('suspends as React.lazy does while the code is on its way', async () => {
    const { load, arrive } = deferredModule();
    const Lazy = lazyComponent(load);
    render(
      <Suspense fallback={fallback}>
        <Lazy label="次数" />
      </Suspense>,
    );
    expect(screen.getByText('正在加载…')).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByRole('button', { name: '次数 0' })).toBeInTheDocument();
  });

  it('keeps the state of an instance that started suspended when it renders again', async () => {
    const { load, arrive } = deferredModule();
    const Lazy = lazyComponent(load);
    const { rerender } = render(
      <Suspense fallback={fallback}>
        <Lazy label="次数" />
      </Suspense>,
    );
    await act(async () => arrive());
    await userEvent.click(await screen.findByRole('button', { name: '次数 0' }));
    rerender(
      <Suspense fallback={fallback}>
        <Lazy label="点击" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: '点击 1' })).toBeInTheDocument();
  });

  it('rejects its preload for a chunk that cannot load (callers decide what that means)', async () => {
    const Lazy = lazyComponent<{ label: string }>(() => Promise.reject(new Error('chunk')));
    await expect(Lazy.preload()).rejects.toThrow('chunk');
  });
});

describe('renderBeforeCode: a frame is what the app paints before its code arrives', () => {
  const page = (content: ReactNode) =>
    renderToString(<Suspense fallback={<p>占位</p>}>{content}</Suspense>);

  it('paints a preloaded lazy part as its fallback, and only while it renders', async () => {
    const { load, arrive } = deferredModule();
    const Lazy = lazyComponent(load);
    arrive();
    await Lazy.preload();
    expect(renderBeforeCode(() => page(<Lazy label="次数" />))).toContain('占位');
    expect(page(<Lazy label="次数" />)).toContain('次数 0');
  });

  it('paints a React.lazy part whose code is in as its fallback too', async () => {
    const Lazy = lazyBehindFallback(() => Promise.resolve(Counter));
    // Outside a frame the code is fetched on the first render and is then in.
    page(<Lazy label="次数" />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page(<Lazy label="次数" />)).toContain('次数 0');
    expect(renderBeforeCode(() => page(<Lazy label="次数" />))).toContain('占位');
  });

  it('tells when every code asked for has arrived or failed (tests wait for it between files)', async () => {
    const first = deferredModule();
    let fail: (error: Error) => void = () => undefined;
    const failing = lazyComponent(
      () =>
        new Promise<typeof Counter>((_resolve, reject) => {
          fail = reject;
        }),
    );
    const settled: string[] = [];
    void lazyComponent(first.load).preload();
    void failing.preload().catch(() => undefined);
    const done = lazyCodeSettled().then(() => settled.push('settled'));
    await act(async () => first.arrive());
    expect(settled).toEqual([]);
    await act(async () => fail(new Error('网络错误')));
    await done;
    expect(settled).toEqual(['settled']);
  });
});
