// Owns POST /api/shop/order/return/:id: the shopper asks to send lines back for a refund or another size or colour.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/components/ui/toast.tsx';
import { orderKeys } from '#web/entities/order/order-keys.ts';
import { returnApi, type ReturnRequestBody } from '#web/features/account/api/return-api.ts';
import { successOf } from '#web/lib/api-client.ts';

export async function requestReturn({ orderId, body }: { orderId: string; body: ReturnRequestBody }) {
  return successOf(await returnApi.create({ params: { id: orderId }, body }));
}

/** Toasts the server's words either way; on success the order and its requests load again. */
export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestReturn,
    onSuccess: async (answer, { orderId }) => {
      toast(answer.message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.returns(orderId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.details(orderId) }),
      ]);
    },
    onError: (error) => toast({ title: error.message, variant: 'destructive' }),
  });
}
