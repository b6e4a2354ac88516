// Owns the shop's own details and rules staff keep in Settings: who sells (for the tax invoice), how each kind of
// product is taxed, where the shop delivers, Cash on Delivery's limits, the discount for paying online, and how much one
// order may hold.
import { z } from 'zod';
import { brand } from './brand.ts';
import { DEFAULT_BRAND } from './brand-defaults.ts';
import { endpoint } from './endpoint.ts';
import { gstinProblem, INDIAN_STATES } from './india.ts';
import { pickupAddress } from './shipping.ts';
import { handle } from './handles.ts';
import { DEFAULT_STOREFRONT, type Storefront as StorefrontShape } from './storefront.ts';

/** What a product is for GST: clothing has two rates by price per piece; bags one rate staff set. */
export const TAX_CLASSES = ['clothing', 'bags'] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];
export const TAX_CLASS_LABELS: Record<TaxClass, string> = { clothing: 'Clothing', bags: 'Bags' };

const percent = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .min(0, `${field} cannot be negative`)
    .max(28, `${field} is at most 28 %`);
const rupees = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .min(0, `${field} cannot be negative`)
    .max(1_000_000, `${field} is too large`)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, `${field} can have at most two decimals`);
const hsn = z
  .string()
  .trim()
  .regex(/^\d{4}(\d{2}){0,2}$/, 'An HSN code is 4, 6 or 8 digits');

export const taxRules = z.object({
  clothing: z.object({
    hsn,
    /** Rate for a piece priced at or below the threshold, and above it (5 % and 18 % since 22 September 2025). */
    low_rate: percent('The lower clothing rate'),
    high_rate: percent('The higher clothing rate'),
    threshold: rupees('The clothing threshold'),
  }),
  bags: z.object({ hsn, rate: percent('The bags rate') }),
});
export type TaxRules = z.infer<typeof taxRules>;

const stateCodes = INDIAN_STATES.map((s) => s.code) as unknown as [string, ...string[]];

/** The seller as the tax invoice names it. Until staff fill it in, orders work and invoices wait. */
export const shopDetails = z
  .object({
    legal_name: z.string().trim().min(1, 'Enter the legal name').max(120),
    address: z.string().trim().min(1, 'Enter the address').max(300),
    state_code: z.enum(stateCodes, { error: 'Choose the state' }),
    gstin: z.string().trim().toUpperCase(),
    /** Starts every invoice number: 1 to 4 of A–Z and 0–9, so the whole number stays within 16 characters. */
    invoice_prefix: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{1,4}$/, 'The invoice prefix is 1 to 4 letters or digits'),
  })
  .superRefine((d, ctx) => {
    const problem = gstinProblem(d.gstin, d.state_code);
    if (problem) ctx.addIssue({ code: 'custom', path: ['gstin'], message: problem });
  });
export type ShopDetails = z.infer<typeof shopDetails>;

const share = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(1, `${field} is at least 1 %`)
    .max(100, `${field} is at most 100 %`);

/**
 * Where Cash on Delivery loses money, switched off (issue 30): each rule off (null, or an empty list) unless staff set
 * it. A rate counts once there are `min_parcels` Cash on Delivery parcels to judge by.
 */
export const codRiskRules = z.object({
  /** Pincodes that never get Cash on Delivery. */
  blocked_pincodes: z
    .array(z.string().regex(/^[1-9]\d{5}$/, 'A pincode is 6 digits'))
    .max(5000)
    .default([]),
  /** Shoppers (their email, or a 10-digit phone) who never get Cash on Delivery. */
  blocked_customers: z
    .array(z.string().trim().toLowerCase().min(3, 'Give an email or a phone').max(200))
    .max(5000)
    .default([]),
  /** Off in a pincode whose Cash on Delivery parcels came back this share of the time or more. */
  pincode_rto_percent: share('The pincode return rate').nullable().default(null),
  /** Off for a shopper whose Cash on Delivery parcels came back this share of the time or more. */
  customer_rto_percent: share('The shopper return rate').nullable().default(null),
  /** Off for a shopper whose Cash on Delivery parcels came back this many times. */
  customer_rto_count: z.coerce
    .number({ error: 'The returned parcels must be a number' })
    .int('The returned parcels must be a whole number')
    .min(1, 'The returned parcels are at least 1')
    .max(100, 'The returned parcels are at most 100')
    .nullable()
    .default(null),
  /** The parcels a pincode or a shopper needs before its rate counts. */
  min_parcels: z.coerce
    .number({ error: 'The parcels to judge by must be a number' })
    .int('The parcels to judge by must be a whole number')
    .min(1, 'Judge by at least 1 parcel')
    .max(1000, 'Judge by at most 1,000 parcels')
    .default(5),
  /** A shopper's first order above this (rupees) is paid online. */
  first_order_max: rupees('The first order limit').nullable().default(null),
});
export type CodRiskRules = z.infer<typeof codRiskRules>;
export const DEFAULT_COD_RISK_RULES: CodRiskRules = {
  blocked_pincodes: [],
  blocked_customers: [],
  pincode_rto_percent: null,
  customer_rto_percent: null,
  customer_rto_count: null,
  min_parcels: 5,
  first_order_max: null,
};

/** The longest staff may give a shopper to confirm a Cash on Delivery order, in hours. */
export const COD_CONFIRM_HOURS_MAX = 24;

export const codRules = z
  .object({
    enabled: z.boolean(),
    min_order: rupees('The COD minimum'),
    max_order: rupees('The COD maximum'),
    fee: rupees('The COD fee'),
    /**
     * Hours a shopper has to confirm a Cash on Delivery order before it is cancelled and its stock freed: its stock is
     * held that long for nothing paid, so a day at most (security audit 3, M2).
     */
    confirm_hours: z.coerce
      .number({ error: 'The hours to confirm must be a number' })
      .int('The hours to confirm must be a whole number')
      .min(1, 'Give the shopper at least 1 hour to confirm')
      .max(COD_CONFIRM_HOURS_MAX, `The hours to confirm are at most ${COD_CONFIRM_HOURS_MAX} (a day)`)
      .default(4),
    risk: codRiskRules.default(DEFAULT_COD_RISK_RULES),
  })
  .refine((c) => c.min_order <= c.max_order, { path: ['max_order'], error: 'The COD maximum is below its minimum' });

/**
 * An optional discount for paying online instead of in cash at the door (issue 30): a part of what the shop would lose to
 * a refused parcel, given to the shopper who pays first. Off unless staff switch it on; worked out by onlineDiscountPaise.
 */
export const onlineDiscountRules = z
  .object({
    enabled: z.boolean(),
    kind: z.enum(['percent', 'fixed']),
    /** The percent off the order (after any coupon), or the rupees off it. */
    value: z.coerce
      .number({ error: 'The online discount must be a number' })
      .positive('The online discount must be more than 0')
      .max(100_000, 'The online discount is too large')
      .refine(
        (v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
        'The online discount can have at most two decimals',
      ),
    /** The most a percent takes off, in rupees; null for no cap. */
    max_discount: rupees('The most the online discount takes off').nullable(),
  })
  .refine((d) => d.kind === 'fixed' || d.value <= 50, {
    path: ['value'],
    error: 'A percent off for paying online is at most 50 %',
  })
  .refine((d) => d.max_discount === null || d.max_discount > 0, {
    path: ['max_discount'],
    error: 'The most it takes off must be more than ₹0 (leave it empty for no cap)',
  });
export type OnlineDiscountRules = z.infer<typeof onlineDiscountRules>;
export const DEFAULT_ONLINE_DISCOUNT: OnlineDiscountRules = {
  enabled: false,
  kind: 'percent',
  value: 5,
  max_discount: 100,
};

export const deliveryRules = z.object({
  /** Pincodes staff do not deliver to, whatever the directory says. */
  unserviceable_pincodes: z.array(z.string().regex(/^[1-9]\d{5}$/, 'A pincode is 6 digits')).max(5000),
});

const units = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(1, `${field} must be at least 1`)
    .max(1000, `${field} is at most 1,000`);

/**
 * How much of the stock one shopper's order may hold (security audit M2): a line's units, and all its lines' units. The
 * cart keeps within them and placing an order checks them again, since staff may lower them after a cart was filled.
 */
export const orderLimits = z
  .object({
    max_units_per_item: units('The most of one item'),
    max_units_per_order: units('The most items in one order'),
  })
  .refine((l) => l.max_units_per_item <= l.max_units_per_order, {
    path: ['max_units_per_order'],
    error: 'The most items in one order is below the most of one item',
  });
export type OrderLimits = z.infer<typeof orderLimits>;

/** Where couriers collect parcels: null until staff fill it in (the courier aggregator needs it to ship). */
export const shippingRules = z.object({ pickup: pickupAddress.nullable() });

// ── The storefront: the home page's sections and the main menu (issue 44), staff's to arrange ─────────────────

/** One section of the home page, top to bottom; the shop's promises always close it. */
export const homeSection = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('banner') }),
    z.object({ kind: z.literal('categories') }),
    z.object({ kind: z.literal('featured') }),
    z.object({ kind: z.literal('collection'), handle }),
  ],
  { error: 'Unknown kind of home section' },
);
export type HomeSection = z.infer<typeof homeSection>;

/** A menu entry's address: a path on this shop (`/shop/collections/festive`) or a full https address. */
const menuHref = z
  .string()
  .trim()
  .min(1, 'Give every menu entry an address')
  .max(500, 'An address is at most 500 characters')
  .refine(
    (href) =>
      (href.startsWith('/') && !href.startsWith('//') && !href.includes('\\')) || /^https:\/\/[^\s/]+/.test(href),
    'A menu address is a path on this shop (starting with /) or a full https:// address',
  );

export const menuEntry = z.object({
  label: z.string().trim().min(1, 'Give every menu entry a label').max(40, 'A menu label is at most 40 characters'),
  href: menuHref,
});
export type MenuEntry = z.infer<typeof menuEntry>;

export const HOME_SECTIONS_MAX = 12;
export const MENU_ENTRIES_MAX = 12;

export const storefront = z.object({
  home: z.array(homeSection).max(HOME_SECTIONS_MAX, `The home page has at most ${HOME_SECTIONS_MAX} sections`),
  menu: z.array(menuEntry).max(MENU_ENTRIES_MAX, `The menu has at most ${MENU_ENTRIES_MAX} entries`),
}) satisfies z.ZodType<StorefrontShape>;
export type Storefront = z.infer<typeof storefront>;

export { DEFAULT_STOREFRONT };

export const settings = z.object({
  /** Null until staff fill in the shop's details. */
  shop: shopDetails.nullable(),
  tax: taxRules,
  delivery: deliveryRules,
  cod: codRules,
  online_discount: onlineDiscountRules.default(DEFAULT_ONLINE_DISCOUNT),
  limits: orderLimits,
  shipping: shippingRules,
  /** Saved through PUT /api/admin/storefront (content.write); PUT /api/admin/settings keeps it as it is. */
  storefront: storefront.default(DEFAULT_STOREFRONT),
  /** The shop's name, look, announcement and footer (issue 44); today's until staff change it. */
  brand: brand.default(DEFAULT_BRAND),
});
export type Settings = z.infer<typeof settings>;
export type SettingsInput = z.input<typeof settings>;

export const DEFAULT_SETTINGS: Settings = {
  shop: null,
  tax: {
    clothing: { hsn: '6211', low_rate: 5, high_rate: 18, threshold: 2500 },
    bags: { hsn: '4202', rate: 18 },
  },
  delivery: { unserviceable_pincodes: [] },
  cod: { enabled: true, min_order: 299, max_order: 10_000, fee: 0, confirm_hours: 4, risk: DEFAULT_COD_RISK_RULES },
  online_discount: DEFAULT_ONLINE_DISCOUNT,
  limits: { max_units_per_item: 10, max_units_per_order: 20 },
  shipping: { pickup: null },
  storefront: DEFAULT_STOREFRONT,
  brand: DEFAULT_BRAND,
};

export const settingsAnswer = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: settings,
  /** Paid orders still waiting for their invoice (because the shop's details were missing). */
  invoices_waiting: z.number().int(),
});

/** /api/admin/settings: the shop's details and rules. */
export const settingsEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/admin/settings',
    permission: 'settings.read',
    tag: 'admin settings',
    answer: settingsAnswer,
    errors: [401, 403],
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/admin/settings',
    permission: 'settings.write',
    tag: 'admin settings',
    body: settings,
    answer: settingsAnswer,
    errors: [400, 401, 403],
  }),
};
