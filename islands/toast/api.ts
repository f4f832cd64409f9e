/**
 * Raising a notification from any island: `toast({ title, description })`,
 * or from any script: `window.dispatchEvent(new CustomEvent('toast', { detail }))`.
 * The site-wide Toaster island shows it; a toast raised before the Toaster
 * has started waits for it.
 */

export interface ToastInput {
  title: string;
  description?: string;
  /** 'destructive' for errors: shown in red and announced at once. */
  variant?: 'default' | 'destructive';
  /** Milliseconds before it closes itself; 5000 unless given. */
  duration?: number;
  /** An optional button in the toast; the toast closes when it is pressed. */
  action?: { label: string; onClick: () => void };
}

export const TOAST_EVENT = 'toast';
export const DEFAULT_DURATION = 5000;

declare global {
  interface WindowEventMap {
    toast: CustomEvent<ToastInput>;
  }
  interface Window {
    /** Toasts raised before the Toaster listened; it takes them when it starts. */
    pendingToasts?: ToastInput[];
    toasterReady?: boolean;
  }
}

export function toast(input: ToastInput): void {
  if (window.toasterReady) window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: input }));
  // biome-ignore lint/suspicious/noAssignInExpressions: the queue, made by the first toast shown before the toaster runs
  else (window.pendingToasts ??= []).push(input);
}
