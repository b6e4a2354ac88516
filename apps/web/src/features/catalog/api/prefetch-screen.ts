// Owns a catalogue screen's first requests: awaited by the route's loader on the server, started by its client loader
// as a navigation begins.
import { CATEGORIES, DEFAULT_SORT, type Category } from '@shop/contract/shop';
import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_STOREFRONT, type HomeSection } from '@shop/contract/storefront';
import { bannersQueryOptions } from '#web/entities/banner/banner-api.ts';
import { storefrontQueryOptions } from '#web/entities/storefront/storefront-api.ts';
import { collectionPreviewQueryOptions } from '#web/features/catalog/api/get-collection.ts';
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

/** A collection's section on the home page shows its first few products. */
export const HOME_COLLECTION_PRODUCTS = 4;

/**
 * What the home page's sections show, as home-page.tsx asks for them: the sections staff arranged (SPEC's banner,
 * category tiles and feature products by default), then each one's banners, pictures or products.
 */
export async function prefetchHome(client: QueryClient) {
  const { home } = await client.fetchQuery(storefrontQueryOptions()).catch(() => DEFAULT_STOREFRONT);
  await Promise.all(home.map((section) => prefetchHomeSection(client, section)));
}

function prefetchHomeSection(client: QueryClient, section: HomeSection) {
  switch (section.kind) {
    case 'banner':
      return client.prefetchQuery(bannersQueryOptions());
    case 'categories':
      return Promise.all(
        CATEGORIES.map((category) => client.prefetchQuery(productsQueryOptions(categoryCover(category)))),
      );
    case 'featured':
      return client.prefetchQuery(productsQueryOptions(FEATURE_PRODUCTS));
    case 'collection':
      return client.prefetchQuery(collectionPreviewQueryOptions(section.handle, HOME_COLLECTION_PRODUCTS));
  }
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

/**
 * The shareable product page's product (by its handle, or its id at the old address) and then its reviews (by its id);
 * undefined when it could not be had (the query's error says why).
 */
export async function prefetchProduct(client: QueryClient, handleOrId: string) {
  const product = await client.fetchQuery(productQueryOptions(handleOrId)).catch(() => undefined);
  if (product) await client.prefetchQuery(reviewsQueryOptions(product._id));
  return product;
}
