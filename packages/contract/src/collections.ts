// Owns the collections API (issue 44): staff's groups of products, hand-picked in their order or chosen by rules, each
// with its own page at /shop/collections/<handle> where the listing's filters, sorts and pages apply.
import { z } from 'zod';
import { idParams, listingQuery, product, productTags } from './catalog.ts';
import { endpoint } from './endpoint.ts';
import { messageAnswer } from './envelope.ts';
import { handle } from './handles.ts';
import { isUploadedImage } from './images.ts';
import { storefront } from './settings.ts';
import { CATEGORIES, LIMITS, SORT_OPTIONS } from './shop.ts';

export const COLLECTION_KINDS = ['manual', 'rules'] as const;
export type CollectionKind = (typeof COLLECTION_KINDS)[number];
export const COLLECTION_KIND_LABELS: Record<CollectionKind, string> = {
  manual: 'Hand-picked products',
  rules: 'Products that match rules',
};

/** A collection's page. */
export const collectionPath = (collectionHandle: string) => `/shop/collections/${encodeURIComponent(collectionHandle)}`;

/** The most products staff may hand-pick for one collection. */
export const COLLECTION_PRODUCTS_MAX = 500;

/** A blank field of a form (rules typed by hand) is "no rule". */
const blankIsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const rupees = (field: string) =>
  z.preprocess(
    blankIsNull,
    z.coerce
      .number({ error: `${field} must be a number` })
      .min(0, `${field} cannot be negative`)
      .max(1_000_000, `${field} is at most ₹10,00,000`)
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, `${field} can have at most two decimals`)
      .nullable(),
  );

const words = (field: string, max: number) =>
  z
    .array(z.string().trim().min(1, `${field} cannot be empty`).max(60, `A ${field} is at most 60 characters`))
    .max(max, `At most ${max} ${field}s`)
    .default([])
    .transform((values) => [...new Set(values)]);

/**
 * What puts a product in a rule collection; every rule given must hold, and a list rule holds for a product with any
 * of its values (a product tagged "festive" or "diwali" is in a collection of both tags). Prices are rupees and compare
 * what a shopper pays (the sale price while there is one).
 */
export const collectionRules = z
  .object({
    categories: z.array(z.enum(CATEGORIES, { error: 'Unknown category' })).default([]),
    /** Matched as products keep them: lower case (Shopify compares tags ignoring case). */
    tags: productTags.default([]),
    min_price: rupees('The lowest price').default(null),
    max_price: rupees('The highest price').default(null),
    colours: words('colour', 60),
    on_sale: z.boolean().default(false),
    added_within_days: z.preprocess(
      blankIsNull,
      z.coerce
        .number({ error: 'The days must be a number' })
        .int('The days must be a whole number')
        .min(1, 'The days are at least 1')
        .max(3650, 'The days are at most 3650')
        .nullable()
        .default(null),
    ),
  })
  .refine((r) => r.min_price === null || r.max_price === null || r.min_price <= r.max_price, {
    path: ['max_price'],
    error: 'The highest price is below the lowest',
  });
export type CollectionRulesInput = z.input<typeof collectionRules>;
export type CollectionRulesValue = z.output<typeof collectionRules>;

export const NO_RULES: CollectionRulesValue = {
  categories: [],
  tags: [],
  min_price: null,
  max_price: null,
  colours: [],
  on_sale: false,
  added_within_days: null,
};

const seoText = (max: number) =>
  z.preprocess(blankIsNull, z.string().trim().max(max, `At most ${max} characters`).nullable().default(null));

/** What staff send to make or change a collection. An empty handle is made from the title. */
export const collectionInput = z
  .object({
    title: z.string().trim().min(1, 'Enter a title').max(120, 'The title is at most 120 characters'),
    handle: z.preprocess(blankIsNull, handle.nullable().default(null)),
    description: z.string().trim().max(2000, 'The description is at most 2000 characters').default(''),
    image: z.preprocess(
      blankIsNull,
      z.string().trim().max(500).refine(isUploadedImage, 'Upload the picture first').nullable().default(null),
    ),
    kind: z.enum(COLLECTION_KINDS, { error: 'Choose hand-picked products or rules' }),
    rules: collectionRules.default(NO_RULES),
    /** A hand-picked collection's products, in the order shoppers see them. */
    product_ids: z
      .array(z.uuid('Not a valid product'))
      .max(COLLECTION_PRODUCTS_MAX, `A collection holds at most ${COLLECTION_PRODUCTS_MAX} hand-picked products`)
      .default([])
      .transform((ids) => [...new Set(ids)]),
    seo_title: seoText(70),
    seo_description: seoText(320),
  })
  .refine(
    (c) =>
      c.kind !== 'rules' ||
      c.rules.categories.length > 0 ||
      c.rules.tags.length > 0 ||
      c.rules.colours.length > 0 ||
      c.rules.min_price !== null ||
      c.rules.max_price !== null ||
      c.rules.on_sale ||
      c.rules.added_within_days !== null,
    { path: ['rules'], error: 'Give at least one rule' },
  );
export type CollectionInput = z.input<typeof collectionInput>;

/** A hand-picked product as staff's list shows it. */
export const pickedProduct = z.object({ _id: z.string(), title: z.string(), image: z.string() });
export type PickedProduct = z.infer<typeof pickedProduct>;

/** A collection as staff see it. */
export const collection = z.object({
  _id: z.string(),
  handle: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  kind: z.enum(COLLECTION_KINDS),
  rules: z.object({
    categories: z.array(z.string()),
    tags: z.array(z.string()),
    min_price: z.number().nullable(),
    max_price: z.number().nullable(),
    colours: z.array(z.string()),
    on_sale: z.boolean(),
    added_within_days: z.number().int().nullable(),
  }),
  /** A hand-picked collection's products in their order; empty for a rule collection. */
  products: z.array(pickedProduct),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  created_at: z.string(),
});
export type Collection = z.infer<typeof collection>;

/** A collection as its page shows it. */
export const shopCollection = z.object({
  handle: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
});
export type ShopCollection = z.infer<typeof shopCollection>;

export const collectionParams = z.object({ handle: z.string().trim().min(1).max(200) });

/**
 * The listing's filters, sorts and pages. Without a sort a hand-picked collection is in staff's order, a rule
 * collection in the listing's default one.
 */
export const collectionQuery = listingQuery.extend({
  sortBy: z.enum(SORT_OPTIONS, { error: 'sortBy is not a known sort' }).optional(),
});
export type CollectionQuery = z.input<typeof collectionQuery>;

/** The listing's own answer (GET /api/shop/products/get) without its envelope. */
export const collectionProducts = z.object({
  data: z.array(product),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const collectionPage = z.object({
  success: z.literal(true),
  data: z.object({ collection: shopCollection, products: collectionProducts }),
});
export type CollectionPage = z.infer<typeof collectionPage>;

const collectionAnswer = z.object({ success: z.literal(true), message: z.string().optional(), data: collection });
const adminErrors = [400, 401, 403, 404, 409] as const;

export const COLLECTION_PAGE_SIZE = LIMITS.pageSizeDefault;

/** The shopper's collection page. */
export const shopCollectionEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/shop/collections/:handle',
    tag: 'collections',
    params: collectionParams,
    query: collectionQuery,
    answer: collectionPage,
    errors: [400, 404],
  }),
};

/** Staff's collections under /api/admin/collections. */
export const adminCollectionEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/collections',
    permission: 'products.read',
    tag: 'admin collections',
    answer: z.object({ success: z.literal(true), data: z.array(collection) }),
    errors: adminErrors,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/collections',
    permission: 'content.write',
    tag: 'admin collections',
    body: collectionInput,
    status: 201,
    answer: collectionAnswer,
    errors: adminErrors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/collections/:id',
    permission: 'content.write',
    tag: 'admin collections',
    params: idParams,
    body: collectionInput,
    answer: collectionAnswer,
    errors: adminErrors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/collections/:id',
    permission: 'content.write',
    tag: 'admin collections',
    params: idParams,
    answer: messageAnswer,
    errors: adminErrors,
  }),
};

// ── The storefront: home page sections and the main menu (the `storefront` section of settings) ────────────────────

export const storefrontAnswer = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: storefront,
});

/**
 * Anyone reads how the home page and the menu are arranged (the shop's pages render them); staff who write content
 * arrange them here rather than through PUT /api/admin/settings, which needs settings.write.
 */
export const storefrontEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/shop/storefront',
    tag: 'collections',
    answer: storefrontAnswer,
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/admin/storefront',
    permission: 'content.write',
    tag: 'admin collections',
    body: storefront,
    answer: storefrontAnswer,
    errors: [400, 401, 403],
  }),
};
