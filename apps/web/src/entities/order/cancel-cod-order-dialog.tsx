// Owns asking before a Cash on Delivery order that waits for its confirmation is cancelled instead: nothing was paid,
// and its items go back on sale.
import { useRef, type RefObject } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#web/components/ui/alert-dialog.tsx';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';

export type CancelCodOrderDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Cancels the order; resolves whether it was (the caller has said why not). */
  onCancel: () => Promise<boolean>;
  pending: boolean;
  /** Where focus goes once the order is cancelled: the button that opened this is gone. */
  focusAfterCancel?: RefObject<HTMLElement | null> | undefined;
};

export function CancelCodOrderDialog({
  open,
  onOpenChange,
  onCancel,
  pending,
  focusAfterCancel,
}: CancelCodOrderDialogProps) {
  const cancelled = useRef(false);
  const returnFocus = useReturnFocus({ fallback: focusAfterCancel, preferFallback: () => cancelled.current });
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        // No closing halfway through: the answer decides.
        if (!pending) onOpenChange(next);
      }}
    >
      <AlertDialogContent
        onOpenAutoFocus={() => {
          cancelled.current = false;
          returnFocus.onOpenAutoFocus();
        }}
        onCloseAutoFocus={returnFocus.onCloseAutoFocus}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel this order?</AlertDialogTitle>
          <AlertDialogDescription>
            Its items go back on sale. You have not paid yet (Cash on Delivery), so there is nothing to refund. This
            cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Keep the order</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={pending}
            aria-busy={pending}
            onClick={async (event) => {
              event.preventDefault();
              cancelled.current = await onCancel();
              onOpenChange(false);
            }}
          >
            {pending ? 'Cancelling…' : 'Cancel order'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
