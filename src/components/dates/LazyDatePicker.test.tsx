import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { AppThemeProvider } from '@/components/theme/AppThemeProvider';
import { LazyDatePicker } from './LazyDatePicker';

function renderField(props: Partial<Parameters<typeof LazyDatePicker>[0]> = {}) {
  const onChange = vi.fn();
  render(
    <AppThemeProvider>
      <button type="button">之前</button>
      <LazyDatePicker label="开始日期" value={null} onChange={onChange} {...props} />
    </AppThemeProvider>,
  );
  return { onChange };
}

/** A few frames and tasks: what a picker mounted on its own would have had. */
const settle = () => act(() => new Promise((done) => setTimeout(done, 50)));

describe('LazyDatePicker', () => {
  it('is a stand-in field until the visitor comes to it: no MUI X picker mounts on its own', async () => {
    renderField({ value: dayjs('2026-09-15'), error: '结束日期不能早于开始日期' });
    await settle();
    const standIn = screen.getByRole('textbox', { name: '开始日期' });
    expect(standIn).toHaveValue('2026/09/15');
    expect(screen.getByText('结束日期不能早于开始日期')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: '选择日期，已选择2026年9月15日' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '开始日期' })).toBeNull();
  });

  it('empty, reads 年/月/日', () => {
    renderField();
    expect(screen.getByRole('textbox', { name: '开始日期' })).toHaveAttribute(
      'placeholder',
      '年/月/日',
    );
    expect(screen.getByRole('button', { name: '选择日期' })).toBeInTheDocument();
  });

  it('gives way to the picker when it gets the focus, and hands the focus on to its first section', async () => {
    renderField();
    act(() => screen.getByRole('textbox', { name: '开始日期' }).focus());
    const field = await screen.findByRole('group', { name: '开始日期' });
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('年份'));
    expect(field).toContainElement(document.activeElement as HTMLElement);
    expect(screen.queryByRole('textbox', { name: '开始日期' })).toBeNull();
  });

  it('gives way to the picker, without taking the focus, when a pointer comes over it', async () => {
    renderField();
    const before = screen.getByRole('button', { name: '之前' });
    before.focus();
    fireEvent.pointerEnter(screen.getByRole('textbox', { name: '开始日期' }));
    await screen.findByRole('group', { name: '开始日期' });
    await settle();
    expect(before).toHaveFocus();
  });

  it('opens the picker when its 选择日期 is pressed', async () => {
    renderField();
    fireEvent.click(screen.getByRole('button', { name: '选择日期' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('2026年');
  });

  it('clears its date with 清除 without the picker', async () => {
    const { onChange } = renderField({ value: dayjs('2026-09-15') });
    fireEvent.click(screen.getByTitle('清除'));
    expect(onChange).toHaveBeenCalledWith(null);
    await settle();
    expect(screen.queryByRole('group', { name: '开始日期' })).toBeNull();
  });
});

describe('LazyDatePicker, the focus moving on before the picker is in', () => {
  it('leaves the focus where the visitor took it', async () => {
    renderField();
    const standIn = screen.getByRole('textbox', { name: '开始日期' });
    const choose = screen.getByRole('button', { name: '选择日期' });
    // Tab, then Tab again at once: the second lands on 选择日期 before the picker is in.
    act(() => {
      standIn.focus();
      choose.focus();
    });
    await screen.findByRole('group', { name: '开始日期' });
    await settle();
    expect(document.activeElement).not.toHaveAccessibleName('年份');
    expect(document.activeElement).toHaveAccessibleName('选择日期');
  });
});
