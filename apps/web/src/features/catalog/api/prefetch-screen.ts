// Owns starting a catalogue screen's first requests on a full page load, beside the session check instead of after it.
import type { QueryClient } from '@tanstack/react-query';
import { productQueryOptions } from '#web/features/catalog/api/get-product.ts';
import { productPagesQueryOptions } from '#web/features/catalog/api/get-products.ts';
import { reviewsQueryOptions } from '#web/features/catalog/api/get-reviews.ts';
import { hasFilters, readFilters, readSort, readStoredFilters } from '#web/features/catalog/listing-params.ts';

/** The listing's first page, as listing-page.tsx will ask for it (unless stored filters send it elsewhere). */
export function prefetchListing(client: QueryClient, search: string) {
  const params = new URLSearchParams(search);
  const filters = readFilters(params);
  if (!hasFilters(filters) && hasFilters(readStoredFilters())) return;
  void client.prefetchInfiniteQuery(productPagesQueryOptions({ ...filters, sortBy: readSort(params) }));
}

/** The shareable product page's product and its reviews. */
export function prefetchProduct(client: QueryClient, id: string) {
  void client.prefetchQuery(productQueryOptions(id));
  void client.prefetchQuery(reviewsQueryOptions(id));
}
