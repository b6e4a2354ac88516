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
export const ADMIN_ORDER_STATUSES = ['pending', 'inProcess', 'inShipping', 'delivered', 'rejected'] as const;
export const ORDER_STATUSES = ['pending', 'confirmed', 'inProcess', 'inShipping', 'delivered', 'rejected'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['PhonePe', 'Razorpay', 'PayPal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const LIMITS = {
  /** Search counts its matches up to this many; a total of one more means "more than this" ("1,000+ results"). */
  searchTotalCap: 1000,
  maxAddresses: 3,
  lowStockBelow: 10,
  pageSizeMax: 100,
  pageSizeDefault: 24,
  searchMinLength: 4, // the spec: a trimmed keyword longer than 3 characters
  searchDelayMs: 1000,
  bannerRotateMs: 15000,
  reservationMinutes: 15,
  toastDurationMs: 5000,
} as const;
