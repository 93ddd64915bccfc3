import { render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { AppThemeProvider } from '@/components/theme/AppThemeProvider';

describe('DateRangeFields', () => {
  it('holds each field’s place while the pickers’ code loads, then shows both pickers', async () => {
    // A fresh copy of the modules: an earlier test in this worker may have loaded the pickers,
    // and a lazy part whose code is in renders it at once.
    vi.resetModules();
    const { DateRangeFields } = await import('./DateRangeFields');
    render(
      <AppThemeProvider>
        <DateRangeFields
          value={{ from: dayjs('2026-09-01'), to: null }}
          onChange={() => undefined}
          referenceDate={dayjs('2026-09-07')}
        />
      </AppThemeProvider>,
    );
    // The first render: the quick ranges work, each field is a placeholder of its size.
    expect(screen.getAllByTestId('date-field-placeholder')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '本周' })).toBeEnabled();
    expect(screen.queryByRole('group', { name: '开始日期' })).toBeNull();
    // Then the pickers, in place of their placeholders.
    await screen.findByRole('group', { name: '开始日期' });
    expect(screen.getByRole('group', { name: '结束日期' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('date-field-placeholder')).toHaveLength(0);
  });
});
