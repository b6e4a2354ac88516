// Owns PATCH /api/admin/orders/:id/buyer: staff add, change or remove an order's business buyer (GSTIN and name); the
// server issues its invoice again, or refuses once the invoice is filed or reduced by a credit note.
import type { EditBuyerBody } from '@shop/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '#web/components/admin/admin-answer.ts';
import { adminOrderApi } from '#web/entities/order/order-api.ts';
import { orderKeys } from '#web/entities/order/order-keys.ts';
import { successOf } from '#web/lib/api-client.ts';

export async function editOrderBuyer({ id, body }: { id: string; body: EditBuyerBody }) {
  return successOf(await adminOrderApi.editBuyer({ params: { id }, body }));
}

/** Toasts the server's answer either way, then reloads the orders (the buyer, the timeline, what may be done now). */
export function useEditOrderBuyer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editOrderBuyer,
    onSuccess: async (answer) => {
      toastSuccess(answer, 'Business details saved.');
      await queryClient.invalidateQueries({ queryKey: orderKeys.admin });
    },
    onError: toastFailure,
  });
}
