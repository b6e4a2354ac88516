// Owns how a toast looks and behaves: Radix Toast with the spec's timing, swipe and F8, loaded with the first toast.
import { LIMITS } from '@shop/contract/shop';
import { cva } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { Portal, Toast as ToastPrimitive } from 'radix-ui';
import { useRef } from 'react';
import { cn } from '#web/lib/class-names.ts';
import { passEscapeToModal } from '#web/components/ui/dialog-escape.tsx';
import { dismissToast, type ToastState } from '#web/components/ui/toast-store.ts';

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

/** The toast on screen (or closing), in Radix Toast's live region. */
export function ToastView({ showing }: { showing: ToastState }) {
  const variant = showing.variant ?? 'default';
  const viewportRef = useRef<HTMLOListElement>(null);
  return (
    <ToastPrimitive.Provider duration={LIMITS.toastDurationMs} swipeThreshold={50} swipeDirection="right">
      <ToastPrimitive.Root
        // A new id remounts the toast, which restarts its timer and its screen-reader announcement.
        key={showing.id}
        open={showing.open}
        onOpenChange={(open) => {
          if (!open) dismissToast(showing.id);
        }}
        {...(showing.duration ? { duration: showing.duration } : {})}
        onEscapeKeyDown={(event) => {
          // Radix gives every Escape to the newest toast. One pressed in a modal, not in the toasts, is the modal's.
          const inToasts = event.target instanceof Node && viewportRef.current?.contains(event.target);
          if (!inToasts && passEscapeToModal(event)) event.preventDefault();
        }}
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
      {/*
        An open modal hides the rest of the page from assistive technology (aria-hidden on each of body's other
        children). In its own child of body, the toast is not under the app's root; and as a live region ("off": the
        toast's own announcement is made by Radix) it is one of the elements a modal leaves visible when it opens.
      */}
      <Portal.Root aria-live="off">
        <ToastPrimitive.Viewport
          ref={viewportRef}
          hotkey={['F8']}
          className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:right-2 sm:bottom-2"
        />
      </Portal.Root>
    </ToastPrimitive.Provider>
  );
}
