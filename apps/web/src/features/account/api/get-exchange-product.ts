// Owns the product an exchange picks from: its other sizes and colours, read by the catalogue's own call and key.
import type { Product } from '@shop/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogApi } from '#web/entities/product/product-api.ts';
import { productKeys } from '#web/entities/product/product-keys.ts';
import { dataOf } from '#web/lib/api-client.ts';

export type { Product };

/** The same query as the product page's (same key), so a product seen there is not asked for again. */
export const exchangeProductQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: productKeys.detail(productId),
    queryFn: ({ signal }) => dataOf(catalogApi.product({ params: { id: productId }, signal })),
  });

export function useExchangeProduct(productId: string | null) {
  return useQuery({ ...exchangeProductQueryOptions(productId ?? ''), enabled: productId !== null });
}
