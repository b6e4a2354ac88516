// Owns POST /api/admin/shipping/ship: booking parcels with a courier, one order from its details or many from the
// list, answered with what shipped, what failed and why, and the labels, manifest and pickup day.
import type { ShipBody } from '@shop/contract/shipping';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '#web/components/admin/admin-answer.ts';
import { orderKeys } from '#web/entities/order/order-keys.ts';
import { shippingApi } from '#web/features/admin-orders/api/shipping-api.ts';
import { successOf } from '#web/lib/api-client.ts';

export async function shipOrders(body: ShipBody) {
  return successOf(await shippingApi.ship({ body }));
}

export type ShipResult = Awaited<ReturnType<typeof shipOrders>>['data'];

/** Toasts the server's words either way, then reloads staff's orders so each shows its parcel. */
export function useShipOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shipOrders,
    onSuccess: async (answer) => {
      toastSuccess(answer, 'Parcels booked.');
      await queryClient.invalidateQueries({ queryKey: orderKeys.admin });
    },
    onError: toastFailure,
  });
}
