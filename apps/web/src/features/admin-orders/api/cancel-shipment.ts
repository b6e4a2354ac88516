// Owns POST /api/admin/shipping/cancel/:orderId: calling off a parcel the courier has not picked up yet.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '#web/components/admin/admin-answer.ts';
import { orderKeys } from '#web/entities/order/order-keys.ts';
import { shippingApi } from '#web/features/admin-orders/api/shipping-api.ts';
import { successOf } from '#web/lib/api-client.ts';

export async function cancelShipment(orderId: string) {
  return successOf(await shippingApi.cancel({ params: { orderId } }));
}

export function useCancelShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelShipment,
    onSuccess: async (answer) => {
      toastSuccess(answer, 'Shipment cancelled.');
      await queryClient.invalidateQueries({ queryKey: orderKeys.admin });
    },
    onError: toastFailure,
  });
}
