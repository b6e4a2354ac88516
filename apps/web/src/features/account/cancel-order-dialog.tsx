// Owns asking the shopper to confirm a cancellation: what happens to the stock and to their money, then the call.
import { formatRupees } from '@shop/contract/money';
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
import { paymentMethodLabel } from '#web/components/order-status-badge.tsx';
import type { Order } from '#web/entities/order/order-api.ts';
import { useCancelOrder } from '#web/features/account/api/cancel-order.ts';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';

export type CancelOrderDialogProps = {
  order: Order;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes once the order is cancelled: its Cancel button is gone. */
  focusAfterCancel: RefObject<HTMLElement | null>;
};

/** What goes back: what the server says is still refundable; nothing for unpaid COD or a payment never made. */
function moneyWords(order: Order): string {
  if (order.refundable_amount > 0) {
    return `The full ${formatRupees(order.refundable_amount)} is refunded to the way you paid (${paymentMethodLabel(order.payment_method)}) within 5 days.`;
  }
  if (order.payment_status === 'paid' || order.payment_status === 'partially_refunded') {
    return 'What you paid is already being refunded.';
  }
  if (order.payment_method === 'COD') return 'You have not paid yet (Cash on Delivery), so there is nothing to refund.';
  return 'Nothing was paid for it, so there is nothing to refund.';
}

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
