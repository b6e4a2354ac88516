// Owns PUT /api/admin/orders/update/:id: staff move an order to any of the five statuses, in any order (DESIGN).
import type { ADMIN_ORDER_STATUSES } from '@shop/contract/shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOrderApi } from '#web/entities/order/order-api.ts';
import { orderKeys } from '#web/entities/order/order-keys.ts';
import { toastFailure, toastSuccess } from '#web/features/admin/api/admin-answer.ts';
import { successOf } from '#web/lib/api-client.ts';

export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

export async function updateOrderStatus({ id, orderStatus }: { id: string; orderStatus: AdminOrderStatus }) {
  return successOf(await adminOrderApi.updateStatus({ params: { id }, body: { orderStatus } }));
}

/** Toasts the server's answer either way, then reloads the list and the open order so both show the new status. */
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
