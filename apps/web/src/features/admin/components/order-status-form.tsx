// Owns the staff's changes in the Order Details dialog: a status, in any order (DESIGN), and a COD order's cash.
import { zodResolver } from '@hookform/resolvers/zod';
import { formatRupees } from '@shop/contract/money';
import { updateOrderStatusBody, type Order } from '@shop/contract/orders';
import { ADMIN_ORDER_STATUSES } from '@shop/contract/shop';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { useUpdateOrderStatus, type AdminOrderStatus } from '#web/features/admin/api/update-order-status.ts';
import { orderStatusLabel } from '#web/components/order-status-badge.tsx';

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

export function OrderStatusForm({ order }: { order: Order }) {
  const updateStatus = useUpdateOrderStatus();
  const form = useForm<StatusFormValues, unknown, { orderStatus: AdminOrderStatus }>({
    resolver,
    // Follows the status the server holds, so after a change (or a colleague's) the select shows it.
    values: { orderStatus: isAdminStatus(order.order_status) ? order.order_status : '' },
  });
  const chosen = useWatch({ control: form.control, name: 'orderStatus' });

  async function save({ orderStatus }: { orderStatus: AdminOrderStatus }) {
    if (updateStatus.isPending) return;
    // The mutation toasts either way; on success the list and this order are loaded again.
    await updateStatus.mutateAsync({ id: order._id, orderStatus }).catch(() => undefined);
  }

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
    </>
  );
}
