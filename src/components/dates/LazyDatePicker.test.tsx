import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppThemeProvider } from '@/components/theme/AppThemeProvider';

describe('LazyDatePicker', () => {
  it('mounts the picker once the screen’s commit has painted, even when its code is in', async () => {
    vi.resetModules();
    const { LazyDatePicker } = await import('./LazyDatePicker');
    // A first picker brings its code in, as a returning visit with the assets cached has it.
    const warmUp = render(
      <AppThemeProvider>
        <LazyDatePicker label="预热" value={null} onChange={() => undefined} />
      </AppThemeProvider>,
    );
    await screen.findByRole('group', { name: '预热' });
    warmUp.unmount();

    const commits: string[] = [];
    render(
      <AppThemeProvider>
        <Profiler id="screen" onRender={(_id, phase) => commits.push(phase)}>
          <LazyDatePicker label="开始日期" value={null} onChange={() => undefined} />
        </Profiler>
      </AppThemeProvider>,
    );
    // The screen's own commit holds the field's place only: the picker's mount (MUI X reads the
    // document's selection, then updates itself from a layout effect) does not lay out again
    // the page it is committed with.
    expect(commits).toEqual(['mount']);
    expect(screen.getByTestId('date-field-placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '开始日期' })).toBeNull();
    // After the next frame, the picker in its place.
    await screen.findByRole('group', { name: '开始日期' });
    expect(screen.queryByTestId('date-field-placeholder')).toBeNull();
  });
});
