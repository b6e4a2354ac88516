// Owns the catalogue API's requests and answers: products, listing, search, reviews and banners (SPEC §3, §7).
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { messageAnswer, pageQuery } from './envelope.ts';
import { BRANDS, CATEGORIES, DEFAULT_SORT, LIMITS, SORT_OPTIONS } from './shop.ts';
import { colourName, SIZE_SCALE_MAX_SIZES, sizeName } from './options.ts';
import { isUploadedImage } from './images.ts';
import { TAX_CLASSES } from './settings.ts';
import { parcelSize } from './shipping.ts';
import { handle } from './handles.ts';

const id = z.uuid('Not a valid id');
export const idParams = z.object({ id });
/** A product named by its id or its handle (its address). */
export const productRefParams = z.object({
  id: z.union([id, handle], { error: 'Not a product id or handle' }),
});

/** Rupees with at most two decimals; the API speaks rupees, the database paise. */
const rupees = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .refine((value) => Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
      error: `${field} can have at most two decimals`,
    });

// ── Products ────────────────────────────────────────────────────────────────

/** One size × colour combination of a product, with its own SKU and stock; prices are the effective ones. */
export const variant = z.object({
  _id: z.string(),
  size: z.string().nullable(),
  colour: z.string().nullable(),
  colour_hex: z.string().nullable(),
  sku: z.string(),
  stock: z.number().int(),
  price: z.number(),
  sale_price: z.number(),
  /** This colour's own pictures; empty when it shows the product's gallery. */
  images: z.array(z.string()),
});
export type Variant = z.infer<typeof variant>;

/** A table of body measurements in centimetres: one row a size, one value a column (Chest, Waist, Length…). */
export const sizeChart = z.object({
  columns: z
    .array(z.string().trim().min(1, 'Name every measurement').max(30, 'A measurement name is at most 30 characters'))
    .min(1, 'Add at least one measurement')
    .max(6, 'A size chart has at most 6 measurements'),
  rows: z
    .array(
      z.object({
        size: sizeName,
        cm: z.array(
          z.coerce
            .number({ error: 'Measurements are numbers of centimetres' })
            .positive('Measurements are above 0 cm')
            .max(300, 'Measurements are at most 300 cm'),
        ),
      }),
    )
    .min(1, 'Add at least one size')
    .max(SIZE_SCALE_MAX_SIZES),
});
export type SizeChart = z.infer<typeof sizeChart>;

export const product = z.object({
  _id: z.string(),
  /** The first picture of `images`: what every card and line shows. */
  image: z.string(),
  images: z.array(z.string()),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  brand: z.string(),
  price: z.number(),
  sale_price: z.number(),
  /** The sum of the variants' stock when the product has variants. */
  total_stock: z.number().int(),
  average_review: z.number(),
  createdAt: z.string(),
  /** Sizes in their scale's order, colours in the staff's order; empty for a product with neither option. */
  variants: z.array(variant),
  /** The size scale (catalogue options) its sizes come from; null for a product without sizes. */
  size_scale: z.string().nullable(),
  /** The product's own size chart; null when it uses its category's (or has none). */
  size_chart: sizeChart.nullable(),
  /** How GST taxes it: clothing (two rates by price per piece) or bags. */
  tax_class: z.enum(TAX_CLASSES),
  /** Its address: /shop/product/<handle>. */
  handle: z.string(),
  /** Staff's words for grouping (rule collections), lower case. */
  tags: z.array(z.string()),
  /** What search engines show; null for the title and the description's start (`seoTitleOf`, `seoDescriptionOf`). */
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
});
export type Product = z.infer<typeof product>;

/** The path of a product's own page. */
export const productPath = (p: { handle: string }) => `/shop/product/${encodeURIComponent(p.handle)}`;

/** Search engines show about this many characters of a title, and of a description. */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 320;
const SEO_DESCRIPTION_DEFAULT = 155;

/** The title search engines show: staff's own, else the product's. */
export const seoTitleOf = (p: { title: string; seo_title: string | null }) => p.seo_title || p.title;

/** The description search engines show: staff's own, else the description's first ~155 characters, cut at a word. */
export function seoDescriptionOf(p: { description: string; seo_description: string | null }): string {
  if (p.seo_description) return p.seo_description;
  const text = p.description.replace(/\s+/g, ' ').trim();
  if (text.length <= SEO_DESCRIPTION_DEFAULT) return text;
  const cut = text.slice(0, SEO_DESCRIPTION_DEFAULT - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > SEO_DESCRIPTION_DEFAULT / 2 ? cut.slice(0, atWord) : cut).replace(/[\s.,;:–-]+$/, '')}…`;
}

export const TAGS_MAX = 30;
export const TAG_MAX = 40;

/**
 * Tags as staff type them (a list, or one text with commas, as Shopify's Tags column has them): trimmed, lower case,
 * each once, in the order first typed. Shopify compares tags ignoring case; lower case lets a rule collection match
 * them exactly.
 */
export const productTags = z
  .preprocess(
    (value) => (typeof value === 'string' ? value.split(',') : value),
    z.array(z.string().transform((tag) => tag.replace(/\s+/g, ' ').trim().toLowerCase())),
  )
  .transform((tags) => [...new Set(tags.filter(Boolean))])
  .pipe(
    z
      .array(z.string().max(TAG_MAX, `A tag is at most ${TAG_MAX} characters`))
      .max(TAGS_MAX, `A product has at most ${TAGS_MAX} tags`),
  );

/** An optional text a form sends blank: null when left empty. */
const optionalText = (max: number, message: string) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      z.string().trim().max(max, message).nullish(),
    )
    .transform((value) => value ?? null);

/** A parcel measure as staff saved it: null when they left it to the category's default. */
const savedMeasure = z.number().int().nullable();

/** A variant as staff see it: with its own weight (null: it weighs what the product does). */
export const adminVariant = variant.extend({ weight_grams: savedMeasure });
export type AdminVariant = z.infer<typeof adminVariant>;

/**
 * A product as staff see it: the parcel measures they saved (null: the category's default) and `parcel`, what it
 * actually ships as (its own measures, else `defaultParcel`). Shoppers' answers carry neither.
 */
export const adminProduct = product.extend({
  variants: z.array(adminVariant),
  weight_grams: savedMeasure,
  length_cm: savedMeasure,
  breadth_cm: savedMeasure,
  height_cm: savedMeasure,
  parcel: z.object({
    weight_grams: z.number().int(),
    length_cm: z.number().int(),
    breadth_cm: z.number().int(),
    height_cm: z.number().int(),
  }),
});
export type AdminProduct = z.infer<typeof adminProduct>;

const uploadedImage = z
  .string()
  .trim()
  .min(1, 'Upload an image for the product')
  .max(500)
  .refine(isUploadedImage, 'image must be an uploaded image');
const gallery = z.array(uploadedImage).max(LIMITS.galleryImagesMax, `At most ${LIMITS.galleryImagesMax} images`);
const stock = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} cannot be negative`)
    .max(1_000_000, `${field} is too large`);
const price = (field: string) =>
  rupees(field).pipe(
    z.number().positive(`${field} must be above 0`).max(1_000_000, `${field} must be at most ₹10,00,000`),
  );
const salePrice = (field: string) => rupees(field).pipe(z.number().min(0, `${field} cannot be negative`));

/** A parcel measure staff may leave empty, or blank as a form sends it: null, the category's default. */
const parcelMeasure = <T extends z.ZodType<number, unknown>>(measure: T) =>
  z
    .preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), measure.optional())
    .nullish()
    .transform((value) => value ?? null);

/** One variant as staff send it; a variant matches the saved one of the same size and colour, keeping its id. */
export const variantInput = z
  .object({
    /** One of the product's size scale; the server checks it against the shop's options. */
    size: sizeName.nullable().default(null),
    /** One of the shop's colours (any case); the server checks it and keeps the shop's spelling. */
    colour: colourName.nullable().default(null),
    colour_hex: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'colour_hex is a colour like #1f2a4d')
      .nullable()
      .default(null),
    sku: z
      .string()
      .trim()
      .min(1, 'Give every variant a SKU')
      .max(64, 'A SKU is at most 64 characters')
      .regex(/^[A-Za-z0-9._/-]+$/, 'A SKU has letters, digits, dots, dashes, slashes and underscores only'),
    stock: stock('stock'),
    /**
     * The stock the form showed when staff opened it. When it equals `stock`, staff did not change this variant, and
     * its stock is left as it is now (sales meanwhile stand).
     */
    stock_seen: stock('stock_seen').optional(),
    price: price('price').optional(),
    sale_price: salePrice('sale_price').optional(),
    images: gallery.default([]),
    /** Its own parcel weight (a 3XL weighs more than an XS); empty for the product's. */
    weight_grams: parcelMeasure(parcelSize.shape.weight_grams),
  })
  .refine((v) => v.size !== null || v.colour !== null, { error: 'A variant has a size, a colour or both' });
export type VariantInput = z.input<typeof variantInput>;

const combination = (v: { size: string | null; colour: string | null }) => `${v.size ?? ''}/${v.colour ?? ''}`;

/** What staff send to add or edit a product. Numbers may come as form strings. */
export const productInput = z
  .object({
    image: uploadedImage.optional(),
    images: gallery.optional(),
    title: z.string().trim().min(1, 'Enter a title').max(120, 'Title must be at most 120 characters'),
    description: z
      .string()
      .trim()
      .min(1, 'Enter a description')
      .max(2000, 'Description must be at most 2000 characters'),
    category: z.enum(CATEGORIES, { error: 'Choose a category' }),
    brand: z.enum(BRANDS, { error: 'Choose a brand' }),
    price: price('price'),
    sale_price: salePrice('sale_price'),
    /** Ignored when the product has variants: it is then the sum of theirs. */
    total_stock: stock('total_stock').optional(),
    variants: z
      .array(variantInput)
      .max(LIMITS.variantsMax, `A product has at most ${LIMITS.variantsMax} variants`)
      .default([]),
    size_chart: sizeChart.nullable().default(null),
    /** The size scale its sizes come from (catalogue options); left out, the first scale holding them all. */
    size_scale: z.string().max(40).nullish(),
    tax_class: z.enum(TAX_CLASSES, { error: 'Choose clothing or bags' }).default('clothing'),
    /** The parcel it ships as; each empty for the category's default (`defaultParcel`). */
    weight_grams: parcelMeasure(parcelSize.shape.weight_grams),
    length_cm: parcelMeasure(parcelSize.shape.length_cm),
    breadth_cm: parcelMeasure(parcelSize.shape.breadth_cm),
    height_cm: parcelMeasure(parcelSize.shape.height_cm),
    /** Its address; left out or empty, made from the title (with -2, -3… when another product has it). */
    handle: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      handle.optional(),
    ),
    tags: productTags.default([]),
    seo_title: optionalText(SEO_TITLE_MAX, `The SEO title is at most ${SEO_TITLE_MAX} characters`),
    seo_description: optionalText(
      SEO_DESCRIPTION_MAX,
      `The SEO description is at most ${SEO_DESCRIPTION_MAX} characters`,
    ),
  })
  .superRefine((p, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (!p.image && !p.images?.length) issue(['image'], 'Upload an image for the product');
    if (p.sale_price !== 0 && p.sale_price >= p.price) {
      issue(['sale_price'], 'sale_price must be below price (or 0 for no sale)');
    }
    if (p.variants.length === 0 && p.total_stock === undefined) issue(['total_stock'], 'total_stock must be a number');
    const hasSize = p.variants.some((v) => v.size !== null);
    const hasColour = p.variants.some((v) => v.colour !== null);
    const seen = new Set<string>();
    const skus = new Set<string>();
    p.variants.forEach((v, i) => {
      if ((v.size !== null) !== hasSize) issue(['variants', i, 'size'], 'Give every variant a size, or none');
      if ((v.colour !== null) !== hasColour) issue(['variants', i, 'colour'], 'Give every variant a colour, or none');
      if (seen.has(combination(v)))
        issue(['variants', i], `${[v.size, v.colour].filter(Boolean).join(' ')} is listed twice`);
      seen.add(combination(v));
      if (skus.has(v.sku.toLowerCase())) issue(['variants', i, 'sku'], `SKU ${v.sku} is used twice`);
      skus.add(v.sku.toLowerCase());
      const effective = v.price ?? p.price;
      const sale = v.sale_price ?? (v.price === undefined ? p.sale_price : 0);
      if (sale !== 0 && sale >= effective) {
        issue(['variants', i, 'sale_price'], "A variant's sale_price must be below its price (or 0 for no sale)");
      }
    });
    const chart = p.size_chart;
    chart?.rows.forEach((row, i) => {
      if (row.cm.length !== chart.columns.length) {
        issue(['size_chart', 'rows', i, 'cm'], `Give ${row.size} one measurement per column`);
      }
    });
  })
  .transform(({ image, images, ...rest }) => {
    const pictures = images?.length ? images : [image!];
    return { ...rest, image: pictures[0]!, images: pictures };
  });
export type ProductInput = z.output<typeof productInput>;
export type ProductFormInput = z.input<typeof productInput>;

const splitCommas = (raw: string | undefined) =>
  raw
    ? raw
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : [];

/** Comma-joined values of one filter group, e.g. `category=women,men`. Unknown values are refused. */
const commaList = <T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z
    .string()
    .optional()
    .transform(splitCommas)
    .pipe(z.array(z.enum(values, { error: `${field} has an unknown value` })));

/** Comma-joined options staff named (sizes, colours): any the shop no longer has simply match nothing. */
const optionList = (field: string) =>
  z
    .string()
    .max(1000, `${field} is too long`)
    .optional()
    .transform(splitCommas)
    .pipe(z.array(z.string().max(30, `${field} has an unknown value`)).max(60, `${field} has too many values`));

export const listingQuery = z.object({
  category: commaList(CATEGORIES, 'category'),
  brand: commaList(BRANDS, 'brand'),
  /** Products with any of these sizes in stock (and, with colour too, in one of those colours). */
  size: optionList('size'),
  colour: optionList('colour'),
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

export const adminProductPage = productPage.extend({ data: z.array(adminProduct) });
export type AdminProductPage = z.infer<typeof adminProductPage>;
export const adminProductAnswer = productAnswer.extend({ data: adminProduct });

export const searchParams = z.object({ keyword: z.string().trim().min(1, 'Enter something to search for').max(100) });
export const searchQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeDefault),
});

export const uploadAnswer = z.object({ success: z.literal(true), result: z.object({ url: z.string() }) });

/** The size chart a product's "Size guide" shows: its own, or else its category's. */
export const sizeGuideAnswer = z.object({
  success: z.literal(true),
  data: z.object({ source: z.enum(['product', 'category']), chart: sizeChart }),
});

export const categoryParams = z.object({ category: z.enum(CATEGORIES, { error: 'Not a known category' }) });
export const categorySizeChart = z.object({ category: z.string(), chart: sizeChart.nullable() });
export const sizeChartList = z.object({ success: z.literal(true), data: z.array(categorySizeChart) });
export const sizeChartBody = z
  .object({ chart: sizeChart.nullable() })
  .refine((b) => !b.chart || b.chart.rows.every((row) => row.cm.length === b.chart!.columns.length), {
    path: ['chart', 'rows'],
    error: 'Give every size one measurement per column',
  });
export const sizeChartAnswer = z.object({ success: z.literal(true), message: z.string(), data: categorySizeChart });

// ── Back-in-stock alerts ────────────────────────────────────────────────────

export const stockAlertBody = z.object({ product_id: id, variant_id: id });
export type StockAlertBody = z.infer<typeof stockAlertBody>;

// ── Reviews ─────────────────────────────────────────────────────────────────

export const review = z.object({
  _id: z.string(),
  product_id: z.string(),
  /** Null for a review brought over from another shop (`imported`). */
  user_id: z.string().nullable(),
  user_name: z.string(),
  comment: z.string(),
  rating: z.number().int(),
  /** 'import': brought over from another shop's review app, shown as imported. */
  source: z.enum(['shop', 'import']),
  /** An imported review's own title; null for one written here. */
  title: z.string().nullable(),
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
    params: productRefParams,
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
  sizeGuide: endpoint({
    method: 'GET',
    path: '/api/shop/products/size-guide/:id',
    tag: 'catalogue',
    params: idParams,
    answer: sizeGuideAnswer,
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
    permission: 'products.write',
    tag: 'admin products',
    body: 'multipart',
    answer: uploadAnswer,
    errors: adminErrors,
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/admin/products/add',
    permission: 'products.write',
    tag: 'admin products',
    body: productInput,
    status: 201,
    answer: adminProductAnswer,
    errors: adminErrors,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/admin/products/get',
    permission: 'products.read',
    tag: 'admin products',
    query: pageQuery,
    answer: adminProductPage,
    errors: adminErrors,
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/api/admin/products/edit/:id',
    permission: 'products.write',
    tag: 'admin products',
    params: idParams,
    body: productInput,
    answer: adminProductAnswer,
    errors: adminErrors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/products/delete/:id',
    permission: 'products.write',
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
    permission: 'products.write',
    tag: 'banners',
    body: featureImageInput,
    status: 201,
    answer: featureImageAnswer,
    errors: bannerErrors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/common/feature/delete/:id',
    permission: 'products.write',
    tag: 'banners',
    params: idParams,
    answer: messageAnswer,
    errors: bannerErrors,
  }),
};

/** Staff keep one size chart per category: /api/admin/size-charts. */
export const sizeChartEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/size-charts',
    permission: 'products.read',
    tag: 'admin products',
    answer: sizeChartList,
    errors: adminErrors,
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/admin/size-charts/:category',
    permission: 'products.write',
    tag: 'admin products',
    params: categoryParams,
    body: sizeChartBody,
    answer: sizeChartAnswer,
    errors: adminErrors,
  }),
};

/** A signed-in shopper asks for one email when a sold-out size is back: once per shopper and variant. */
export const stockAlertEndpoints = {
  add: endpoint({
    method: 'POST',
    path: '/api/shop/stock-alerts',
    tag: 'catalogue',
    body: stockAlertBody,
    status: 201,
    answer: messageAnswer,
    errors: [400, 401, 404, 429],
  }),
};

/** " (Size M, Black)": a line's size and colour as a shopper reads them after its title, or nothing without options. */
export function optionsOf(item: { size: string | null; colour: string | null }): string {
  const options = [item.size && `Size ${item.size}`, item.colour].filter(Boolean);
  return options.length ? ` (${options.join(', ')})` : '';
}
