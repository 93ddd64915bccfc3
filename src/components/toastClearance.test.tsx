import { render } from '@testing-library/react';
import { act, Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A ResizeObserver whose reports the test sends, as the browser does after its layout. */
  function observeByHand() {
    const reports: ((height: number) => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observing: Element[] = [];
        constructor(callback: ResizeObserverCallback) {
          reports.push((height) => {
            // A disconnected observer reports nothing, as in a browser.
            if (this.observing.length === 0) return;
            const entries = this.observing.map(
              (target) =>
                ({
                  target,
                  borderBoxSize: [{ blockSize: height, inlineSize: 0 }],
                }) as unknown as ResizeObserverEntry,
            );
            callback(entries, this as unknown as ResizeObserver);
          });
        }
        observe(target: Element) {
          this.observing.push(target);
        }
        disconnect() {
          this.observing.length = 0;
        }
      },
    );
    return (height: number) => act(() => reports.forEach((report) => report(height)));
  }

  it('holds the bar’s height, as the browser reports it after layout, only while the bar is shown and active', () => {
    const report = observeByHand();
    const { rerender, unmount } = render(<Bar active={false} />);
    report(40);
    expect(variable()).toBe('');
    rerender(<Bar active />);
    // Nothing is measured in the commit itself (a forced layout): the first report writes it.
    expect(variable()).toBe('');
    report(72);
    expect(variable()).toBe('72px');
    report(96);
    expect(variable()).toBe('96px');
    rerender(<Bar active={false} />);
    expect(variable()).toBe('');
    report(50);
    expect(variable()).toBe('');
    rerender(<Bar active />);
    report(64);
    expect(variable()).toBe('64px');
    unmount();
    expect(variable()).toBe('');
  });

  it('measures once in the commit where there is no ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const { unmount } = render(<Bar active />);
    expect(variable()).toMatch(/^\d+(\.\d+)?px$/);
    unmount();
    expect(variable()).toBe('');
  });

  it('re-renders nothing when its bar mounts: the bar’s parent (the header) commits once', () => {
    observeByHand();
    function Header() {
      const ref = useToastClearance<HTMLElement>('header');
      return <header ref={ref}>智慧学习平台</header>;
    }
    const commits: string[] = [];
    const { unmount } = render(
      <Profiler id="header" onRender={(_id, phase) => commits.push(phase)}>
        <Header />
      </Profiler>,
    );
    expect(commits).toEqual(['mount']);
    unmount();
  });
});
