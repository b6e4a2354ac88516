// Owns GET /api/shop/products/get: the filtered, sorted product list, one page or page after page (SPEC §7).
import { LIMITS } from '@shop/contract/shop';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { catalogApi, type ListingFilters, type ProductListQuery } from '#web/entities/product/product-api.ts';
import { productKeys } from '#web/entities/product/product-keys.ts';
import { nextPageOf, requestProductPage } from '#web/features/catalog/api/product-page-request.ts';

export type { ListingFilters, ProductListQuery };

const commaJoined = (values: readonly string[] | undefined) => (values?.length ? values.join(',') : undefined);

/**
 * `category=women,men&brand=threadandtote&size=M,L&colour=Black&sortBy=…&page=…&limit=…`: each filter group
 * comma-joined (SPEC §2), an empty group or unset field left out.
 */
export function getProducts(
  { category, brand, size, colour, sortBy, page, limit }: ProductListQuery,
  signal?: AbortSignal,
) {
  return requestProductPage(
    catalogApi.list({
      query: {
        category: commaJoined(category),
        brand: commaJoined(brand),
        size: commaJoined(size),
        colour: commaJoined(colour),
        sortBy,
        page: page || undefined,
        limit: limit || undefined,
      },
      signal,
    }),
  );
}

/** One page, e.g. the home page's feature products. */
export const productsQueryOptions = (query: ProductListQuery) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => getProducts(query, signal),
  });

export function useProducts(query: ProductListQuery) {
  return useQuery(productsQueryOptions(query));
}

/** Page after page for the listing's "Load more". */
export const productPagesQueryOptions = (filters: ListingFilters) =>
  infiniteQueryOptions({
    queryKey: productKeys.pages(filters),
    queryFn: ({ pageParam, signal }) =>
      getProducts({ ...filters, page: pageParam, limit: LIMITS.pageSizeDefault }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** While other filters load, the grid keeps showing the last ones (dimmed) instead of blinking to placeholders. */
export function useProductPages(filters: ListingFilters) {
  return useInfiniteQuery({ ...productPagesQueryOptions(filters), placeholderData: keepPreviousData });
}
