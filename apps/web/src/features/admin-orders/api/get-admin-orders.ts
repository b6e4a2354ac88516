// Owns GET /api/admin/orders/get: every shopper's orders, newest first, a page at a time ("Load more"), or those an
// order number or id finds.
import { orderList, type Order } from '@shop/contract/orders';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminOrderApi } from '#web/entities/order/order-api.ts';
import { orderKeys } from '#web/entities/order/order-keys.ts';
import { malformedAnswer } from '#web/components/admin/admin-answer.ts';
import { successOf } from '#web/lib/api-client.ts';

export type { Order };

export const ADMIN_ORDERS_PAGE_SIZE = 20;

/** The admin list always pages, so the paging fields the shopper's list may leave out are required here. */
const adminOrderPage = orderList.required({ total: true, page: true, limit: true });
export type AdminOrderPage = ReturnType<typeof adminOrderPage.parse>;

export async function getAdminOrders({
  page,
  limit = ADMIN_ORDERS_PAGE_SIZE,
  search = '',
  signal,
}: {
  page: number;
  limit?: number;
  /** An order number ("TT-1042", "1042") or a long id; empty lists every order. */
  search?: string;
  signal?: AbortSignal;
}): Promise<AdminOrderPage> {
  const query = search ? { page, limit, search } : { page, limit };
  const answer = successOf(await adminOrderApi.list({ query, signal }));
  const parsed = adminOrderPage.safeParse(answer);
  if (!parsed.success) throw malformedAnswer(answer.status);
  return parsed.data;
}

export const adminOrdersQueryOptions = (search = '', limit = ADMIN_ORDERS_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: orderKeys.adminList(limit, search),
    queryFn: ({ pageParam, signal }) => getAdminOrders({ page: pageParam, limit, search, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

export function useAdminOrders(search = '', limit = ADMIN_ORDERS_PAGE_SIZE) {
  return useInfiniteQuery(adminOrdersQueryOptions(search, limit));
}
