// Owns asking the shopper to confirm a cancellation: what happens to the stock and to their money, then the call.
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
import type { Order } from '#web/entities/order/order-api.ts';
import { useCancelOrder } from '#web/features/account/api/cancel-order.ts';
import { moneyWords } from '#web/features/account/cancel-order-words.ts';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';

export type CancelOrderDialogProps = {
  order: Order;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes once the order is cancelled: its Cancel button is gone. */
  focusAfterCancel: RefObject<HTMLElement | null>;
};

export function CancelOrderDialog({ order, open, onOpenChange, focusAfterCancel }: CancelOrderDialogProps) {
  const cancel = useCancelOrder();
  const cancelled = useRef(false);
  const returnFocus = useReturnFocus({ fallback: focusAfterCancel, preferFallback: () => cancelled.current });
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        // No closing halfway through: the answer decides.
        if (!cancel.isPending) onOpenChange(next);
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
            Its items go back on sale. {moneyWords(order)} This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={cancel.isPending}>Keep the order</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={cancel.isPending}
            aria-busy={cancel.isPending}
            onClick={async (event) => {
              event.preventDefault();
              // The mutation toasts the answer either way (a 409 says why not); the dialog closes on either.
              const done = await cancel.mutateAsync(order._id).then(
                () => true,
                () => false,
              );
              cancelled.current = done;
              onOpenChange(false);
            }}
          >
            {cancel.isPending ? 'Cancelling…' : 'Cancel order'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
