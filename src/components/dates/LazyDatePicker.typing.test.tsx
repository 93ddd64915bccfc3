import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The picker's code on a slow link: it arrives only when the test lets it. The module under test
 * is imported afresh, so its lazy picker has not loaded in another test of the run.
 */
let letCodeArrive: () => void = () => undefined;
/** Resolves once the picker's code, let through, has arrived in this test's modules. */
let codeSettled: () => Promise<void> = () => Promise.resolve();

beforeEach(() => {
  vi.resetModules();
  const arrived = new Promise<void>((done) => {
    letCodeArrive = done;
  });
  vi.doMock('./ChineseDatePicker', async () => {
    await arrived;
    return vi.importActual('./ChineseDatePicker');
  });
});

afterEach(async () => {
  letCodeArrive();
  // Arrived before the modules are reset, or it would arrive in the next test's registry, and
  // that test's picker would not wait.
  await codeSettled();
  vi.doUnmock('./ChineseDatePicker');
  vi.resetModules();
});

async function renderSlowField() {
  const { LazyDatePicker, TYPED_DATE_ERROR } = await import('./LazyDatePicker');
  const { AppThemeProvider } = await import('@/components/theme/AppThemeProvider');
  codeSettled = (await import('@/components/lazyComponent')).lazyCodeSettled;
  const changes: (string | null)[] = [];
  function Field() {
    const [value, setValue] = useState<Dayjs | null>(null);
    return (
      <>
        <LazyDatePicker
          label="开始日期"
          value={value}
          onChange={(day) => {
            changes.push(day ? day.format('YYYY-MM-DD') : null);
            setValue(day);
          }}
        />
        {/* As a quick range (本周) or the form's 清除 sets the field from outside. */}
        <button type="button" onClick={() => setValue(dayjs('2026-09-01'))}>
          定为 9月1日
        </button>
      </>
    );
  }
  render(
    <AppThemeProvider>
      <button type="button">之前</button>
      <Field />
      <button type="button">之后</button>
    </AppThemeProvider>,
  );
  const standIn = screen.getByRole('textbox', { name: '开始日期' });
  return { standIn, changes, TYPED_DATE_ERROR, user: userEvent.setup() };
}

/** Gives the picker's code and lets React swap it in. */
const codeArrives = () =>
  act(async () => {
    letCodeArrive();
    await new Promise((done) => setTimeout(done, 50));
  });

describe('LazyDatePicker, keys typed before the picker is in', () => {
  it('keeps eight digits as the date, and the picker shows it with the focus', async () => {
    const { standIn, changes, user } = await renderSlowField();
    await user.click(standIn);
    await user.keyboard('2026');
    expect(standIn).toHaveValue('2026');
    await user.keyboard('0915');
    expect(changes).toEqual(['2026-09-15']);
    expect(standIn).toHaveValue('2026/09/15');
    // No picker yet: the stand-in held every key.
    expect(screen.queryByRole('group', { name: '开始日期' })).toBeNull();

    await codeArrives();
    const field = await screen.findByRole('group', { name: '开始日期' });
    expect(screen.getByRole('button', { name: '选择日期，已选择2026年9月15日' })).toBeVisible();
    await waitFor(() => expect(field).toContainElement(document.activeElement as HTMLElement));
  });

  it('reads 2026/9/5 when Enter is pressed, and the picker waits for it', async () => {
    const { standIn, changes, user } = await renderSlowField();
    await user.click(standIn);
    await user.keyboard('2026/9/5');
    await codeArrives();
    // Half a date is not the picker's to take: the stand-in stays with what was typed.
    expect(screen.queryByRole('group', { name: '开始日期' })).toBeNull();
    expect(standIn).toHaveValue('2026/9/5');
    expect(changes).toEqual([]);
    await user.keyboard('{Enter}');
    expect(changes).toEqual(['2026-09-05']);
    expect(await screen.findByRole('group', { name: '开始日期' })).toBeInTheDocument();
  });

  it('says what it wants when what was typed is no date, and keeps it to be mended', async () => {
    const { standIn, changes, TYPED_DATE_ERROR, user } = await renderSlowField();
    await user.click(standIn);
    await user.keyboard('2026/13/1');
    await user.tab();
    // The form is told the field holds no date (an invalid date, as MUI X's field reports it),
    // so its 查询 cannot apply the date the field had before; the field keeps the text.
    expect(changes).toEqual(['Invalid Date']);
    expect(screen.getByText(TYPED_DATE_ERROR)).toBeInTheDocument();
    expect(standIn).toHaveValue('2026/13/1');
    expect(standIn).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: '选择日期' })).toBeVisible();

    await user.click(standIn);
    await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}1/1');
    expect(screen.queryByText(TYPED_DATE_ERROR)).toBeNull();
    await user.tab();
    expect(changes).toEqual(['Invalid Date', '2026-01-01']);
    expect(standIn).toHaveValue('2026/01/01');
  });

  it('over a date it had, what is no date replaces it for the form, and is not shown as one', async () => {
    const { standIn, changes, TYPED_DATE_ERROR, user } = await renderSlowField();
    await user.click(standIn);
    await user.keyboard('20260915');
    await user.clear(standIn);
    await user.keyboard('2026/9/31');
    await user.tab();
    expect(changes).toEqual(['2026-09-15', 'Invalid Date']);
    expect(standIn).toHaveValue('2026/9/31');
    expect(screen.getByText(TYPED_DATE_ERROR)).toBeInTheDocument();
    // 选择日期 lets the picker in over the invalid date: the stand-in shows no "Invalid Date".
    await user.click(screen.getByRole('button', { name: '选择日期' }));
    expect(standIn).not.toHaveValue('Invalid Date');
    await codeArrives();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('emptied and left, the date is cleared', async () => {
    const { standIn, changes, user } = await renderSlowField();
    await user.click(standIn);
    await user.keyboard('20260915');
    expect(changes).toEqual(['2026-09-15']);
    await user.keyboard('{Backspace}');
    expect(standIn).toHaveValue('2026/09/1');
    await user.clear(standIn);
    await user.tab();
    expect(changes).toEqual(['2026-09-15', null]);
    expect(standIn).toHaveAttribute('placeholder', '年/月/日');
  });

  it('gives way to a date set from outside: a quick range replaces what was typed', async () => {
    const { standIn, TYPED_DATE_ERROR, user } = await renderSlowField();
    await user.click(standIn);
    await user.keyboard('2026/13/1');
    await user.tab();
    expect(screen.getByText(TYPED_DATE_ERROR)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '定为 9月1日' }));
    // The field shows the date the form will use, not the text it replaced.
    expect(standIn).toHaveValue('2026/09/01');
    expect(screen.queryByText(TYPED_DATE_ERROR)).toBeNull();
    await codeArrives();
    // The same stand-in, until the visitor comes back to it: then the picker, with that date.
    expect(standIn).toBeVisible();
    expect(standIn).toHaveValue('2026/09/01');
    await user.click(standIn);
    expect(await screen.findByRole('group', { name: '开始日期' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '选择日期，已选择2026年9月1日' })).toBeVisible();
  });

  it('opens the calendar when 选择日期 is pressed, whatever half a date was typed', async () => {
    const { standIn, changes, user } = await renderSlowField();
    await user.click(standIn);
    await user.keyboard('2026/1');
    await user.click(screen.getByRole('button', { name: '选择日期' }));
    await codeArrives();
    expect(await screen.findByRole('dialog')).toHaveTextContent('2026年');
    // Half a date is no date: nothing was set from it.
    expect(changes).toEqual([]);
  });

  it('reads nothing on the way when a finger presses 选择日期, whose pointer leaves before the focus moves', async () => {
    const { standIn, changes, user } = await renderSlowField();
    await user.click(standIn);
    await user.keyboard('2026/1');
    // A touch: the pointer's down, up and leave come first, the compatibility mouse events (which
    // move the focus) and the click after them.
    const open = screen.getByRole('button', { name: '选择日期' });
    fireEvent.pointerDown(open, { pointerType: 'touch' });
    fireEvent.pointerUp(open, { pointerType: 'touch' });
    fireEvent.pointerLeave(open, { pointerType: 'touch' });
    act(() => open.focus());
    fireEvent.click(open);
    expect(changes).toEqual([]);
    await codeArrives();
    expect(await screen.findByRole('dialog')).toHaveTextContent('2026年');
  });

  it('reads what was typed when the focus leaves after a press on 选择日期 came to nothing', async () => {
    const { standIn, changes, user } = await renderSlowField();
    await user.click(standIn);
    await user.keyboard('2026/1');
    // Pressed, then dragged off: no click. The text stays until the field is left again.
    const open = screen.getByRole('button', { name: '选择日期' });
    fireEvent.pointerDown(open);
    act(() => open.focus());
    expect(changes).toEqual([]);
    await user.click(standIn);
    await user.keyboard('1/5');
    await user.click(screen.getByRole('button', { name: '之后' }));
    expect(changes).toEqual(['2026-11-05']);
  });

  it('opens the calendar at a date typed whole when 选择日期 is pressed', async () => {
    const { standIn, changes, user } = await renderSlowField();
    await user.click(standIn);
    await user.keyboard('2026/11/5');
    await user.click(screen.getByRole('button', { name: '选择日期' }));
    expect(changes).toEqual(['2026-11-05']);
    await codeArrives();
    expect(await screen.findByRole('dialog')).toHaveTextContent('2026年11月');
  });
});
