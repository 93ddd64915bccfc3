import {
  createToastQueue,
  type ToastOptions,
  type ToastQueue,
  type ToastHandle,
} from './toastQueue';

/** The one queue the app's toast host renders. */
export const toastQueue: ToastQueue = createToastQueue();

/** `toast.error('网络超时')`: callable from anywhere, React or not (docs/toasts.md). */
export const toast = {
  success: (message: string, options?: ToastOptions): ToastHandle =>
    toastQueue.show('success', message, options),
  info: (message: string, options?: ToastOptions): ToastHandle =>
    toastQueue.show('info', message, options),
  warning: (message: string, options?: ToastOptions): ToastHandle =>
    toastQueue.show('warning', message, options),
  error: (message: string, options?: ToastOptions): ToastHandle =>
    toastQueue.show('error', message, options),
  closeAll: (): void => toastQueue.closeAll(),
};
