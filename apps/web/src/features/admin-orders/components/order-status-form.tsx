// Owns the staff's changes in the Order Details dialog: a status, in any order (DESIGN), and a COD order's cash, each
// shown only when the order's allowed_actions hold it; rejecting an order with money to refund asks whether to refund
// it too, in the same request.
import { zodResolver } from '@hookform/resolvers/zod';
import { formatRupees } from '@shop/contract/money';
import { updateOrderStatusBody, type Order } from '@shop/contract/orders';
import { ADMIN_ORDER_STATUSES } from '@shop/contract/shop';
import { useState } from 'react';
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
import { useReturnFocus } from '#web/lib/use-return-focus.ts';

type StatusFormValues = { orderStatus: string };

const isAdminStatus = (status: string): status is AdminOrderStatus =>
  (ADMIN_ORDER_STATUSES as readonly string[]).includes(status);

/* The field holds '' until a status is chosen (a 'confirmed' order starts there); the contract refuses '' in its words. */
const resolver = zodResolver(updateOrderStatusBody) as unknown as Resolver<
  StatusFormValues,
  unknown,
  { orderStatus: AdminOrderStatus }
>;

export function OrderStatusForm({ order }: { order: Order }) {
  const updateStatus = useUpdateOrderStatus();
  /* Asking whether to refund an order being rejected that has money to give back: the amount asked about stays while
     the answer reloads the order under the closing question. */
  const [rejecting, setRejecting] = useState({ open: false, rest: 0 });
  const closeQuestion = () => setRejecting((question) => ({ ...question, open: false }));
  const confirmFocus = useReturnFocus();
  const can = (action: Order['allowed_actions'][number]) => order.allowed_actions.includes(action);
  const form = useForm<StatusFormValues, unknown, { orderStatus: AdminOrderStatus }>({
    resolver,
    // Follows the status the server holds, so after a change (or a colleague's) the select shows it.
    values: { orderStatus: isAdminStatus(order.order_status) ? order.order_status : '' },
  });
  const chosen = useWatch({ control: form.control, name: 'orderStatus' });

  async function save({ orderStatus }: { orderStatus: AdminOrderStatus }) {
    if (updateStatus.isPending) return;
    if (orderStatus === 'rejected' && can('reject') && can('refund')) {
      setRejecting({ open: true, rest: order.refundable_amount });
      return;
    }
    // The mutation toasts either way; on success the list and this order are loaded again.
    await updateStatus.mutateAsync({ id: order._id, orderStatus }).catch(() => undefined);
  }

  /**
   * Rejects, and if asked refunds what is refundable, in one request: the server does both in one transaction (for
   * Cash on Delivery it writes the transfer refund pending, for staff to record under Refunds). Sent twice, it finds
   * the order rejected and nothing left to refund.
   */
  async function reject(andRefund: boolean) {
    if (!rejecting.open || updateStatus.isPending) return;
    await updateStatus
      .mutateAsync(
        andRefund
          ? { id: order._id, orderStatus: 'rejected', refund: true }
          : { id: order._id, orderStatus: 'rejected' },
      )
      .catch(() => undefined);
    closeQuestion();
  }
  const busy = updateStatus.isPending;

  async function markPaid() {
    if (updateStatus.isPending) return;
    await updateStatus.mutateAsync({ id: order._id, paymentStatus: 'paid' }).catch(() => undefined);
  }

  return (
    <>
      {can('collect_cash') && (
        <div className="grid gap-2 border-t border-border pt-4">
          <p>Cash on Delivery: {formatRupees(order.total_amount)} to collect.</p>
          <Button type="button" variant="outline" onClick={() => void markPaid()} aria-busy={updateStatus.isPending}>
            Mark paid (cash collected)
          </Button>
        </div>
      )}
      {can('set_status') && (
        <form noValidate className="grid gap-3 border-t border-border pt-4" onSubmit={form.handleSubmit(save)}>
          <FormField label="New order status" error={form.formState.errors.orderStatus?.message}>
            {(control) => (
              <Select {...control} {...form.register('orderStatus')}>
                <option value="" disabled>
                  Select status
                </option>
                {ADMIN_ORDER_STATUSES.filter((status) => status !== 'returned' || can('return_to_origin')).map(
                  (status) => (
                    <option key={status} value={status}>
                      {orderStatusLabel(status)}
                    </option>
                  ),
                )}
              </Select>
            )}
          </FormField>
          {/* Not disabled while saving: a focused button that becomes disabled drops keyboard focus out of the dialog. */}
          <Button type="submit" className="w-full" disabled={!chosen} aria-busy={updateStatus.isPending}>
            {updateStatus.isPending ? 'Updating…' : 'Update Order Status'}
          </Button>
        </form>
      )}
      <AlertDialog open={rejecting.open} onOpenChange={(open) => !open && !busy && closeQuestion()}>
        {/* Three answers, one with an amount: a wider question, whose answers wrap rather than run off its edge. */}
        <AlertDialogContent className="max-w-lg" {...confirmFocus}>
          <AlertDialogHeader>
            <AlertDialogTitle>Refund this order too?</AlertDialogTitle>
            <AlertDialogDescription>
              The shopper paid for this order and {formatRupees(rejecting.rest)} of it has not been refunded. Rejecting
              it does not refund it by itself.
              {order.payment_method === 'COD' &&
                ' A Cash on Delivery refund waits for your bank or UPI transfer: record it under Refunds once made.'}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter className="sm:flex-wrap">
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
              Reject and refund {formatRupees(rejecting.rest)}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
