// Owns POST /api/admin/orders/refund/:id: staff refund some or all of what an order was paid, at most once per
// Idempotency-Key, so a double click or a retry after a lost answer never refunds twice.
import type { RefundBody } from '@shop/contract/refunds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '#web/entities/order/order-keys.ts';
import { toastFailure, toastSuccess } from '#web/components/admin/admin-answer.ts';
import { adminRefundApi } from '#web/entities/order/refund-api.ts';
import { successOf } from '#web/lib/api-client.ts';

export type RefundRequest = { orderId: string; body: RefundBody; idempotencyKey: string };

export async function refundOrder({ orderId, body, idempotencyKey }: RefundRequest) {
  return successOf(
    await adminRefundApi.refund({
      params: { id: orderId },
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );
}

/** Toasts the server's answer either way, then reloads the orders (the refund, the payment status, the timeline). */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: async (answer) => {
      toastSuccess(answer, 'Refund started.');
      await queryClient.invalidateQueries({ queryKey: orderKeys.admin });
    },
    onError: toastFailure,
  });
}
