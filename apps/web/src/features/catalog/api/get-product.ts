// Owns GET /api/shop/products/get/:id: one product, for the detail dialog and the shareable product page.
import type { Product } from '@shop/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '#web/lib/api-client.ts';
import { catalogKeys } from '#web/features/catalog/api/catalog-keys.ts';

export function getProduct(id: string, signal?: AbortSignal) {
  return apiData<Product>(`/shop/products/get/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });

/** `shown` (the card the shopper clicked) fills the dialog at once while the fresh copy loads. */
export function useProduct(id: string, shown?: Product) {
  return useQuery({ ...productQueryOptions(id), ...(shown ? { placeholderData: shown } : {}) });
}
