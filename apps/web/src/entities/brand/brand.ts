// Owns GET /api/shop/brand on the web: the shop's name, logo, icon, accent and announcement, read once per page load
// (the root loader, on the server, so a page without JavaScript has them) and kept for the page's head and screens.
import type { brandEndpoints } from '@shop/contract/brand';
import { type Brand, DEFAULT_BRAND } from '@shop/contract/brand-defaults';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, endpointClient } from '#web/lib/api-client.ts';

export type { Brand };

export const brandKeys = {
  current: ['brand'] as const,
};

const brandApi = endpointClient<typeof brandEndpoints>({ get: 'GET /api/shop/brand' });

/** The brand, or today's when the API cannot say: the shop still renders under its own name. */
export async function fetchBrand(signal?: AbortSignal): Promise<Brand> {
  return dataOf(brandApi.get(signal ? { signal } : {})).catch(() => DEFAULT_BRAND);
}

export const brandQueryOptions = queryOptions({
  queryKey: brandKeys.current,
  queryFn: ({ signal }) => fetchBrand(signal),
  // Staff rarely change it; a page load reads it afresh anyway.
  staleTime: 5 * 60_000,
});

/*
 * The brand the page was rendered with, for what runs outside React: the head's meta functions (page-meta.ts), which
 * React Router calls with no context to read. One shop has one brand, so every request the server renders sees the
 * same one (for a moment after staff change it, an old or a new one).
 */
let pageBrand: Brand = DEFAULT_BRAND;

/** Called by the root route with the brand it read (server) or was rendered with (browser). */
export function rememberBrand(brand: Brand | undefined): void {
  if (brand) pageBrand = brand;
}

/** The brand the page renders with (today's until one was read). */
export const currentBrand = (): Brand => pageBrand;

/** The brand, from the page's cache (seeded by the root route), else asked for; today's until it answers. */
export function useBrand(): Brand {
  return useQuery(brandQueryOptions).data ?? pageBrand;
}
