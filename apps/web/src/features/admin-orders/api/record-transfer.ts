// Owns POST /api/admin/refunds/record/:id: staff record the bank or UPI transfer they made for a Cash on Delivery
// refund that waited for its reference.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '#web/entities/order/order-keys.ts';
import { toastFailure, toastSuccess } from '#web/components/admin/admin-answer.ts';
import { adminRefundApi } from '#web/entities/order/refund-api.ts';
import { successOf } from '#web/lib/api-client.ts';

export async function recordTransfer({ refundId, reference }: { refundId: string; reference: string }) {
  return successOf(await adminRefundApi.recordTransfer({ params: { id: refundId }, body: { reference } }));
}

export function useRecordTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordTransfer,
    onSuccess: async (answer) => {
      toastSuccess(answer, 'Transfer recorded.');
      await queryClient.invalidateQueries({ queryKey: orderKeys.admin });
    },
    onError: toastFailure,
  });
}
