import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOAST_CLEARANCE, toastTop, useToastClearance } from './toastClearance';

function Bar({ active }: { active: boolean }) {
  const ref = useToastClearance<HTMLDivElement>('dialogTitle', active);
  return <div ref={ref}>标题</div>;
}

const variable = () => document.documentElement.style.getPropertyValue(TOAST_CLEARANCE.dialogTitle);

describe('toast clearance', () => {
  it('starts toasts below the lower of the header and a dialog title', () => {
    expect(toastTop(16)).toBe(
      'calc(max(var(--app-header-height, 0px), var(--dialog-title-height, 0px)) + 16px)',
    );
  });

  it('holds the bar’s bottom edge only while the bar is shown and active', () => {
    const { rerender, unmount } = render(<Bar active={false} />);
    expect(variable()).toBe('');
    rerender(<Bar active />);
    expect(variable()).toMatch(/^\d+(\.\d+)?px$/);
    rerender(<Bar active={false} />);
    expect(variable()).toBe('');
    rerender(<Bar active />);
    unmount();
    expect(variable()).toBe('');
  });
});
