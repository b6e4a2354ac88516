// Owns POST /api/admin/orders/confirm-cod/:id: staff confirm a Cash on Delivery order after a call with its shopper,
// what the shopper said going on the order's timeline (issue 30).
import type { whatsappEndpoints } from '@shop/contract/whatsapp';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '#web/components/admin/admin-answer.ts';
import { orderKeys } from '#web/entities/order/order-keys.ts';
import { endpointClient, successOf } from '#web/lib/api-client.ts';

const staffCodApi = endpointClient<Pick<typeof whatsappEndpoints, 'staffConfirmCod'>>({
  staffConfirmCod: 'POST /api/admin/orders/confirm-cod/:id',
});

export async function confirmCodAfterCall({ id, note }: { id: string; note: string }) {
  return successOf(await staffCodApi.staffConfirmCod({ params: { id }, body: { note } }));
}

/** Toasts the server's answer either way, then reloads the list and the open order so both show it confirmed. */
export function useConfirmCodAfterCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmCodAfterCall,
    onSuccess: async (answer) => {
      toastSuccess(answer, 'Order confirmed.');
      await queryClient.invalidateQueries({ queryKey: orderKeys.admin });
    },
    onError: toastFailure,
  });
}
