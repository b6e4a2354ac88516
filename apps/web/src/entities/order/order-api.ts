// Owns the shopper's orders on the client: the calls of /api/shop/order and /api/admin/orders, typed by the
// contract, and the history and details every screen reads (SPEC §7).
import type { adminOrderEndpoints, Order, orderEndpoints } from '@shop/contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderKeys } from '#web/entities/order/order-keys.ts';
import { useSession } from '#web/entities/session/session.tsx';
import { fillPath, type Route } from '@shop/contract/endpoint';
import { apiUrl, dataOf, endpointClient } from '#web/lib/api-client.ts';

export type { Order };

export const orderApi = endpointClient<typeof orderEndpoints>({
  create: 'POST /api/shop/order/create',
  cancel: 'POST /api/shop/order/cancel/:id',
  list: 'GET /api/shop/order/list/:userId',
  details: 'GET /api/shop/order/details/:id',
  invoice: 'GET /api/shop/order/invoice/:id',
});

export const adminOrderApi = endpointClient<typeof adminOrderEndpoints>({
  list: 'GET /api/admin/orders/get',
  details: 'GET /api/admin/orders/details/:id',
  updateStatus: 'PUT /api/admin/orders/update/:id',
  invoice: 'GET /api/admin/orders/invoice/:id',
  editBuyer: 'PATCH /api/admin/orders/:id/buyer',
});

const SHOP_INVOICE: Route<typeof orderEndpoints.invoice> = 'GET /api/shop/order/invoice/:id';
const ADMIN_INVOICE: Route<typeof adminOrderEndpoints.invoice> = 'GET /api/admin/orders/invoice/:id';
const pathOf = (route: string) => route.slice(route.indexOf(' ') + 1);

/**
 * Where an order's tax invoice downloads from. The answer is the PDF itself, so pages link to it (`<a download>`)
 * rather than fetch it: the browser saves it with the session cookie, and nothing is held in memory.
 */
export const invoiceUrl = (orderId: string, as: 'shopper' | 'staff') =>
  apiUrl(fillPath(pathOf(as === 'staff' ? ADMIN_INVOICE : SHOP_INVOICE), { id: orderId }));

export const ordersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: orderKeys.list(userId),
    queryFn: ({ signal }) => dataOf(orderApi.list({ params: { userId }, signal })),
  });

/** One order: the account's "View Details" and the payment-success page read the same answer under the same key. */
export const orderDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderKeys.details(id),
    queryFn: ({ signal }) => dataOf(orderApi.details({ params: { id }, signal })),
    // A refund under way usually ends within seconds: the open details follow it to its end.
    refetchInterval: (query) =>
      query.state.data?.refunds.some((r) => r.status === 'pending' && r.method !== 'Bank/UPI transfer') ? 3000 : false,
  });

/** The signed-in shopper's orders; disabled for a visitor. */
export function useOrders() {
  const { user } = useSession();
  return useQuery({ ...ordersQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
}

/** The full order; `fromList` (its row in the history, when there is one) shows meanwhile. */
export function useOrderDetails(id: string | null, fromList?: Order) {
  return useQuery({ ...orderDetailsQueryOptions(id ?? ''), enabled: Boolean(id), placeholderData: fromList });
}
