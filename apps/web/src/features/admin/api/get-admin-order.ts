// Owns GET /api/admin/orders/details/:id: one order as staff see it, behind "View Details".
import { orderAnswer, type Order } from '@shop/contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { malformedAnswer, requireSuccess } from '#web/features/admin/api/admin-answer.ts';
import { ADMIN_ORDERS_KEY } from '#web/features/admin/api/get-admin-orders.ts';

export async function getAdminOrder(id: string, signal?: AbortSignal): Promise<Order> {
  const answer = requireSuccess(
    await api.get(`/admin/orders/details/${encodeURIComponent(id)}`, signal ? { signal } : {}),
  );
  const parsed = orderAnswer.safeParse(answer);
  if (!parsed.success) throw malformedAnswer(answer.status);
  return parsed.data.data;
}

export const adminOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, 'details', id],
    queryFn: ({ signal }) => getAdminOrder(id, signal),
  });

/** The full order; its row in the list (`fromList`) shows meanwhile, so the dialog opens with no spinner. */
export function useAdminOrder(id: string | null, fromList: Order | undefined) {
  return useQuery({
    ...adminOrderQueryOptions(id ?? ''),
    enabled: id !== null,
    placeholderData: fromList,
  });
}
