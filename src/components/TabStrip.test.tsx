import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabStrip, tabPanelProps } from './TabStrip';

const TABS = [
  { value: 'profile', label: '个人资料' },
  { value: 'records', label: '学习记录' },
  { value: 'messages', label: '消息' },
] as const;

type Value = (typeof TABS)[number]['value'];

function Strip({ onChange }: { onChange?: (value: Value) => void }) {
  const [value, setValue] = useState<Value>('records');
  return (
    <TabStrip
      label="个人中心"
      idPrefix="uc"
      value={value}
      tabs={TABS}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
      phoneLayout="pairs"
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('TabStrip (WAI-ARIA tabs, activated by the user)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is a named tablist whose tabs name their panels, the selected one the only tab stop', () => {
    render(<Strip />);
    expect(screen.getByRole('tablist', { name: '个人中心' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '个人资料',
      '学习记录',
      '消息',
    ]);
    expect(tab('学习记录')).toHaveAttribute('aria-selected', 'true');
    expect(tab('个人资料')).toHaveAttribute('aria-selected', 'false');
    expect(tab('学习记录')).toHaveAttribute('aria-controls', 'uc-panel-records');
    expect(tab('学习记录').id).toBe('uc-tab-records');
    expect(tabPanelProps('uc', 'records')).toEqual({
      role: 'tabpanel',
      id: 'uc-panel-records',
      'aria-labelledby': 'uc-tab-records',
    });
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('moves the focus with the arrow keys (round the ends), Home and End, and selects on Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Strip onChange={onChange} />);
    await user.tab();
    expect(tab('学习记录')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('消息')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('个人资料')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('消息')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('个人资料')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('消息')).toHaveFocus();
    // Moving the focus chooses nothing.
    expect(onChange).not.toHaveBeenCalled();
    expect(tab('学习记录')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('messages');
    expect(tab('消息')).toHaveAttribute('aria-selected', 'true');
    expect(tab('消息')).toHaveFocus();
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('chooses a tab on a click, and the selected tab again is no change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Strip onChange={onChange} />);
    await user.click(tab('学习记录'));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(tab('个人资料'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('profile');
  });

  it('mounts in one commit and measures nothing: no layout forced while the page first renders', () => {
    // MUI's Tabs, which this replaces, measured the row for its indicator and re-rendered it
    // from layout effects in the same task: a user centre's first commit paid for both.
    const measured = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    const commits: string[] = [];
    render(
      <Profiler id="strip" onRender={(_id, phase) => commits.push(phase)}>
        <Strip />
      </Profiler>,
    );
    expect(commits).toEqual(['mount']);
    expect(measured).not.toHaveBeenCalled();
  });
});
