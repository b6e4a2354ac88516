// Owns PUT /api/admin/returns/:id: staff approve, reject or receive a return (receiving restocks, then refunds or
// places the replacement).
import type { RETURN_ACTIONS } from '@shop/contract/refunds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '#web/entities/order/order-keys.ts';
import { toastFailure, toastSuccess } from '#web/components/admin/admin-answer.ts';
import { adminRefundApi, returnKeys } from '#web/entities/order/refund-api.ts';
import { successOf } from '#web/lib/api-client.ts';

export type ReturnAction = (typeof RETURN_ACTIONS)[number];

export async function updateReturn({ id, action, note }: { id: string; action: ReturnAction; note: string }) {
  return successOf(await adminRefundApi.updateReturn({ params: { id }, body: { action, note } }));
}

/** Toasts the server's answer either way, then reloads the Returns screen and the orders a receipt may have changed. */
export function useUpdateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReturn,
    onSuccess: async (answer) => {
      toastSuccess(answer, 'The return is updated.');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: returnKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.admin }),
      ]);
    },
    onError: toastFailure,
  });
}
