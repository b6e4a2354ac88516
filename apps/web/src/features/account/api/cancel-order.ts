// Owns POST /api/shop/order/cancel/:id from the order's details: the shopper cancels a confirmed order in time.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/components/ui/toast.tsx';
import { orderApi } from '#web/entities/order/order-api.ts';
import { orderKeys } from '#web/entities/order/order-keys.ts';
import { successOf } from '#web/lib/api-client.ts';

export async function cancelOrder(orderId: string) {
  return successOf(await orderApi.cancel({ params: { id: orderId } }));
}

/**
 * Toasts the server's words either way (a 409 says why the order can no longer be cancelled); on success the order,
 * the history and the order's returns load again.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: async (answer) => {
      toast(answer.message);
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    onError: (error) => toast({ title: error.message, variant: 'destructive' }),
  });
}
