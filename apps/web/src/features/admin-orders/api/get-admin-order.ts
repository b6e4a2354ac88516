// Owns GET /api/admin/orders/details/:id: one order as staff see it, behind "View Details".
import { orderAnswer, type Order } from '@shop/contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminOrderApi } from '#web/entities/order/order-api.ts';
import { orderKeys } from '#web/entities/order/order-keys.ts';
import { malformedAnswer } from '#web/components/admin/admin-answer.ts';
import { successOf } from '#web/lib/api-client.ts';

export async function getAdminOrder(id: string, signal?: AbortSignal): Promise<Order> {
  const answer = successOf(await adminOrderApi.details({ params: { id }, signal }));
  const parsed = orderAnswer.safeParse(answer);
  if (!parsed.success) throw malformedAnswer(answer.status);
  return parsed.data.data;
}

export const adminOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderKeys.adminDetails(id),
    queryFn: ({ signal }) => getAdminOrder(id, signal),
    // A refund asked of a provider usually ends within seconds: the open details follow it to its end.
    refetchInterval: (query) =>
      query.state.data?.refunds.some((r) => r.status === 'pending' && r.method !== 'Bank/UPI transfer') ? 3000 : false,
  });

/** The full order; its row in the list (`fromList`) shows meanwhile, so the dialog opens with no spinner. */
export function useAdminOrder(id: string | null, fromList: Order | undefined) {
  return useQuery({
    ...adminOrderQueryOptions(id ?? ''),
    enabled: id !== null,
    placeholderData: fromList,
  });
}
