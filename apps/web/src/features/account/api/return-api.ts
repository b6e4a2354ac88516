// Owns the shopper's return and exchange calls, typed by the contract (refunds.ts), and the requests an order has.
import type { ReturnRequest, ReturnRequestBody, returnEndpoints } from '@shop/contract/refunds';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '#web/entities/order/order-api.ts';
import { orderKeys } from '#web/entities/order/order-keys.ts';
import { dataOf, endpointClient } from '#web/lib/api-client.ts';

// Types only: the account page's first load carries no zod (the return form loads it with itself).
export type { ReturnRequest, ReturnRequestBody };

export const returnApi = endpointClient<typeof returnEndpoints>({
  create: 'POST /api/shop/order/return/:id',
  // The PDF is linked rather than fetched (entities/order/order-refunds.tsx's creditNoteUrl).
  creditNote: 'GET /api/shop/order/credit-note/:id',
  list: 'GET /api/shop/order/returns/:id',
});

export const orderReturnsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.returns(orderId),
    queryFn: ({ signal }) => dataOf(returnApi.list({ params: { id: orderId }, signal })),
  });

/** Only a delivered order can have been sent back, so no other order asks. */
export function useOrderReturns(order: Order | undefined) {
  return useQuery({
    ...orderReturnsQueryOptions(order?._id ?? ''),
    enabled: Boolean(order?.delivered_at),
  });
}

/**
 * How many of each line the shopper may still ask to send back: what they bought less what earlier requests took (a
 * rejected request took nothing). The server checks the same.
 */
export function returnableQuantities(order: Order, requests: readonly ReturnRequest[]): Map<string, number> {
  const left = new Map(order.cart_items.map((item) => [item._id, item.quantity]));
  for (const request of requests) {
    if (request.status === 'rejected') continue;
    for (const item of request.items) {
      const before = left.get(item.order_item_id);
      if (before !== undefined) left.set(item.order_item_id, Math.max(0, before - item.quantity));
    }
  }
  return left;
}
