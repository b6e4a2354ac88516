// Owns GET /api/shop/review/:productId: a product's reviews.
import type { Review } from '@shop/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '#web/lib/api-client.ts';
import { catalogKeys } from '#web/features/catalog/api/catalog-keys.ts';

export function getReviews(productId: string, signal?: AbortSignal) {
  return apiData<Review[]>(`/shop/review/${encodeURIComponent(productId)}`, signal ? { signal } : {});
}

export const reviewsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: catalogKeys.reviews(productId),
    queryFn: ({ signal }) => getReviews(productId, signal),
  });

export function useReviews(productId: string) {
  return useQuery(reviewsQueryOptions(productId));
}
