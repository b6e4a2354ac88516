// Owns the coupons API: staff's codes (a percentage or a fixed amount off, within dates, a minimum and limits), and the
// shopper's "Apply coupon", which the server answers for their cart and checks again when the order is placed.
import { z } from 'zod';
import { idParams } from './catalog.ts';
import { endpoint } from './endpoint.ts';
import { messageAnswer } from './envelope.ts';
import { CATEGORIES } from './shop.ts';

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Letters, digits, dashes and underscores, 3 to 30: what a shopper can type and read back. */
export const couponCode = z
  .string('Enter a coupon code')
  .trim()
  .min(3, 'A coupon code has at least 3 characters')
  .max(30, 'A coupon code has at most 30 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'A coupon code has only letters, digits, dashes and underscores');

export const coupon = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** Per cent off for a percentage; rupees off for a fixed amount. */
  value: z.number(),
  /** Rupees the eligible items must come to; 0 for none. */
  min_order: z.number(),
  /** The most a percentage takes off, in rupees; null for no cap. */
  max_discount: z.number().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  total_uses: z.number().int().nullable(),
  per_shopper_uses: z.number().int().nullable(),
  /** Empty: every category. */
  categories: z.array(z.enum(CATEGORIES)),
  paused: z.boolean(),
  /** Orders that used it (paid, or placed for cash at the door) and orders holding it while they wait for payment. */
  used: z.number().int(),
  held: z.number().int(),
  created_at: z.string(),
});
export type Coupon = z.infer<typeof coupon>;

const rupees = (what: string) =>
  z
    .number(`${what} must be a number`)
    .min(0, `${what} cannot be negative`)
    .multipleOf(0.01, `${what} has at most two decimals`);

export const couponInput = z
  .object({
    code: couponCode,
    kind: z.enum(COUPON_KINDS, { error: 'Choose a percentage or a fixed amount' }),
    value: z.number('Enter the discount').positive('The discount must be more than zero').multipleOf(0.01),
    min_order: rupees('The minimum order').default(0),
    max_discount: rupees('The largest discount')
      .positive('The largest discount must be more than zero')
      .nullable()
      .default(null),
    starts_at: z.iso.datetime({ offset: true, error: 'Start must be a date and time' }).nullable().default(null),
    ends_at: z.iso.datetime({ offset: true, error: 'End must be a date and time' }).nullable().default(null),
    total_uses: z
      .int('Total uses must be a whole number')
      .positive('Total uses must be at least 1')
      .nullable()
      .default(null),
    per_shopper_uses: z
      .int('Uses per shopper must be a whole number')
      .positive('Uses per shopper must be at least 1')
      .nullable()
      .default(null),
    categories: z.array(z.enum(CATEGORIES, { error: 'Unknown category' })).default([]),
    paused: z.boolean().default(false),
  })
  .refine((c) => c.kind !== 'percent' || (Number.isInteger(c.value) && c.value <= 90), {
    error: 'A percentage is a whole number from 1 to 90',
    path: ['value'],
  })
  .refine((c) => !c.starts_at || !c.ends_at || c.starts_at < c.ends_at, {
    error: 'The end must be after the start',
    path: ['ends_at'],
  });
export type CouponInput = z.input<typeof couponInput>;

export const applyCouponBody = z.object({ code: couponCode });

/** What the coupon takes off the signed-in shopper's cart now; the order is worked out again when it is placed. */
export const couponQuote = z.object({
  code: z.string(),
  /** Rupees off. */
  discount: z.number(),
  /** The cart's items at today's prices, before and after the discount. */
  subtotal: z.number(),
  total: z.number(),
  /** "10% off", "₹200 off": how the coupon reads. */
  description: z.string(),
});
export type CouponQuote = z.infer<typeof couponQuote>;

const couponAnswer = z.object({ success: z.literal(true), message: z.string().optional(), data: coupon });
const shopperErrors = [400, 401, 403, 404, 409, 429] as const;
const adminErrors = [400, 401, 403, 404, 409] as const;

export const cartCouponEndpoints = {
  apply: endpoint({
    method: 'POST',
    path: '/api/shop/cart/coupon',
    tag: 'cart',
    body: applyCouponBody,
    answer: z.object({ success: z.literal(true), message: z.string(), data: couponQuote }),
    errors: shopperErrors,
  }),
};

export const adminCouponEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/coupons',
    permission: 'coupons.manage',
    tag: 'admin coupons',
    answer: z.object({ success: z.literal(true), data: z.array(coupon) }),
    errors: adminErrors,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/coupons',
    permission: 'coupons.manage',
    tag: 'admin coupons',
    body: couponInput,
    status: 201,
    answer: couponAnswer,
    errors: adminErrors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/coupons/:id',
    permission: 'coupons.manage',
    tag: 'admin coupons',
    params: idParams,
    body: couponInput,
    answer: couponAnswer,
    errors: adminErrors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/coupons/:id',
    permission: 'coupons.manage',
    tag: 'admin coupons',
    params: idParams,
    answer: messageAnswer,
    errors: adminErrors,
  }),
};
