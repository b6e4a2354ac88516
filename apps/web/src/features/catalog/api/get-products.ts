// Owns GET /api/shop/products/get: the filtered, sorted product list, one page or page after page (SPEC §7).
import type { Brand, Category, SortOption } from '@shop/contract/shop';
import { LIMITS } from '@shop/contract/shop';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { catalogKeys } from '#web/features/catalog/api/catalog-keys.ts';
import { nextPageOf, requestProductPage } from '#web/features/catalog/api/product-page-request.ts';

/** The listing's state, as read from the URL. */
export type ListingFilters = {
  category: Category[];
  brand: Brand[];
  sortBy: SortOption;
};

export type ProductListQuery = Partial<ListingFilters> & { page?: number; limit?: number };

/** `category=women,men&brand=threadandtote&sortBy=…&page=…&limit=…` — each filter group comma-joined (SPEC §2). */
export function productListSearch({ category, brand, sortBy, page, limit }: ProductListQuery): string {
  const params = new URLSearchParams();
  if (category?.length) params.set('category', category.join(','));
  if (brand?.length) params.set('brand', brand.join(','));
  if (sortBy) params.set('sortBy', sortBy);
  if (page) params.set('page', String(page));
  if (limit) params.set('limit', String(limit));
  // Commas stay commas, as SPEC §2 writes them; the values are the contract's fixed words.
  return params.toString().replaceAll('%2C', ',');
}

export function getProducts(query: ProductListQuery, signal?: AbortSignal) {
  return requestProductPage(`/shop/products/get?${productListSearch(query)}`, signal);
}

/** One page, e.g. the home page's feature products. */
export const productsQueryOptions = (query: ProductListQuery) =>
  queryOptions({
    queryKey: catalogKeys.productList(query),
    queryFn: ({ signal }) => getProducts(query, signal),
  });

export function useProducts(query: ProductListQuery) {
  return useQuery(productsQueryOptions(query));
}

/** Page after page for the listing's "Load more". */
export const productPagesQueryOptions = (filters: ListingFilters) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.productPages(filters),
    queryFn: ({ pageParam, signal }) =>
      getProducts({ ...filters, page: pageParam, limit: LIMITS.pageSizeDefault }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** While other filters load, the grid keeps showing the last ones (dimmed) instead of blinking to placeholders. */
export function useProductPages(filters: ListingFilters) {
  return useInfiniteQuery({ ...productPagesQueryOptions(filters), placeholderData: keepPreviousData });
}
