// Owns GET /api/shop/search/:keyword: products whose title, description, category or brand match (SPEC §4, §7).
import { LIMITS } from '@shop/contract/shop';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { catalogApi } from '#web/entities/product/product-api.ts';
import { productKeys } from '#web/entities/product/product-keys.ts';
import { nextPageOf, requestProductPage } from '#web/features/catalog/api/product-page-request.ts';

/** SPEC §5: a search runs only for a trimmed keyword longer than 3 characters. */
export function isSearchable(keyword: string): boolean {
  return keyword.trim().length >= LIMITS.searchMinLength;
}

export function searchProducts(keyword: string, page: number, signal?: AbortSignal) {
  return requestProductPage(
    catalogApi.search({
      params: { keyword: keyword.trim() },
      query: { page, limit: LIMITS.pageSizeDefault },
      signal,
    }),
  );
}

export const searchQueryOptions = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: productKeys.search(keyword.trim()),
    queryFn: ({ pageParam, signal }) => searchProducts(keyword, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    // SPEC §8: a failed search just empties the results; no retry, no toast.
    retry: false,
  });

export function useSearchProducts(keyword: string) {
  return useInfiniteQuery({ ...searchQueryOptions(keyword), enabled: isSearchable(keyword) });
}
