// Owns GET /api/shop/search/:keyword: products whose title, description, category or brand match (SPEC §4, §7).
import { LIMITS } from '@shop/contract/shop';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { catalogKeys } from '#web/features/catalog/api/catalog-keys.ts';
import { nextPageOf, requestProductPage } from '#web/features/catalog/api/product-page-request.ts';

/** SPEC §5: a search runs only for a trimmed keyword longer than 3 characters. */
export function isSearchable(keyword: string): boolean {
  return keyword.trim().length >= LIMITS.searchMinLength;
}

export function searchProducts(keyword: string, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), limit: String(LIMITS.pageSizeDefault) });
  return requestProductPage(`/shop/search/${encodeURIComponent(keyword.trim())}?${query}`, signal);
}

export const searchQueryOptions = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.search(keyword.trim()),
    queryFn: ({ pageParam, signal }) => searchProducts(keyword, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    // SPEC §8: a failed search just empties the results; no retry, no toast.
    retry: false,
  });

export function useSearchProducts(keyword: string) {
  return useInfiniteQuery({ ...searchQueryOptions(keyword), enabled: isSearchable(keyword) });
}
