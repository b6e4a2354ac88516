// Owns the 'Order Details' dialog the app opens: the order's details (order-details.tsx) over the page, closed back to
// the View Details button that opened it (SPEC §2 account).
import { formatDate } from '@shop/contract/money';
import { useRef } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useOrderDetails, type Order } from '#web/entities/order/order-api.ts';
import { OrderDetails } from '#web/features/account/order-details.tsx';

export type OrderDetailsDialogProps = {
  /** The order to show, or null when the dialog is closed. */
  orderId: string | null;
  /** The order's row in the history, shown while the full order loads. */
  fromList: Order | undefined;
  /** Closing clears the selected order (SPEC §2). */
  onClose: () => void;
  /** Where focus goes back to on close: the View Details button that opened it. */
  returnFocusTo: () => HTMLElement | null;
  /** Shows another of the shopper's orders instead (an exchange's replacement order). */
  onOpenOrder: (orderId: string) => void;
};

export function OrderDetailsDialog({
  orderId,
  fromList,
  onClose,
  returnFocusTo,
  onOpenOrder,
}: OrderDetailsDialogProps) {
  const { data: order, isError } = useOrderDetails(orderId, fromList);
  const title = useRef<HTMLHeadingElement>(null);
  return (
    <Dialog open={orderId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-xl"
        onCloseAutoFocus={(event) => {
          // Opened from state rather than a Radix trigger, so Radix would not know where focus came from.
          event.preventDefault();
          returnFocusTo()?.focus();
        }}
      >
        <DialogHeader>
          {/* Focusable so that focus has somewhere to land when an action removes the button that was pressed. */}
          <DialogTitle ref={title} tabIndex={-1} className="focus-visible:outline-none">
            Order Details
          </DialogTitle>
          <DialogDescription>Placed on {order ? formatDate(order.created_at) : '…'}</DialogDescription>
        </DialogHeader>
        {order ? (
          <OrderDetails
            order={order}
            focusAfter={title}
            onOpenOrder={(id) => {
              onOpenOrder(id);
              title.current?.focus();
            }}
          />
        ) : isError ? (
          <p className="text-sm">We couldn't load this order. Please try again.</p>
        ) : (
          <Skeleton role="status" aria-label="Loading the order" className="h-72" />
        )}
      </DialogContent>
    </Dialog>
  );
}
