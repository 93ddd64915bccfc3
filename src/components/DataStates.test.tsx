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

  it('takes nothing while the user is on something else that is still there', () => {
    render(<input aria-label="搜索" />);
    const search = screen.getByRole('textbox', { name: '搜索' });
    search.focus();
    render(<ErrorView error={new Error('boom')} onRetry={() => undefined} />);
    expect(search).toHaveFocus();
  });
});
