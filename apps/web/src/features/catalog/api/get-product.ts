// Owns GET /api/shop/products/get/:id: one product, for the detail dialog and the shareable product page.
import type { Product } from '@shop/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogApi } from '#web/entities/product/product-api.ts';
import { productKeys } from '#web/entities/product/product-keys.ts';
import { dataOf } from '#web/lib/api-client.ts';

export function getProduct(id: string, signal?: AbortSignal) {
  return dataOf(catalogApi.product({ params: { id }, signal }));
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });

/** `shown` (the card the shopper clicked) fills the dialog at once while the fresh copy loads. */
export function useProduct(id: string, shown?: Product) {
  return useQuery({ ...productQueryOptions(id), ...(shown ? { placeholderData: shown } : {}) });
}
