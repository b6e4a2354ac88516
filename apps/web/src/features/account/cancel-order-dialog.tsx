// Owns asking the shopper to confirm a cancellation: what happens to the stock and to their money (the shared
// ConfirmDialog with those words), then the call.
import type { RefObject } from 'react';
import { ConfirmDialog, succeeded } from '#web/components/ui/confirm-dialog.tsx';
import type { Order } from '#web/entities/order/order-api.ts';
import { useCancelOrder } from '#web/features/account/api/cancel-order.ts';
import { moneyWords } from '#web/features/account/cancel-order-words.ts';

export type CancelOrderDialogProps = {
  order: Order;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes once the order is cancelled: its Cancel button is gone. */
  focusAfterCancel: RefObject<HTMLElement | null>;
};

export function CancelOrderDialog({ order, open, onOpenChange, focusAfterCancel }: CancelOrderDialogProps) {
  const cancel = useCancelOrder();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cancel this order?"
      description={`Its items go back on sale. ${moneyWords(order)} This cannot be undone.`}
      // The mutation toasts the answer either way (a 409 says why not); the dialog closes on either.
      onConfirm={() => succeeded(cancel.mutateAsync(order._id))}
      pending={cancel.isPending}
      actionLabel="Cancel order"
      pendingLabel="Cancelling…"
      cancelLabel="Keep the order"
      focusAfterDone={focusAfterCancel}
      closeWhenRefused
    />
  );
}
