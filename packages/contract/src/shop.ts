// Owns the shop's fixed vocabulary: name, categories, brand, sorts, statuses and limits.

export const SHOP_NAME = 'Thread & Tote';

export const CATEGORIES = ['newArrivals', 'women', 'men', 'kids'] as const;
export type Category = (typeof CATEGORIES)[number];
export const CATEGORY_LABELS: Record<Category | 'bags', string> = {
  newArrivals: 'New Arrivals',
  women: 'Women',
  men: 'Men',
  kids: 'Kids',
  bags: 'Bags',
};

/** A product's category as shoppers read it; a category the shop does not name is shown as stored. */
export function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category as Category] ?? category;
}

/** The spec's filter group has a single brand option. */
export const BRANDS = ['threadandtote'] as const;
export type Brand = (typeof BRANDS)[number];
export const BRAND_LABELS: Record<Brand, string> = { threadandtote: SHOP_NAME };

export const SORT_OPTIONS = ['price-lowtohigh', 'price-hightolow', 'title-atoz', 'title-ztoa'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'price-lowtohigh';
export const SORT_LABELS: Record<SortOption, string> = {
  'price-lowtohigh': 'Price: Low to High',
  'price-hightolow': 'Price: High to Low',
  'title-atoz': 'Title: A to Z',
  'title-ztoa': 'Title: Z to A',
};

export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** Statuses staff may set, in the spec's order; 'confirmed' is set by a confirmed payment. */
export const ADMIN_ORDER_STATUSES = [
  'pending',
  'inProcess',
  'inShipping',
  'delivered',
  'rejected',
  'returned',
] as const;
/**
 * 'returned': a Cash on Delivery order that came back unpaid (returned to origin), its stock back on sale.
 * 'cancelled': the shopper cancelled it within a day of ordering, before it shipped; its stock is back on sale.
 */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'inProcess',
  'inShipping',
  'delivered',
  'rejected',
  'returned',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** 'partially_refunded' / 'refunded': some or all of what was paid has gone back to the shopper. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'partially_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A sale, or the replacement sent at no charge for an exchange (SPEC's returns; not a way to pay). */
export const ORDER_KINDS = ['sale', 'exchange'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** Payment statuses of an order whose money arrived (some of it may have gone back since). */
export const PAID_STATUSES = ['paid', 'partially_refunded', 'refunded'] as const satisfies readonly PaymentStatus[];

/**
 * A verified buyer's purchase: paid and not wholly refunded, and not cancelled, rejected or returned. (Buying, then
 * cancelling within the day for a full refund, earns no buyer's review.)
 */
export const KEPT_PURCHASE = {
  paymentStatuses: ['paid', 'partially_refunded'],
  notOrderStatuses: ['cancelled', 'rejected', 'returned'],
} as const satisfies { paymentStatuses: readonly PaymentStatus[]; notOrderStatuses: readonly OrderStatus[] };

/** The ways to pay; COD is cash at the door, confirmed at once and paid when staff mark it collected. */
export const PAYMENT_METHODS = ['PhonePe', 'Razorpay', 'PayPal', 'COD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const LIMITS = {
  /** Search counts its matches up to this many; a total of one more means "more than this" ("1,000+ results"). */
  searchTotalCap: 1000,
  maxAddresses: 3,
  /** A product's gallery, and each colour's own pictures. */
  galleryImagesMax: 8,
  /** Size × colour combinations one product may have. */
  variantsMax: 60,
  lowStockBelow: 10,
  pageSizeMax: 100,
  pageSizeDefault: 24,
  searchMinLength: 4, // the spec: a trimmed keyword longer than 3 characters
  searchDelayMs: 1000,
  bannerRotateMs: 15000,
  reservationMinutes: 15,
  /** Cash on Delivery orders a shopper may have unpaid at once, of which one may wait for its confirmation. */
  openCodOrdersMax: 2,
  unconfirmedCodOrdersMax: 1,
  /**
   * Orders a shopper may leave unpaid (let go by a new checkout, cancelled, failed or lapsed; a Cash on Delivery one
   * counted from when it ended, or still waiting for its confirmation) within `unpaidOrdersHours` before their next
   * checkout waits (security audit M2: a hold renewed for ever).
   */
  unpaidOrdersMax: 4,
  unpaidOrdersHours: 24,
  /** The policies: cancel within a day of ordering (before it ships), return within 2 days of delivery. */
  cancelWithinHours: 24,
  returnWithinDays: 2,
  toastDurationMs: 5000,
} as const;

/**
 * Sizes staff may give a product, in the order shoppers see them: adults' letters, kids' ages, and "Free Size" for
 * bags and one-size pieces. The listing's Size filter takes these values.
 */
export const SIZES = [
  'XS',
  'S',
  'M',
  'L',
  'XL',
  'XXL',
  '2-3Y',
  '4-5Y',
  '6-7Y',
  '8-9Y',
  '10-11Y',
  '12-13Y',
  'Free Size',
] as const;
export type Size = (typeof SIZES)[number];

/**
 * Colour names staff may give a variant, each with the swatch it shows unless staff pick their own shade. One name per
 * family, as shoppers filter by them ("Indigo" covers every indigo of every product).
 */
export const COLOURS = {
  Black: '#1f1f1f',
  White: '#f7f5f0',
  Ivory: '#efe6d2',
  Beige: '#d9c3a0',
  Brown: '#7a5230',
  Grey: '#8c8c8c',
  Navy: '#1f2a4d',
  Indigo: '#3b4a8c',
  Blue: '#3f7cc4',
  Teal: '#1f7a7a',
  Green: '#3f7d4a',
  Olive: '#6b6b2e',
  Mustard: '#d1a028',
  Yellow: '#f0cf4a',
  Orange: '#e07b39',
  Rust: '#a8492a',
  Red: '#c0392b',
  Maroon: '#7a1f2b',
  Pink: '#e59ab8',
  Lavender: '#b7a6d9',
  Purple: '#6d3f8c',
} as const satisfies Record<string, `#${string}`>;
export type Colour = keyof typeof COLOURS;
export const COLOUR_NAMES = Object.keys(COLOURS) as [Colour, ...Colour[]];
