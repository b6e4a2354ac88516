// Owns the catalogue's TanStack Query keys, so reads and the invalidations after a write name the same thing.
import type { ListingFilters, ProductListQuery } from '#web/features/catalog/api/get-products.ts';

export const catalogKeys = {
  products: ['products'] as const,
  productList: (query: ProductListQuery) => ['products', 'list', query] as const,
  productPages: (filters: ListingFilters) => ['products', 'pages', filters] as const,
  product: (id: string) => ['products', 'detail', id] as const,
  search: (keyword: string) => ['products', 'search', keyword] as const,
  reviews: (productId: string) => ['reviews', productId] as const,
  // The admin's feature-image manager should invalidate this same key after an upload.
  featureImages: ['feature-images'] as const,
};
