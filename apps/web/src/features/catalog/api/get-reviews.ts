// Owns GET /api/shop/review/:productId: a product's reviews.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogApi } from '#web/entities/product/product-api.ts';
import { reviewKeys } from '#web/entities/review/review-keys.ts';
import { dataOf } from '#web/lib/api-client.ts';

export function getReviews(productId: string, signal?: AbortSignal) {
  return dataOf(catalogApi.reviews({ params: { productId }, signal }));
}

export const reviewsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: reviewKeys.of(productId),
    queryFn: ({ signal }) => getReviews(productId, signal),
  });

export function useReviews(productId: string) {
  return useQuery(reviewsQueryOptions(productId));
}
