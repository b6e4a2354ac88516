// Owns the toast now showing: a store outside React, so plain functions (an API error handler, a mutation callback)
// can raise toasts, read by the Toaster (toast.tsx) and the view it loads (toast-view.tsx).
import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export type ToastOptions = {
  /** Server messages are shown as the title (SPEC §8). */
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; the spec's 5000 unless given. */
  duration?: number;
};

export type ToastState = ToastOptions & { id: number; open: boolean };

/*
 * The spec shows one toast at a time, so the store holds a single slot: a new toast replaces the old one.
 * It lives outside React so that plain functions (an API error handler, a mutation callback) can raise toasts.
 */
let current: ToastState | null = null;
let lastId = 0;
const listeners = new Set<() => void>();

function setCurrent(next: ToastState | null) {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => current;

/** Shows a toast, replacing any toast on screen. `toast('Saved')` or `toast({ title, variant: 'destructive' })`. */
export function toast(options: ToastOptions | string): { id: number; dismiss: () => void } {
  const id = ++lastId;
  setCurrent({ ...(typeof options === 'string' ? { title: options } : options), id, open: true });
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes the toast with this id (or whatever toast is showing); a toast already replaced is left alone. */
export function dismissToast(id?: number) {
  if (current && current.open && (id === undefined || current.id === id)) setCurrent({ ...current, open: false });
}

/** For components: the toast functions plus the toast now showing (null when none was ever shown). */
export function useToast() {
  const showing = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toast, dismiss: dismissToast, current: showing };
}
