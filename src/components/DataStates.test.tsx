import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ErrorView } from './DataStates';

/** A list the user is on, which a failed reload turns into an error box. */
function FailingList() {
  const [failed, setFailed] = useState(false);
  return failed ? (
    <ErrorView error={new Error('boom')} onRetry={() => undefined} />
  ) : (
    <ul>
      <li>
        <button type="button" onClick={() => setFailed(true)}>
          下一页
        </button>
      </li>
    </ul>
  );
}

describe('an error box that replaces what the user was on (docs/accessibility.md)', () => {
  it('takes the dropped focus on 重试', () => {
    render(<FailingList />);
    const next = screen.getByRole('button', { name: '下一页' });
    next.focus();
    act(() => next.click());
    expect(screen.getByRole('button', { name: '重试' })).toHaveFocus();
  });

  it('takes nothing when the focus was dropped elsewhere on the page', () => {
    /** Two cards: the user's list empties away in the first; the second fails just then. */
    function TwoCards() {
      const [read, setRead] = useState(false);
      return (
        <>
          <section>
            {read ? (
              <p>没有未读消息</p>
            ) : (
              <button type="button" onClick={() => setRead(true)}>
                标为已读
              </button>
            )}
          </section>
          <section>
            {read && <ErrorView error={new Error('boom')} onRetry={() => undefined} />}
          </section>
        </>
      );
    }
    render(<TwoCards />);
    const markRead = screen.getByRole('button', { name: '标为已读' });
    markRead.focus();
    act(() => markRead.click());
    expect(screen.getByRole('button', { name: '重试' })).not.toHaveFocus();
  });

  it('takes the dropped focus again after a 重试 that fails again', () => {
    function Retrying() {
      const [state, setState] = useState<'error' | 'loading' | 'error again'>('error');
      return (
        <div>
          {state === 'loading' ? (
            <p>正在加载</p>
          ) : (
            <ErrorView key={state} error={new Error('boom')} onRetry={() => setState('loading')} />
          )}
          <button type="button" onClick={() => setState('error again')}>
            答复
          </button>
        </div>
      );
    }
    render(<Retrying />);
    const retry = screen.getByRole('button', { name: '重试' });
    retry.focus();
    act(() => retry.click());
    expect(document.activeElement).toBe(document.body);
    // The answer comes (a click in code, as a timer would: focus does not move).
    act(() => screen.getByRole('button', { name: '答复' }).click());
    expect(screen.getByRole('button', { name: '重试' })).toHaveFocus();
  });

  it('takes nothing while the user is on something else that is still there', () => {
    render(<input aria-label="搜索" />);
    const search = screen.getByRole('textbox', { name: '搜索' });
    search.focus();
    render(<ErrorView error={new Error('boom')} onRetry={() => undefined} />);
    expect(search).toHaveFocus();
  });
});
