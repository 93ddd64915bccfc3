import { act, fireEvent, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppThemeProvider } from '@/components/theme/AppThemeProvider';
import { DateRangeFields } from './DateRangeFields';
import type { DateRange } from './dateRange';

function Range() {
  const [range, setRange] = useState<DateRange>({ from: dayjs('2026-09-10'), to: null });
  return <DateRangeFields value={range} onChange={setRange} referenceDate={dayjs('2026-09-07')} />;
}

describe('DateRangeFields', () => {
  it('fills both stand-ins from a quick range, with no picker mounted', async () => {
    render(
      <AppThemeProvider>
        <Range />
      </AppThemeProvider>,
    );
    expect(screen.getByRole('textbox', { name: '开始日期' })).toHaveValue('2026/09/10');
    expect(screen.getByRole('textbox', { name: '结束日期' })).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: '本月' }));
    expect(screen.getByRole('textbox', { name: '开始日期' })).toHaveValue('2026/09/01');
    expect(screen.getByRole('textbox', { name: '结束日期' })).toHaveValue('2026/09/07');
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(screen.queryByRole('group', { name: '开始日期' })).toBeNull();
    expect(screen.queryByRole('group', { name: '结束日期' })).toBeNull();
  });

  it('puts each message under the field it is about', () => {
    render(
      <AppThemeProvider>
        <DateRangeFields
          value={{ from: dayjs(Number.NaN), to: dayjs('2026-09-07') }}
          onChange={() => undefined}
        />
        <DateRangeFields
          value={{ from: dayjs('2026-09-10'), to: dayjs('2026-09-07') }}
          onChange={() => undefined}
        />
      </AppThemeProvider>,
    );
    const [invalidStart, lateStart] = screen.getAllByRole('textbox', { name: '开始日期' });
    const [fineEnd, earlyEnd] = screen.getAllByRole('textbox', { name: '结束日期' });
    expect(invalidStart).toHaveAccessibleDescription('开始日期无效');
    expect(invalidStart).toHaveValue('');
    expect(fineEnd).not.toHaveAttribute('aria-invalid', 'true');
    expect(lateStart).not.toHaveAttribute('aria-invalid', 'true');
    expect(earlyEnd).toHaveAccessibleDescription('结束日期不能早于开始日期');
  });

  it('swaps only the field the visitor comes to', async () => {
    render(
      <AppThemeProvider>
        <Range />
      </AppThemeProvider>,
    );
    act(() => screen.getByRole('textbox', { name: '结束日期' }).focus());
    await screen.findByRole('group', { name: '结束日期' });
    expect(screen.getByRole('textbox', { name: '开始日期' })).toBeInTheDocument();
  });
});
