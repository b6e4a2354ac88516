// Owns POST /api/admin/shipping/ndr/:orderId: what staff ask the courier after a failed delivery attempt (try again
// on a day, perhaps at a corrected address or phone, or bring the parcel back to us).
import type { NdrBody } from '@shop/contract/shipping';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '#web/components/admin/admin-answer.ts';
import { orderKeys } from '#web/entities/order/order-keys.ts';
import { shippingApi } from '#web/features/admin-orders/api/shipping-api.ts';
import { successOf } from '#web/lib/api-client.ts';

export async function answerFailedDelivery({ orderId, ...body }: { orderId: string } & NdrBody) {
  return successOf(await shippingApi.ndr({ params: { orderId }, body }));
}

export function useAnswerFailedDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerFailedDelivery,
    onSuccess: async (answer) => {
      toastSuccess(answer, 'Sent to the courier.');
      await queryClient.invalidateQueries({ queryKey: orderKeys.admin });
    },
    onError: toastFailure,
  });
}
