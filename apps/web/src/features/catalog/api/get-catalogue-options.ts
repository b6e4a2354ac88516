// Owns the storefront's reading of GET /api/shop/options: the shop's colours and size scales for the listing's filters
// and the swatches of a colour without a shade of its own. The query itself lives in lib/catalogue-options.ts, so the
// admin's features and the cart's line options (components) share its one cache entry without importing a feature.
import type { Product } from '@shop/contract/catalog';
import { useQuery } from '@tanstack/react-query';
import { catalogueOptionsQueryOptions, type CatalogueOptions } from '#web/lib/catalogue-options.ts';

export {
  catalogueOptionKeys,
  catalogueOptionsQueryOptions,
  shopColour,
  getCatalogueOptions,
  allSizes,
  useCatalogueOptions,
  type CatalogueOptions,
} from '#web/lib/catalogue-options.ts';

/**
 * The options a product's swatches need: asked for only when one of its colours has no shade of its own (the server
 * gives each colour one as it saves it), so a page of cards costs no extra request.
 */
export function useSwatchOptions(product: Pick<Product, 'variants'>): CatalogueOptions | undefined {
  const needed = product.variants.some((variant) => variant.colour !== null && variant.colour_hex === null);
  return useQuery({ ...catalogueOptionsQueryOptions(), enabled: needed }).data;
}
