// Owns GET /api/admin/orders/get: every shopper's orders, newest first, one page at a time, narrowed by a search
// (order number, id, the shopper's name, email or phone), the order's, payment's and parcel's state, and the days placed.
import { orderList, type AdminOrdersQuery, type Order } from '@shop/contract/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminOrderApi } from '#web/entities/order/order-api.ts';
import { orderKeys } from '#web/entities/order/order-keys.ts';
import { malformedAnswer } from '#web/components/admin/admin-answer.ts';
import { successOf } from '#web/lib/api-client.ts';

export type { Order };

export const ADMIN_ORDERS_PAGE_SIZE = 20;

/** What narrows the list, each left out when not chosen; the page is 1 unless said. */
export type AdminOrdersFilter = Partial<Omit<AdminOrdersQuery, 'page' | 'limit'>> & { page: number };

/** The admin list always pages, so the paging fields the shopper's list may leave out are required here. */
const adminOrderPage = orderList.required({ total: true, page: true, limit: true });
export type AdminOrderPage = ReturnType<typeof adminOrderPage.parse>;

export async function getAdminOrders(
  { page, ...filter }: AdminOrdersFilter,
  signal?: AbortSignal,
): Promise<AdminOrderPage> {
  // Only what is chosen goes in the query string, so `?page=1&limit=20` is the whole list.
  const chosen = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));
  const query = { page, limit: ADMIN_ORDERS_PAGE_SIZE, ...chosen };
  const answer = successOf(await adminOrderApi.list({ query, signal }));
  const parsed = adminOrderPage.safeParse(answer);
  if (!parsed.success) throw malformedAnswer(answer.status);
  return parsed.data;
}

export const adminOrdersQueryOptions = (filter: AdminOrdersFilter) =>
  queryOptions({
    // Under `orderKeys.admin`, so a status change, a refund or a booked parcel refreshes every page.
    queryKey: [...orderKeys.admin, 'list', filter] as const,
    queryFn: ({ signal }) => getAdminOrders(filter, signal),
  });

/** The page asked for; the last one stays on screen (marked busy) while another page or filter loads. */
export function useAdminOrders(filter: AdminOrdersFilter) {
  return useQuery({ ...adminOrdersQueryOptions(filter), placeholderData: keepPreviousData });
}
