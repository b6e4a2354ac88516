// Owns the dashboard's failed deliveries: GET /api/admin/orders/get?shipment=undelivered, the latest few orders whose
// courier could not deliver and waits on staff to ask for another attempt or the parcel back.
import type { Order } from '@shop/contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminOrderApi } from '#web/entities/order/order-api.ts';
import { successOf } from '#web/lib/api-client.ts';

/** How many the dashboard lists; the orders screen has the rest. */
export const FAILED_DELIVERIES_SHOWN = 10;

export type FailedDeliveries = { orders: Order[]; total: number };

export async function getFailedDeliveries(signal?: AbortSignal): Promise<FailedDeliveries> {
  const answer = successOf(
    await adminOrderApi.list({
      query: { shipment: 'undelivered', limit: FAILED_DELIVERIES_SHOWN, page: 1 },
      signal,
    }),
  );
  return { orders: answer.data, total: answer.total ?? answer.data.length };
}

export const failedDeliveriesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard', 'failed-deliveries'] as const,
    queryFn: ({ signal }) => getFailedDeliveries(signal),
  });

export function useFailedDeliveries() {
  return useQuery(failedDeliveriesQueryOptions());
}
