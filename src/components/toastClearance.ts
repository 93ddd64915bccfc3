import { useCallback } from 'react';

/**
 * The bars toasts open below (docs/toasts.md "Below the header"): the app's sticky header, and
 * on a phone a full-screen dialog's title row, which covers that header. Both sit at the top of
 * the screen; each keeps its CSS variable on the root equal to its height while it is shown, and
 * ToastHost starts below the taller, so a toast never covers the bell, the user menu or a
 * dialog's title. The height, not the bottom edge: the header's first measure comes while the
 * prerendered page is still above it (ReplacesFirstView removes it after the app's effects).
 */
export const TOAST_CLEARANCE = {
  header: '--app-header-height',
  dialogTitle: '--dialog-title-height',
} as const;

export type ToastClearance = keyof typeof TOAST_CLEARANCE;

/** ToastHost's `top`: below the taller bar that is shown, then `offset` px. */
export function toastTop(offset: number): string {
  const { header, dialogTitle } = TOAST_CLEARANCE;
  return `calc(max(var(${header}, 0px), var(${dialogTitle}, 0px)) + ${offset}px)`;
}

/**
 * Keeps the bar's variable equal to its height while it is mounted and `active`. A callback
 * ref, as a dialog's title mounts a render after the dialog itself (MUI's portal), when an
 * effect keyed on the dialog alone has already run. The ref does the work itself (React 19
 * calls the cleanup it returns) rather than put the element into state: that state, set in the
 * commit, re-rendered the header synchronously in the same task, and with it mounted the
 * header's controls whose code had arrived (the app's first commit on a returning visit,
 * docs/budgets.md).
 */
export function useToastClearance<T extends HTMLElement>(
  bar: ToastClearance,
  active = true,
): (node: T | null) => (() => void) | undefined {
  return useCallback(
    (element: T | null) => {
      if (!element || !active) return undefined;
      const variable = TOAST_CLEARANCE[bar];
      const root = document.documentElement;
      const write = (height: number) => root.style.setProperty(variable, `${height}px`);
      // The observer's first report comes after the browser's own layout, before the frame is
      // painted: measuring here instead forced a layout in the middle of the app's first commit
      // (5–13 ms of /login?code's 300, docs/budgets.md).
      if (typeof ResizeObserver === 'undefined') {
        write(element.getBoundingClientRect().height);
        return () => root.style.removeProperty(variable);
      }
      const observer = new ResizeObserver(([entry]) => {
        if (!entry) return;
        const box = entry.borderBoxSize?.[0];
        write(box ? box.blockSize : element.getBoundingClientRect().height);
      });
      observer.observe(element);
      return () => {
        observer.disconnect();
        root.style.removeProperty(variable);
      };
    },
    [bar, active],
  );
}
