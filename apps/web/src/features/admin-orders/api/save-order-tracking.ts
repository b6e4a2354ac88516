// Owns staff's parcel details and private notes on an order, through the same PUT /api/admin/orders/update/:id as a
// status change: the carrier and tracking number (shown to the shopper), or a note (staff's timeline only).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOrderApi } from '#web/entities/order/order-api.ts';
import { orderKeys } from '#web/entities/order/order-keys.ts';
import { toastFailure, toastSuccess } from '#web/components/admin/admin-answer.ts';
import { successOf } from '#web/lib/api-client.ts';

/** Both parcel fields together (an empty one clears it), or one note. */
export type OrderTrackingChange = { carrier: string; trackingNumber: string } | { note: string };

export async function saveOrderTracking({ id, ...change }: { id: string } & OrderTrackingChange) {
  return successOf(await adminOrderApi.updateStatus({ params: { id }, body: change }));
}

/** Toasts the server's answer either way, then reloads the open order so its facts and timeline show the change. */
export function useSaveOrderTracking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOrderTracking,
    onSuccess: async (answer) => {
      toastSuccess(answer, 'Saved.');
      await queryClient.invalidateQueries({ queryKey: orderKeys.admin });
    },
    onError: toastFailure,
  });
}
