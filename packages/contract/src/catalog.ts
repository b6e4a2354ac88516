// Owns the catalogue API's requests and answers: products, listing, search, reviews and banners (SPEC §3, §7).
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { messageAnswer, pageQuery } from './envelope.ts';
import { BRANDS, CATEGORIES, DEFAULT_SORT, LIMITS, SORT_OPTIONS } from './shop.ts';
import { isUploadedImage } from './images.ts';

const id = z.uuid('Not a valid id');
export const idParams = z.object({ id });

/** Rupees with at most two decimals; the API speaks rupees, the database paise. */
const rupees = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .refine((value) => Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
      error: `${field} can have at most two decimals`,
    });

// ── Products ────────────────────────────────────────────────────────────────

export const product = z.object({
  _id: z.string(),
  image: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  brand: z.string(),
  price: z.number(),
  sale_price: z.number(),
  total_stock: z.number().int(),
  average_review: z.number(),
  createdAt: z.string(),
});
export type Product = z.infer<typeof product>;

/** What staff send to add or edit a product. Numbers may come as form strings. */
export const productInput = z
  .object({
    image: z
      .string()
      .trim()
      .min(1, 'Upload an image for the product')
      .max(500)
      .refine(isUploadedImage, 'image must be an uploaded image'),
    title: z.string().trim().min(1, 'Enter a title').max(120, 'Title must be at most 120 characters'),
    description: z
      .string()
      .trim()
      .min(1, 'Enter a description')
      .max(2000, 'Description must be at most 2000 characters'),
    category: z.enum(CATEGORIES, { error: 'Choose a category' }),
    brand: z.enum(BRANDS, { error: 'Choose a brand' }),
    price: rupees('price').pipe(
      z.number().positive('price must be above 0').max(1_000_000, 'price must be at most ₹10,00,000'),
    ),
    sale_price: rupees('sale_price').pipe(z.number().min(0, 'sale_price cannot be negative')),
    total_stock: z.coerce
      .number({ error: 'total_stock must be a number' })
      .int('total_stock must be a whole number')
      .min(0, 'total_stock cannot be negative')
      .max(1_000_000, 'total_stock is too large'),
  })
  .refine((p) => p.sale_price === 0 || p.sale_price < p.price, {
    path: ['sale_price'],
    error: 'sale_price must be below price (or 0 for no sale)',
  });
export type ProductInput = z.infer<typeof productInput>;

/** Comma-joined values of one filter group, e.g. `category=women,men`. Unknown values are refused. */
const commaList = <T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z
    .string()
    .optional()
    .transform((raw) =>
      raw
        ? raw
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(z.enum(values, { error: `${field} has an unknown value` })));

export const listingQuery = z.object({
  category: commaList(CATEGORIES, 'category'),
  brand: commaList(BRANDS, 'brand'),
  sortBy: z.enum(SORT_OPTIONS, { error: 'sortBy is not a known sort' }).default(DEFAULT_SORT),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeDefault),
});
export type ListingQuery = z.input<typeof listingQuery>;

export const productPage = z.object({
  success: z.literal(true),
  data: z.array(product),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ProductPage = z.infer<typeof productPage>;

export const productAnswer = z.object({ success: z.literal(true), message: z.string().optional(), data: product });

export const searchParams = z.object({ keyword: z.string().trim().min(1, 'Enter something to search for').max(100) });
export const searchQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeDefault),
});

export const uploadAnswer = z.object({ success: z.literal(true), result: z.object({ url: z.string() }) });

// ── Reviews ─────────────────────────────────────────────────────────────────

export const review = z.object({
  _id: z.string(),
  product_id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  comment: z.string(),
  rating: z.number().int(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof review>;

/** user_id and user_name are the spec's; the server takes both from the session (another user's id is a 403). */
export const reviewInput = z.object({
  product_id: id,
  user_id: z.string().optional(),
  user_name: z.string().optional(),
  comment: z.string().trim().min(1, 'Write a comment').max(1000, 'Comment must be at most 1000 characters'),
  rating: z.coerce.number().int('rating is 1 to 5').min(1, 'rating is 1 to 5').max(5, 'rating is 1 to 5'),
});
export type ReviewInput = z.input<typeof reviewInput>;

export const productIdParams = z.object({ productId: id });

export const reviewList = z.object({ success: z.literal(true), data: z.array(review) });
export const reviewAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: review,
  average_review: z.number(),
});

// ── Banners (feature images) ────────────────────────────────────────────────

export const featureImage = z.object({ _id: z.string(), image: z.string() });
export type FeatureImage = z.infer<typeof featureImage>;
export const featureImageInput = z.object({
  image: z.string().trim().min(1, 'Upload an image first').refine(isUploadedImage, 'image must be an uploaded image'),
});
export const featureImageList = z.object({ success: z.literal(true), data: z.array(featureImage) });
export const featureImageAnswer = z.object({ success: z.literal(true), message: z.string(), data: featureImage });

// ── Endpoints ───────────────────────────────────────────────────────────────

const shopErrors = [400, 401, 403, 404, 409] as const;

/** The shoppers' catalogue: /api/shop/products, /api/shop/search and /api/shop/review. */
export const catalogEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/shop/products/get',
    tag: 'catalogue',
    query: listingQuery,
    answer: productPage,
    errors: shopErrors,
  }),
  product: endpoint({
    method: 'GET',
    path: '/api/shop/products/get/:id',
    tag: 'catalogue',
    params: idParams,
    answer: productAnswer,
    errors: shopErrors,
  }),
  search: endpoint({
    method: 'GET',
    path: '/api/shop/search/:keyword',
    tag: 'catalogue',
    params: searchParams,
    query: searchQuery,
    answer: productPage,
    errors: shopErrors,
  }),
  reviews: endpoint({
    method: 'GET',
    path: '/api/shop/review/:productId',
    tag: 'catalogue',
    params: productIdParams,
    answer: reviewList,
    errors: shopErrors,
  }),
  addReview: endpoint({
    method: 'POST',
    path: '/api/shop/review/add',
    tag: 'catalogue',
    body: reviewInput,
    status: 201,
    answer: reviewAnswer,
    errors: shopErrors,
  }),
};

const adminErrors = [400, 401, 403, 404, 413] as const;

/** The staff's products under /api/admin/products. */
export const adminProductEndpoints = {
  uploadImage: endpoint({
    method: 'POST',
    path: '/api/admin/products/upload-image',
    tag: 'admin products',
    body: 'multipart',
    answer: uploadAnswer,
    errors: adminErrors,
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/admin/products/add',
    tag: 'admin products',
    body: productInput,
    status: 201,
    answer: productAnswer,
    errors: adminErrors,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/admin/products/get',
    tag: 'admin products',
    query: pageQuery,
    answer: productPage,
    errors: adminErrors,
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/api/admin/products/edit/:id',
    tag: 'admin products',
    params: idParams,
    body: productInput,
    answer: productAnswer,
    errors: adminErrors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/products/delete/:id',
    tag: 'admin products',
    params: idParams,
    answer: messageAnswer,
    errors: adminErrors,
  }),
};

const bannerErrors = [400, 401, 403, 404] as const;

/** The homepage banners under /api/common/feature: anyone may list them, only staff add or delete them. */
export const bannerEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/common/feature/get', tag: 'banners', answer: featureImageList }),
  add: endpoint({
    method: 'POST',
    path: '/api/common/feature/add',
    tag: 'banners',
    body: featureImageInput,
    status: 201,
    answer: featureImageAnswer,
    errors: bannerErrors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/common/feature/delete/:id',
    tag: 'banners',
    params: idParams,
    answer: messageAnswer,
    errors: bannerErrors,
  }),
};
