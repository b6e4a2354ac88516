// Owns GET /api/admin/products/get: the staff's product list, a page at a time ("Load more").
import { adminProductPage, type AdminProductPage } from '@shop/contract/catalog';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { adminProductApi } from '#web/entities/product/product-api.ts';
import { productKeys } from '#web/entities/product/product-keys.ts';
import { malformedAnswer } from '#web/components/admin/admin-answer.ts';
import { successOf } from '#web/lib/api-client.ts';

export const ADMIN_PRODUCTS_PAGE_SIZE = 24;

export async function getAdminProducts({
  page,
  limit = ADMIN_PRODUCTS_PAGE_SIZE,
  signal,
}: {
  page: number;
  limit?: number;
  signal?: AbortSignal;
}): Promise<AdminProductPage> {
  const answer = successOf(await adminProductApi.list({ query: { page, limit }, signal }));
  const parsed = adminProductPage.safeParse(answer);
  if (!parsed.success) throw malformedAnswer(answer.status);
  return parsed.data;
}

export const adminProductsQueryOptions = (limit = ADMIN_PRODUCTS_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: productKeys.adminList(limit),
    queryFn: ({ pageParam, signal }) => getAdminProducts({ page: pageParam, limit, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

export function useAdminProducts(limit = ADMIN_PRODUCTS_PAGE_SIZE) {
  return useInfiniteQuery(adminProductsQueryOptions(limit));
}
