// Owns PUT /api/admin/orders/update/:id: staff move an order to any of the five statuses, in any order (DESIGN).
import type { ADMIN_ORDER_STATUSES } from '@shop/contract/shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { requireSuccess, toastFailure, toastSuccess } from '#web/features/admin/api/admin-answer.ts';
import { ADMIN_ORDERS_KEY } from '#web/features/admin/api/get-admin-orders.ts';

export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

export async function updateOrderStatus({ id, orderStatus }: { id: string; orderStatus: AdminOrderStatus }) {
  return requireSuccess(await api.put(`/admin/orders/update/${encodeURIComponent(id)}`, { orderStatus }));
}

/** Toasts the server's answer either way, then reloads the list and the open order so both show the new status. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: async (answer) => {
      toastSuccess(answer, 'Order status is updated successfully!');
      await queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY });
    },
    onError: toastFailure,
  });
}
