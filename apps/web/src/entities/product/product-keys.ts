// Owns the products' query keys: the catalogue's lists, pages, details and searches, and the staff's product list,
// so reads and the invalidations after a write name the same thing.
import type { ListingFilters, ProductListQuery } from '#web/entities/product/product-api.ts';

export const productKeys = {
  /** Every shopper-facing product answer: lists, pages, details and searches. */
  all: ['products'] as const,
  /** One page, e.g. the home page's feature products. */
  list: (query: ProductListQuery) => ['products', 'list', query] as const,
  /** Page after page of the listing ("Load more"). */
  pages: (filters: ListingFilters) => ['products', 'pages', filters] as const,
  /** Every product's page answer, whichever way it was asked for. */
  details: ['products', 'detail'] as const,
  /** One product's page answer, by its id or its handle (the page's address asks by handle). */
  detail: (idOrHandle: string) => ['products', 'detail', idOrHandle] as const,
  /** The size chart a product's "Size guide" shows (its own or its category's). */
  sizeGuide: (id: string) => ['products', 'size-guide', id] as const,
  /** Page after page of a search, by its trimmed keyword. */
  search: (keyword: string) => ['products', 'search', keyword] as const,
  /** Every cached staff product list: an add, edit or delete refreshes it all. */
  admin: ['admin', 'products'] as const,
  adminList: (limit: number) => ['admin', 'products', { limit }] as const,
};
