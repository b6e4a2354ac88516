// Owns the catalogue's options on the client (GET /api/shop/options): the shop's colours with their swatches and its
// size scales, as staff name them (issue 31). One query under one key, read by the storefront's filters and swatches,
// the cart's and orders' lines (components/line-options.tsx, hence here in lib, below every layer) and the staff's
// product form, size guides and options sheet.
//
// Types and the zod-free readers only (option-lists.ts): the contract's options module builds zod schemas, and zod
// would add tens of kilobytes to the shop's first load (as in session.tsx).
import type { CatalogueOptions, ColourOption, catalogueOptionEndpoints } from '@shop/contract/options';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, endpointClient } from '#web/lib/api-client.ts';

export type { CatalogueOptions, ColourOption };
export { allSizes, shopColour } from '@shop/contract/option-lists';

const optionsApi = endpointClient<Pick<typeof catalogueOptionEndpoints, 'get'>>({
  get: 'GET /api/shop/options',
});

export const catalogueOptionKeys = {
  all: ['catalogue-options'] as const,
};

/** A swatch for a colour nobody named: a neutral grey. */
export const NEUTRAL_SWATCH = '#d4d4d8';

export function getCatalogueOptions(signal?: AbortSignal): Promise<CatalogueOptions> {
  return dataOf(optionsApi.get({ signal }));
}

export const catalogueOptionsQueryOptions = () =>
  queryOptions({
    queryKey: catalogueOptionKeys.all,
    queryFn: ({ signal }) => getCatalogueOptions(signal),
    // Staff change them rarely; their own save puts the new list in the cache at once.
    staleTime: 5 * 60_000,
  });

/** The shop's options; `data` is undefined until they have loaded. */
export function useCatalogueOptions() {
  return useQuery(catalogueOptionsQueryOptions());
}

/**
 * A product's sizes in its scale's order, as the server sends its variants (colour by colour, each colour's sizes in
 * the scale's order). A colour that lacks a size another has does not reorder them: each size is placed after the one
 * before it in its own colour.
 */
export function sizesOfVariants(variants: readonly { size: string | null; colour: string | null }[]): string[] {
  const sizes: string[] = [];
  let after = -1; // where the current colour's last size sits in `sizes`
  let colour: string | null | undefined;
  for (const variant of variants) {
    if (variant.colour !== colour) {
      colour = variant.colour;
      after = -1;
    }
    if (variant.size === null) continue;
    const at = sizes.indexOf(variant.size);
    if (at === -1) sizes.splice(++after, 0, variant.size);
    else after = at;
  }
  return sizes;
}
