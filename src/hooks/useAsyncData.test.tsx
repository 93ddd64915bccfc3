import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiQuery } from '@/api/apiQuery';
import { forgetFirstScreenReads, startFirstScreenRead } from '@/api/firstScreenReads';
import { useApiQuery } from './useAsyncData';

/** Records what each render showed, so a loading state that came first cannot hide. */
function Courses({ query, shown }: { query: ApiQuery<string[]>; shown: string[] }) {
  const state = useApiQuery(query);
  const text =
    state.status === 'success'
      ? state.data.join('、')
      : state.status === 'error'
        ? `失败：${state.error.message}`
        : '加载中';
  shown.push(text);
  return (
    <>
      <p>{text}</p>
      <button type="button" onClick={state.retry}>
        重试
      </button>
    </>
  );
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

afterEach(() => forgetFirstScreenReads());

describe('useApiQuery with a read begun before the first render (api/firstScreenReads)', () => {
  it('shows an answer already in from the first render, without asking again', async () => {
    const load = vi.fn(() => Promise.resolve(['高等数学', '线性代数']));
    startFirstScreenRead({ key: 'my-courses', load });
    await Promise.resolve();
    const shown: string[] = [];
    render(<Courses query={{ key: 'my-courses', load }} shown={shown} />);
    expect(shown[0]).toBe('高等数学、线性代数');
    expect(shown).not.toContain('加载中');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for a begun read not in yet instead of asking again', async () => {
    const answer = deferred<string[]>();
    const load = vi.fn(() => answer.promise);
    startFirstScreenRead({ key: 'my-courses', load });
    const shown: string[] = [];
    render(<Courses query={{ key: 'my-courses', load }} shown={shown} />);
    expect(screen.getByText('加载中')).toBeInTheDocument();
    await act(async () => answer.resolve(['大学英语']));
    expect(await screen.findByText('大学英语')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a begun read’s failure, and a retry asks afresh', async () => {
    const answer = deferred<string[]>();
    const load = vi.fn(() => answer.promise);
    startFirstScreenRead({ key: 'my-courses', load });
    await act(async () => answer.reject(new Error('网络异常')));
    render(<Courses query={{ key: 'my-courses', load }} shown={[]} />);
    expect(await screen.findByText('失败：网络异常')).toBeInTheDocument();
    load.mockImplementation(() => Promise.resolve(['概率论']));
    await act(async () => screen.getByRole('button', { name: '重试' }).click());
    expect(await screen.findByText('概率论')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is used by one view only: the next one to mount asks afresh', async () => {
    const load = vi.fn(() => Promise.resolve(['数据结构']));
    startFirstScreenRead({ key: 'my-courses', load });
    await Promise.resolve();
    const first = render(<Courses query={{ key: 'my-courses', load }} shown={[]} />);
    first.unmount();
    const shown: string[] = [];
    render(<Courses query={{ key: 'my-courses', load }} shown={shown} />);
    expect(shown[0]).toBe('加载中');
    expect(await screen.findByText('数据结构')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is dropped when the first screen is left, and not used for another key', async () => {
    const load = vi.fn(() => Promise.resolve(['编译原理']));
    startFirstScreenRead({ key: 'my-courses', load });
    await Promise.resolve();
    forgetFirstScreenReads();
    const shown: string[] = [];
    render(<Courses query={{ key: 'my-courses', load }} shown={shown} />);
    expect(shown[0]).toBe('加载中');
    expect(await screen.findByText('编译原理')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('begins a key’s read once', () => {
    const load = vi.fn(() => new Promise<string[]>(() => undefined));
    startFirstScreenRead({ key: 'my-courses', load });
    startFirstScreenRead({ key: 'my-courses', load });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
