// Owns the staff's status change in the Order Details dialog: one of the five statuses, in any order (DESIGN).
import { zodResolver } from '@hookform/resolvers/zod';
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

  return (
    <form noValidate className="grid gap-3 border-t border-border pt-4" onSubmit={form.handleSubmit(save)}>
      <FormField label="New order status" error={form.formState.errors.orderStatus?.message}>
        {(control) => (
          <Select {...control} {...form.register('orderStatus')}>
            <option value="" disabled>
              Select status
            </option>
            {ADMIN_ORDER_STATUSES.map((status) => (
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
  );
}
