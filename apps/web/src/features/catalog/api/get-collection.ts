// Owns GET /api/shop/collections/:handle: a collection's words and picture and its products, page after page, with the
// listing's filters and sorts (without a sort, the collection's own order: staff's for a hand-picked one).
import type { CollectionPage, shopCollectionEndpoints, ShopCollection } from '@shop/contract/collections';
import type { ProductPage } from '@shop/contract/catalog';
import { MESSAGES } from '@shop/contract/messages';
import { LIMITS, type SortOption } from '@shop/contract/shop';
import {
  infiniteQueryOptions,
  type InfiniteData,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { ListingFilters } from '#web/entities/product/product-api.ts';
import { productKeys } from '#web/entities/product/product-keys.ts';
import { ApiError, endpointClient } from '#web/lib/api-client.ts';
import { nextPageOf } from '#web/features/catalog/api/product-page-request.ts';

export type { ShopCollection };

export const collectionApi = endpointClient<typeof shopCollectionEndpoints>({
  get: 'GET /api/shop/collections/:handle',
});

/** The listing's filters; no sort for the collection's own order. */
export type CollectionFilters = Omit<ListingFilters, 'sortBy'> & { sortBy?: SortOption | undefined };

/** A page of a collection: the collection, and its products as the listing answers them. */
export type CollectionProductsPage = { collection: ShopCollection; products: ProductPage };

const commaJoined = (values: readonly string[] | undefined) => (values?.length ? values.join(',') : undefined);

export async function getCollection(
  handle: string,
  {
    category,
    brand,
    size,
    colour,
    sortBy,
    page,
    limit,
  }: Partial<CollectionFilters> & { page?: number; limit?: number },
  signal?: AbortSignal,
): Promise<CollectionProductsPage> {
  const answer = await collectionApi.get({
    params: { handle },
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
  });
  if (!answer.success) throw new ApiError(answer.message ?? MESSAGES.serverError, answer.status);
  const { collection, products } = (answer as CollectionPage & { status: number }).data;
  return { collection, products: { success: true, ...products } };
}

/** Under the products' keys: whatever refreshes the catalogue refreshes collections too. */
export const collectionKeys = {
  pages: (handle: string, filters: CollectionFilters) => [...productKeys.all, 'collection', handle, filters] as const,
  first: (handle: string, limit: number) => [...productKeys.all, 'collection', handle, { limit }] as const,
};

export const collectionPagesQueryOptions = (handle: string, filters: CollectionFilters) =>
  infiniteQueryOptions({
    queryKey: collectionKeys.pages(handle, filters),
    queryFn: ({ pageParam, signal }) =>
      getCollection(handle, { ...filters, page: pageParam, limit: LIMITS.pageSizeDefault }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: CollectionProductsPage) => nextPageOf(last.products),
  });

export function useCollectionPages(handle: string, filters: CollectionFilters) {
  return useInfiniteQuery({ ...collectionPagesQueryOptions(handle, filters), placeholderData: keepPreviousData });
}

/** The same pages as the listing's grid reads them: the products alone. */
export function useCollectionProductPages(handle: string, filters: CollectionFilters) {
  return useInfiniteQuery({
    ...collectionPagesQueryOptions(handle, filters),
    placeholderData: keepPreviousData,
    select: (data): InfiniteData<ProductPage> => ({
      pages: data.pages.map((page) => page.products),
      pageParams: data.pageParams,
    }),
  });
}

/** A collection's first few products in its own order: a home page section. */
export const collectionPreviewQueryOptions = (handle: string, limit: number) =>
  queryOptions({
    queryKey: collectionKeys.first(handle, limit),
    queryFn: ({ signal }) => getCollection(handle, { limit }, signal),
  });

export function useCollectionPreview(handle: string, limit: number) {
  return useQuery(collectionPreviewQueryOptions(handle, limit));
}
