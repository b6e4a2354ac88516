// Owns the products' calls on the client: the shoppers' catalogue (list, product, search, reviews) and the staff's
// products, typed by the contract's descriptions (SPEC §7).
import type { adminProductEndpoints, catalogEndpoints, stockAlertEndpoints } from '@shop/contract/catalog';
import type { Brand, Category, SortOption } from '@shop/contract/shop';
import { endpointClient } from '#web/lib/api-client.ts';

/*
 * The descriptions are imported as types only: the catalogue is on every page's first load, and zod would add tens
 * of kilobytes to it. The server validates its own answers.
 */

/** The listing's state, as read from the URL. */
export type ListingFilters = {
  category: Category[];
  brand: Brand[];
  /** Sizes and colours as staff named them (the shop's options); an unknown one matches nothing. */
  size: string[];
  colour: string[];
  sortBy: SortOption;
};

/** One page of the list, as a screen asks for it: the filters it has, and the page. */
export type ProductListQuery = Partial<ListingFilters> & { page?: number; limit?: number };

/** The shoppers' catalogue: products, one product, search, a product's reviews and its size guide. */
export const catalogApi = endpointClient<typeof catalogEndpoints>({
  list: 'GET /api/shop/products/get',
  product: 'GET /api/shop/products/get/:id',
  search: 'GET /api/shop/search/:keyword',
  reviews: 'GET /api/shop/review/:productId',
  sizeGuide: 'GET /api/shop/products/size-guide/:id',
  addReview: 'POST /api/shop/review/add',
});

/** A signed-in shopper's "Notify me" on a sold-out size. */
export const stockAlertApi = endpointClient<typeof stockAlertEndpoints>({
  add: 'POST /api/shop/stock-alerts',
});

/** The staff's products: upload an image, add, list, edit, remove. */
export const adminProductApi = endpointClient<typeof adminProductEndpoints>({
  uploadImage: 'POST /api/admin/products/upload-image',
  add: 'POST /api/admin/products/add',
  list: 'GET /api/admin/products/get',
  edit: 'PUT /api/admin/products/edit/:id',
  remove: 'DELETE /api/admin/products/delete/:id',
});
