// Owns GET /api/admin/returns: the shoppers' return and exchange requests, newest first, by status and page.
import { adminRefundEndpoints, type ReturnRequest } from '@shop/contract/refunds';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { malformedAnswer } from '#web/components/admin/admin-answer.ts';
import { adminRefundApi, returnKeys, type ReturnsFilter } from '#web/entities/order/refund-api.ts';
import { successOf } from '#web/lib/api-client.ts';

export type { ReturnRequest };

export const RETURNS_PAGE_SIZE = 20;

export async function getReturns({ status, page }: ReturnsFilter, signal?: AbortSignal) {
  const answer = successOf(
    await adminRefundApi.returns({
      query: { page, limit: RETURNS_PAGE_SIZE, ...(status ? { status } : {}) },
      signal,
    }),
  );
  const parsed = adminRefundEndpoints.returns.answer.safeParse(answer);
  if (!parsed.success) throw malformedAnswer(answer.status);
  return parsed.data;
}

export const returnsQueryOptions = (filter: ReturnsFilter) =>
  queryOptions({
    queryKey: returnKeys.page(filter),
    queryFn: ({ signal }) => getReturns(filter, signal),
  });

/** The page asked for; the last one stays on screen while another page or status loads. */
export function useReturns(filter: ReturnsFilter) {
  return useQuery({ ...returnsQueryOptions(filter), placeholderData: keepPreviousData });
}
