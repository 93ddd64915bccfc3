import { TOAST_DURATION_MS } from '@/config/constants';
import { windowTimers, type Timers } from '@/lib/timers';

/** docs/toasts.md: the model is Element Plus's ElMessage. */
export type ToastType = 'success' | 'info' | 'warning' | 'error';

export interface ToastOptions {
  /** Milliseconds before it closes by itself; 0 keeps it until closed. */
  duration?: number;
  showClose?: boolean;
  /** Merge with an open toast of the same text, counting repeats. */
  grouping?: boolean;
  /** One button beside the text (重新登录); pressing it closes the toast. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  duration: number;
  showClose: boolean;
  grouping: boolean;
  /** How many times this text was raised while open (1 = once). */
  repeatNum: number;
  action?: ToastAction;
}

export interface ToastHandle {
  id: number;
  close(): void;
  /** New text for a toast still open (a countdown); nothing once it has closed. */
  update(message: string): void;
}

type Listener = () => void;

/**
 * The open toasts and their timers, independent of React so that the HTTP client can raise
 * toasts. The host component renders `snapshot()` and reports hover with pause/resume.
 */
export function createToastQueue(initialTimers: Timers = windowTimers) {
  let timers = initialTimers;
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const handles = new Map<number, number>();
  const listeners = new Set<Listener>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const stopTimer = (id: number) => {
    const handle = handles.get(id);
    if (handle !== undefined) {
      timers.clearTimeout(handle);
      handles.delete(id);
    }
  };

  const startTimer = (toast: Toast) => {
    stopTimer(toast.id);
    if (toast.duration > 0) {
      handles.set(
        toast.id,
        timers.setTimeout(() => close(toast.id), toast.duration),
      );
    }
  };

  function close(id: number): void {
    stopTimer(id);
    const before = toasts.length;
    toasts = toasts.filter((t) => t.id !== id);
    if (toasts.length !== before) emit();
  }

  function show(type: ToastType, message: string, options: ToastOptions = {}): ToastHandle {
    const text = String(message);
    const grouping = options.grouping ?? false;
    if (grouping) {
      // Element Plus joins any toast still shown with the same text, however it was opened (§5).
      const open = toasts.find((t) => t.message === text);
      if (open) {
        // A repeat restarts the timer and takes the newest type (ElMessage).
        const updated: Toast = {
          ...open,
          type,
          repeatNum: open.repeatNum + 1,
          duration: options.duration ?? open.duration,
          showClose: options.showClose ?? open.showClose,
        };
        toasts = toasts.map((t) => (t.id === open.id ? updated : t));
        startTimer(updated);
        emit();
        return handleFor(open.id);
      }
    }
    const toast: Toast = {
      id: nextId++,
      type,
      message: text,
      duration: Math.max(0, options.duration ?? TOAST_DURATION_MS),
      showClose: options.showClose ?? false,
      grouping,
      repeatNum: 1,
      ...(options.action ? { action: options.action } : {}),
    };
    toasts = [...toasts, toast];
    startTimer(toast);
    emit();
    return handleFor(toast.id);
  }

  function handleFor(id: number): ToastHandle {
    return {
      id,
      close: () => close(id),
      update: (message) => {
        if (!toasts.some((t) => t.id === id)) return;
        toasts = toasts.map((t) => (t.id === id ? { ...t, message: String(message) } : t));
        emit();
      },
    };
  }

  return {
    show,
    close,
    closeAll(): void {
      for (const id of handles.keys()) stopTimer(id);
      if (toasts.length > 0) {
        toasts = [];
        emit();
      }
    },
    /** Hover: the toast stays while the pointer is on it. */
    pause(id: number): void {
      stopTimer(id);
    },
    /** Leaving restarts the full duration. */
    resume(id: number): void {
      const toast = toasts.find((t) => t.id === id);
      if (toast) startTimer(toast);
    },
    /** Stories drive toast lifetimes by hand, so a screenshot never races a closing toast. */
    useTimers(next: Timers): void {
      for (const id of [...handles.keys()]) stopTimer(id);
      timers = next;
      for (const toast of toasts) startTimer(toast);
    },
    snapshot(): readonly Toast[] {
      return toasts;
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastQueue = ReturnType<typeof createToastQueue>;
