// Owns PUT /api/admin/orders/update/:id: staff move an order to any status (DESIGN), reject it and refund what is
// refundable in one request, or record a COD order's cash.
import type { ADMIN_ORDER_STATUSES } from '@shop/contract/shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOrderApi } from '#web/entities/order/order-api.ts';
import { orderKeys } from '#web/entities/order/order-keys.ts';
import { toastFailure, toastSuccess } from '#web/components/admin/admin-answer.ts';
import { successOf } from '#web/lib/api-client.ts';

export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

/**
 * A new status; a rejection that also refunds what is refundable, in the same request and transaction (for Cash on
 * Delivery the server writes the transfer refund pending, for staff to record); or (Cash on Delivery only) the cash
 * collected.
 */
export type OrderChange =
  { orderStatus: AdminOrderStatus } | { orderStatus: 'rejected'; refund: true } | { paymentStatus: 'paid' };

export async function updateOrderStatus({ id, ...change }: { id: string } & OrderChange) {
  return successOf(await adminOrderApi.updateStatus({ params: { id }, body: change }));
}

/** Toasts the server's answer either way, then reloads the list and the open order so both show the change. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: async (answer) => {
      toastSuccess(answer, 'Order status is updated successfully!');
      await queryClient.invalidateQueries({ queryKey: orderKeys.admin });
    },
    onError: toastFailure,
  });
}
