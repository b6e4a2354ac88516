// Owns GET /api/admin/shipping/rates/:orderId: the couriers that serve an order's pincode, their price and date, asked
// only when staff press "Ship".
import type { CourierRate } from '@shop/contract/shipping';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderKeys } from '#web/entities/order/order-keys.ts';
import { shippingApi } from '#web/features/admin-orders/api/shipping-api.ts';
import { dataOf } from '#web/lib/api-client.ts';

export type { CourierRate };

export const courierRatesQueryOptions = (orderId: string) =>
  queryOptions({
    // Under the staff's order answers: booking or cancelling a parcel refreshes them with the order.
    queryKey: [...orderKeys.admin, 'rates', orderId] as const,
    queryFn: ({ signal }) => dataOf(shippingApi.rates({ params: { orderId }, signal })),
    // A price is quoted for the moment: asking again after a minute may change it.
    staleTime: 60_000,
  });

/** Asked once `asked` is true (staff pressed "Ship"): quoting every order opened would cost the aggregator a call. */
export function useCourierRates(orderId: string, asked: boolean) {
  return useQuery({ ...courierRatesQueryOptions(orderId), enabled: asked });
}
