import { emit } from '../events/event-bus';

export type ToastType = 'error' | 'success' | 'warning' | 'info';
export type ToastPosition = 'top-right' | 'top-left' | 'bottom-left' | 'bottom-right' | 'top-center' | 'bottom-center';

export interface ToastMessage {
  type: ToastType;
  summary: string;
  detail: string;
  /** Top right unless given. */
  position?: ToastPosition;
  /** Milliseconds; 4000 unless given. */
  duration?: number;
  /** Stays until closed. */
  sticky?: boolean;
  /** A link in the toast, e.g. { label: 'Log in', to: '/login?returnTo=…' }. */
  link?: { label: string; to: string };
}

export const DEFAULT_TOAST_DURATION = 4000;
export const DEFAULT_TOAST_POSITION: ToastPosition = 'top-right';

/** Shows a toast; the shell renders it. */
export function showToast(message: ToastMessage): void {
  emit('toast:show', message);
}

type Options = Pick<ToastMessage, 'position' | 'duration' | 'sticky' | 'link'>;

export const toast = {
  success: (summary: string, detail: string, options?: Options) => showToast({ type: 'success', summary, detail, ...options }),
  error: (summary: string, detail: string, options?: Options) => showToast({ type: 'error', summary, detail, ...options }),
  warning: (summary: string, detail: string, options?: Options) => showToast({ type: 'warning', summary, detail, ...options }),
  info: (summary: string, detail: string, options?: Options) => showToast({ type: 'info', summary, detail, ...options }),
};
