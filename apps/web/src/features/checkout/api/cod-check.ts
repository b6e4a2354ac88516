// Owns GET /api/shop/order/cod-check/:addressId: whether the signed-in shopper's cart may be paid in cash at a saved
// address (staff's risk rules, issue 30), and the server's words for why not.
import type { CodCheck, codEndpoints } from '@shop/contract/cod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, endpointClient } from '#web/lib/api-client.ts';

export type { CodCheck };

const codApi = endpointClient<typeof codEndpoints>({ check: 'GET /api/shop/order/cod-check/:addressId' });

export const codCheckKeys = {
  all: ['cod-check'] as const,
  /** `cartReadAt`: when the cart was last read; a first order's limit depends on what is in it. */
  of: (addressId: string, cartReadAt: number) => ['cod-check', addressId, cartReadAt] as const,
};

export function getCodCheck(addressId: string, signal?: AbortSignal): Promise<CodCheck> {
  return dataOf(codApi.check({ params: { addressId }, signal }));
}

export const codCheckQueryOptions = (addressId: string, cartReadAt: number) =>
  queryOptions({
    queryKey: codCheckKeys.of(addressId, cartReadAt),
    queryFn: ({ signal }) => getCodCheck(addressId, signal),
  });

/**
 * The check for the chosen address, asked again whenever the cart is read anew (a line changed, or an order was
 * refused and the cart reloaded). While it is asked again for the same address the last answer stands, so the button
 * does not flicker; another address starts with no answer.
 */
export function useCodCheck(addressId: string | null, cartReadAt: number) {
  return useQuery({
    ...codCheckQueryOptions(addressId ?? '', cartReadAt),
    enabled: addressId !== null,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === addressId ? keepPreviousData(previous) : undefined,
  });
}
