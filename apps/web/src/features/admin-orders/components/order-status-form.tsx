// Owns the staff's changes in the Order Details dialog: a status, in any order (DESIGN), and a COD order's cash;
// rejecting a paid order asks whether to refund it too.
import { zodResolver } from '@hookform/resolvers/zod';
import { formatRupees } from '@shop/contract/money';
import { updateOrderStatusBody, type Order } from '@shop/contract/orders';
import { ADMIN_ORDER_STATUSES } from '@shop/contract/shop';
import { useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
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
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { useUpdateOrderStatus, type AdminOrderStatus } from '#web/features/admin-orders/api/update-order-status.ts';
import { orderStatusLabel } from '#web/components/order-status-badge.tsx';
import { useRefundOrder } from '#web/features/admin-orders/api/refund-order.ts';
import { refundableRest } from '#web/features/admin-orders/components/refundable.ts';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';

/** The reason a refund made with a rejection carries. */
export const REJECTED_REASON = 'Order rejected';

type StatusFormValues = { orderStatus: string };

const isAdminStatus = (status: string): status is AdminOrderStatus =>
  (ADMIN_ORDER_STATUSES as readonly string[]).includes(status);

/* The field holds '' until a status is chosen (a 'confirmed' order starts there); the contract refuses '' in its words. */
const resolver = zodResolver(updateOrderStatusBody) as unknown as Resolver<
  StatusFormValues,
  unknown,
  { orderStatus: AdminOrderStatus }
>;

/** Only a Cash on Delivery order still unpaid can come back to the shop ("returned to origin"). */
const canBeReturned = (order: Order) => order.payment_method === 'COD' && order.payment_status !== 'paid';

/** The courier's cash reached the shop: a COD order still waiting for it, and still on its way or delivered. */
const awaitsCash = (order: Order) =>
  order.payment_method === 'COD' &&
  order.payment_status === 'pending' &&
  order.order_status !== 'returned' &&
  order.order_status !== 'rejected';

export type OrderStatusFormProps = {
  order: Order;
  /** Opens the Refund dialog with this reason (a Cash on Delivery refund needs staff's transfer reference). */
  onRefund: (reason: string) => void;
};

export function OrderStatusForm({ order, onRefund }: OrderStatusFormProps) {
  const updateStatus = useUpdateOrderStatus();
  const refund = useRefundOrder();
  /* Asking whether to refund a paid order being rejected; the key is made when the question opens, so "Reject and
     refund" pressed twice, or after a lost answer, is still one refund. */
  const [rejecting, setRejecting] = useState<{ idempotencyKey: string } | null>(null);
  const confirmFocus = useReturnFocus();
  // Once the Refund dialog takes over, focus is its business, not this question's.
  const handedOn = useRef(false);
  const rest = refundableRest(order);
  const form = useForm<StatusFormValues, unknown, { orderStatus: AdminOrderStatus }>({
    resolver,
    // Follows the status the server holds, so after a change (or a colleague's) the select shows it.
    values: { orderStatus: isAdminStatus(order.order_status) ? order.order_status : '' },
  });
  const chosen = useWatch({ control: form.control, name: 'orderStatus' });

  async function save({ orderStatus }: { orderStatus: AdminOrderStatus }) {
    if (updateStatus.isPending) return;
    if (orderStatus === 'rejected' && order.order_status !== 'rejected' && rest > 0) {
      setRejecting({ idempotencyKey: crypto.randomUUID() });
      return;
    }
    // The mutation toasts either way; on success the list and this order are loaded again.
    await updateStatus.mutateAsync({ id: order._id, orderStatus }).catch(() => undefined);
  }

  /** Rejects; then, if asked, refunds the rest (by the Refund dialog for COD, whose transfer staff make themselves). */
  async function reject(andRefund: boolean) {
    if (!rejecting || updateStatus.isPending || refund.isPending) return;
    const rejected = await updateStatus.mutateAsync({ id: order._id, orderStatus: 'rejected' }).then(
      () => true,
      () => false,
    );
    if (rejected && andRefund) {
      if (order.payment_method === 'COD') {
        handedOn.current = true;
        onRefund(REJECTED_REASON);
      } else {
        await refund
          .mutateAsync({
            orderId: order._id,
            body: { amount: rest, reason: REJECTED_REASON },
            idempotencyKey: rejecting.idempotencyKey,
          })
          .catch(() => undefined);
      }
    }
    setRejecting(null);
  }
  const busy = updateStatus.isPending || refund.isPending;

  async function markPaid() {
    if (updateStatus.isPending) return;
    await updateStatus.mutateAsync({ id: order._id, paymentStatus: 'paid' }).catch(() => undefined);
  }

  return (
    <>
      {awaitsCash(order) && (
        <div className="grid gap-2 border-t border-border pt-4">
          <p>Cash on Delivery: {formatRupees(order.total_amount)} to collect.</p>
          <Button type="button" variant="outline" onClick={() => void markPaid()} aria-busy={updateStatus.isPending}>
            Mark paid (cash collected)
          </Button>
        </div>
      )}
      <form noValidate className="grid gap-3 border-t border-border pt-4" onSubmit={form.handleSubmit(save)}>
        <FormField label="New order status" error={form.formState.errors.orderStatus?.message}>
          {(control) => (
            <Select {...control} {...form.register('orderStatus')}>
              <option value="" disabled>
                Select status
              </option>
              {ADMIN_ORDER_STATUSES.filter((status) => status !== 'returned' || canBeReturned(order)).map((status) => (
                <option key={status} value={status}>
                  {orderStatusLabel(status)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        {/* Not disabled while saving: a focused button that becomes disabled drops keyboard focus out of the dialog. */}
        <Button type="submit" className="w-full" disabled={!chosen} aria-busy={updateStatus.isPending}>
          {updateStatus.isPending ? 'Updating…' : 'Update Order Status'}
        </Button>
      </form>
      <AlertDialog open={rejecting !== null} onOpenChange={(open) => !open && !busy && setRejecting(null)}>
        <AlertDialogContent
          onOpenAutoFocus={() => {
            handedOn.current = false;
            confirmFocus.onOpenAutoFocus();
          }}
          onCloseAutoFocus={(event) => {
            if (handedOn.current) event.preventDefault();
            else confirmFocus.onCloseAutoFocus(event);
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>Refund this order too?</AlertDialogTitle>
            <AlertDialogDescription>
              The shopper paid for this order and {formatRupees(rest)} of it has not been refunded. Rejecting it does
              not refund it by itself.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>Keep the order</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              disabled={busy}
              onClick={(event) => {
                event.preventDefault();
                void reject(false);
              }}
            >
              Reject only
            </AlertDialogAction>
            <AlertDialogAction
              disabled={busy}
              aria-busy={busy}
              onClick={(event) => {
                event.preventDefault();
                void reject(true);
              }}
            >
              Reject and refund {formatRupees(rest)}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
