// Owns a catalogue screen's first requests: awaited by the route's loader on the server, started by its client loader
// as a navigation begins.
import { CATEGORIES, DEFAULT_SORT, type Category } from '@shop/contract/shop';
import type { QueryClient } from '@tanstack/react-query';
import { bannersQueryOptions } from '#web/entities/banner/banner-api.ts';
import { catalogueOptionsQueryOptions } from '#web/features/catalog/api/get-catalogue-options.ts';
import { productQueryOptions } from '#web/features/catalog/api/get-product.ts';
import { productPagesQueryOptions, productsQueryOptions } from '#web/features/catalog/api/get-products.ts';
import { reviewsQueryOptions } from '#web/features/catalog/api/get-reviews.ts';
import { isSearchable, searchQueryOptions } from '#web/features/catalog/api/search-products.ts';
import {
  hasFilters,
  readFilters,
  readPage,
  readSort,
  readStoredFilters,
} from '#web/features/catalog/listing-params.ts';

/** SPEC §2: home shows feature products sorted by price, low to high, with no filters. */
export const FEATURE_PRODUCTS = { sortBy: DEFAULT_SORT, limit: 12 };

/** A category tile's picture: the category's dearest piece. */
export const categoryCover = (category: Category) => ({
  category: [category],
  sortBy: 'price-hightolow' as const,
  limit: 1,
});

/** The banners, the category tiles' pictures and the feature products, as home-page.tsx asks for them. */
export async function prefetchHome(client: QueryClient) {
  await Promise.all([
    client.prefetchQuery(bannersQueryOptions()),
    client.prefetchQuery(productsQueryOptions(FEATURE_PRODUCTS)),
    ...CATEGORIES.map((category) => client.prefetchQuery(productsQueryOptions(categoryCover(category)))),
  ]);
}

/**
 * The listing's pages as listing-page.tsx will ask for them (unless stored filters send it elsewhere), and the shop's
 * sizes and colours its filters offer.
 */
export async function prefetchListing(client: QueryClient, search: string) {
  const params = new URLSearchParams(search);
  const filters = readFilters(params);
  const options = client.prefetchQuery(catalogueOptionsQueryOptions());
  if (!hasFilters(filters) && hasFilters(readStoredFilters())) return options;
  await Promise.all([
    options,
    client.prefetchInfiniteQuery({
      ...productPagesQueryOptions({ ...filters, sortBy: readSort(params) }),
      pages: readPage(params),
    }),
  ]);
}

/**
 * The results of a shared `?keyword=` link (or the search form posted without JavaScript), which search-page.tsx shows
 * at once: as many pages as `page` asks for ("Load more" before the app runs).
 */
export async function prefetchSearch(client: QueryClient, search: string) {
  const params = new URLSearchParams(search);
  const keyword = params.get('keyword') ?? '';
  if (isSearchable(keyword))
    await client.prefetchInfiniteQuery({ ...searchQueryOptions(keyword), pages: readPage(params) });
}

/** The shareable product page's product and its reviews. */
export async function prefetchProduct(client: QueryClient, id: string) {
  await Promise.all([client.prefetchQuery(productQueryOptions(id)), client.prefetchQuery(reviewsQueryOptions(id))]);
}
