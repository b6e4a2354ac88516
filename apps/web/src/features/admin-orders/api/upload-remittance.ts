// Owns POST /api/admin/shipping/remittance: the aggregator's COD remittance report (CSV), recorded against our parcels.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '#web/components/admin/admin-answer.ts';
import { orderKeys } from '#web/entities/order/order-keys.ts';
import { shippingApi } from '#web/features/admin-orders/api/shipping-api.ts';
import { successOf } from '#web/lib/api-client.ts';

/** Multipart, field `file`, as the contract's endpoint takes it. */
export async function uploadRemittance(file: File) {
  const body = new FormData();
  body.append('file', file);
  return successOf(await shippingApi.remittance({ body }));
}

export type RemittanceResult = Awaited<ReturnType<typeof uploadRemittance>>['data'];

export function useUploadRemittance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadRemittance,
    onSuccess: async (answer) => {
      toastSuccess(answer, 'Remittance recorded.');
      // Each parcel's COD cash (remitted, due) shows in its order's details.
      await queryClient.invalidateQueries({ queryKey: orderKeys.admin });
    },
    onError: toastFailure,
  });
}
