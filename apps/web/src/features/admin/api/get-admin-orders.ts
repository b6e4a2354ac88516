// Owns GET /api/admin/orders/get: every shopper's orders, newest first, a page at a time ("Load more").
import { orderList, type Order } from '@shop/contract/orders';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { malformedAnswer, requireSuccess } from '#web/features/admin/api/admin-answer.ts';

export type { Order };

/** Every cached admin order answer (the list and each order's details) starts with this key; a status change invalidates it. */
export const ADMIN_ORDERS_KEY = ['admin', 'orders'] as const;

export const ADMIN_ORDERS_PAGE_SIZE = 20;

/** The admin list always pages, so the paging fields the shopper's list may leave out are required here. */
const adminOrderPage = orderList.required({ total: true, page: true, limit: true });
export type AdminOrderPage = ReturnType<typeof adminOrderPage.parse>;

export async function getAdminOrders({
  page,
  limit = ADMIN_ORDERS_PAGE_SIZE,
  signal,
}: {
  page: number;
  limit?: number;
  signal?: AbortSignal;
}): Promise<AdminOrderPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  const answer = requireSuccess(await api.get(`/admin/orders/get?${query}`, signal ? { signal } : {}));
  const parsed = adminOrderPage.safeParse(answer);
  if (!parsed.success) throw malformedAnswer(answer.status);
  return parsed.data;
}

export const adminOrdersQueryOptions = (limit = ADMIN_ORDERS_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, 'list', { limit }],
    queryFn: ({ pageParam, signal }) => getAdminOrders({ page: pageParam, limit, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

export function useAdminOrders(limit = ADMIN_ORDERS_PAGE_SIZE) {
  return useInfiniteQuery(adminOrdersQueryOptions(limit));
}
