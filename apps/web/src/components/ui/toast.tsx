// Owns the shop's notifications: a `toast()` anyone can call, and the one Radix Toast that shows it.
import { LIMITS } from '@shop/contract/shop';
import { cva } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { cn } from '#web/lib/class-names.ts';

export type ToastVariant = 'default' | 'destructive';

export type ToastOptions = {
  /** Server messages are shown as the title (SPEC §8). */
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; the spec's 5000 unless given. */
  duration?: number;
};

type ToastState = ToastOptions & { id: number; open: boolean };

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

const toastVariants = cva(
  'pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-md border p-4 pr-10 shadow-lg data-[state=open]:animate-fade-in data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none',
  {
    variants: {
      variant: {
        default: 'border-border bg-background text-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/** Mount once, near the root. Swipe right or press Escape to dismiss; F8 jumps to the notification region. */
export function Toaster() {
  const { current: showing } = useToast();
  const variant = showing?.variant ?? 'default';
  return (
    <ToastPrimitive.Provider duration={LIMITS.toastDurationMs} swipeThreshold={50} swipeDirection="right">
      {showing && (
        <ToastPrimitive.Root
          // A new id remounts the toast, which restarts its timer and its screen-reader announcement.
          key={showing.id}
          open={showing.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(showing.id);
          }}
          {...(showing.duration ? { duration: showing.duration } : {})}
          // Failures interrupt a screen reader; confirmations wait their turn.
          type={variant === 'destructive' ? 'foreground' : 'background'}
          className={toastVariants({ variant })}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{showing.title}</ToastPrimitive.Title>
            {showing.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {showing.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className={cn(
              'absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md opacity-80 hover:opacity-100',
              variant === 'destructive' ? 'focus-visible:outline-white' : '',
            )}
          >
            <XIcon className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:right-2 sm:bottom-2"
      />
    </ToastPrimitive.Provider>
  );
}
