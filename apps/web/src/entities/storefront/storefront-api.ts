// Owns how the shop is arranged on the client (GET /api/shop/storefront, PUT /api/admin/storefront): the home page's
// sections and the main menu, read by the shop's header, its mobile menu, the home page and staff's editor.
import type { storefrontEndpoints } from '@shop/contract/collections';
import { DEFAULT_STOREFRONT, type Storefront } from '@shop/contract/storefront';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, endpointClient } from '#web/lib/api-client.ts';

export type { Storefront };

export const storefrontApi = endpointClient<typeof storefrontEndpoints>({
  get: 'GET /api/shop/storefront',
  save: 'PUT /api/admin/storefront',
});

export const storefrontKeys = { all: ['storefront'] as const };

export const storefrontQueryOptions = () =>
  queryOptions({
    queryKey: storefrontKeys.all,
    queryFn: ({ signal }) => dataOf(storefrontApi.get({ signal })),
  });

/** The arrangement staff saved; SPEC's home and menu until it has loaded (or if it cannot). */
export function useStorefront(): Storefront {
  return useQuery(storefrontQueryOptions()).data ?? DEFAULT_STOREFRONT;
}
