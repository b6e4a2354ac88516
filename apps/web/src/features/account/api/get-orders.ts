// Owns GET /api/shop/order/list/:userId and /details/:id: the signed-in shopper's orders (SPEC §7).
import type { Order } from '@shop/contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '#web/lib/api-client.ts';
import { useSession } from '#web/entities/session/session.tsx';

export type { Order };

// Checkout invalidates ['orders'] after placing one, so the history shows it at once.
export const orderKeys = {
  all: ['orders'] as const,
  list: (userId: string) => ['orders', 'list', userId] as const,
  details: (id: string) => ['orders', 'details', id] as const,
};

export function getOrders(userId: string, signal?: AbortSignal) {
  return apiData<Order[]>(`/shop/order/list/${encodeURIComponent(userId)}`, signal ? { signal } : {});
}

export function getOrderDetails(id: string, signal?: AbortSignal) {
  return apiData<Order>(`/shop/order/details/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export const ordersQueryOptions = (userId: string) =>
  queryOptions({ queryKey: orderKeys.list(userId), queryFn: ({ signal }) => getOrders(userId, signal) });

export const orderDetailsQueryOptions = (id: string) =>
  queryOptions({ queryKey: orderKeys.details(id), queryFn: ({ signal }) => getOrderDetails(id, signal) });

export function useOrders() {
  const { user } = useSession();
  return useQuery({ ...ordersQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
}

/** The full order behind "View Details"; the row it was opened from shows meanwhile. */
export function useOrderDetails(id: string | null, fromList: Order | undefined) {
  return useQuery({
    ...orderDetailsQueryOptions(id ?? ''),
    enabled: id !== null,
    placeholderData: fromList,
  });
}
