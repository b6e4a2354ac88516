// Owns GET /api/shop/products/size-guide/:id: the size chart a product's "Size guide" shows (its own or its category's).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogApi } from '#web/entities/product/product-api.ts';
import { productKeys } from '#web/entities/product/product-keys.ts';
import { ApiError, dataOf } from '#web/lib/api-client.ts';

export function getSizeGuide(productId: string, signal?: AbortSignal) {
  return dataOf(catalogApi.sizeGuide({ params: { id: productId }, signal }));
}

export const sizeGuideQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: productKeys.sizeGuide(productId),
    queryFn: ({ signal }) => getSizeGuide(productId, signal),
    // A 404 is "no chart for this product": asking again will not find one.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });

/** Asked for when the dialog opens. */
export function useSizeGuide(productId: string) {
  return useQuery(sizeGuideQueryOptions(productId));
}
