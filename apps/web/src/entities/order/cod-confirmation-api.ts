// Owns the shopper's calls for confirming a Cash on Delivery order (issue 30): confirming or cancelling it (from the
// order, or the mail's link with its token), and asking for a code on WhatsApp to confirm it with.
import type { ConfirmCodBody, whatsappEndpoints } from '@shop/contract/whatsapp';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/components/ui/toast.tsx';
import type { Order } from '#web/entities/order/order-api.ts';
import { orderKeys } from '#web/entities/order/order-keys.ts';
import { endpointClient, successOf } from '#web/lib/api-client.ts';

const codConfirmationApi = endpointClient<Pick<typeof whatsappEndpoints, 'confirmCod' | 'sendCodCode'>>({
  confirmCod: 'POST /api/shop/order/confirm-cod/:id',
  sendCodCode: 'POST /api/shop/order/confirm-cod/:id/code',
});

/** The order is waiting for its shopper to confirm it, and the server lets this viewer do it now. */
export const awaitsCodConfirmation = (order: Pick<Order, 'cod_confirmation' | 'allowed_actions'>) =>
  order.cod_confirmation === 'awaiting' && order.allowed_actions.includes('confirm_cod');

/** Confirms (or cancels) the order; the answer carries the server's words for what happened. */
export async function confirmCod({ orderId, ...body }: { orderId: string } & ConfirmCodBody) {
  return successOf(await codConfirmationApi.confirmCod({ params: { id: orderId }, body }));
}

export async function sendCodCode(orderId: string) {
  return successOf(await codConfirmationApi.sendCodCode({ params: { id: orderId } }));
}

/** Toasts the server's words either way; on success every view of the shopper's orders loads again. */
export function useConfirmCod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmCod,
    onSuccess: async (answer) => {
      toast(answer.message);
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    onError: (error) => toast({ title: error.message, variant: 'destructive' }),
  });
}

/** Toasts the server's words either way ("We sent a 6-digit code…", or why not, such as asking again too soon). */
export function useSendCodCode() {
  return useMutation({
    mutationFn: sendCodCode,
    onSuccess: (answer) => toast(answer.message),
    onError: (error) => toast({ title: error.message, variant: 'destructive' }),
  });
}
