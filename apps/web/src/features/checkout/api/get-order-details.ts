// Owns GET /api/shop/order/details/:id for the payment-success page: the order just paid for (SPEC §2, §7).
import type { Order } from '@shop/contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '#web/lib/api-client.ts';

export type { Order };

/** The account feature's order history reads the same answer under the same key; the ['orders'] prefix refreshes both. */
export const orderDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['orders', 'details', id] as const,
    queryFn: ({ signal }) => apiData<Order>(`/shop/order/details/${encodeURIComponent(id)}`, { signal }),
  });

export function useOrderDetails(id: string | null) {
  return useQuery({ ...orderDetailsQueryOptions(id ?? ''), enabled: Boolean(id) });
}
