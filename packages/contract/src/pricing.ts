// Owns what checkout is told a cart costs (issue 43): each line at today's price, and for every way to pay whether it
// may be used and what the order would come to by it, worked out by the server's one pricing function. The browser
// shows these numbers and adds up none of its own.
import { z } from 'zod';
import { couponCode } from './coupons.ts';
import { endpoint } from './endpoint.ts';
import { okAnswer } from './envelope.ts';
import { PAYMENT_METHODS } from './shop.ts';

export const checkoutQuoteBody = z.object({
  /** One of the shopper's saved addresses: without it, Cash on Delivery is not judged (it needs a pincode). */
  address_id: z.string().uuid('Not a valid address id').optional(),
  /** A coupon to price the cart with; an unknown or unusable code is refused in words (400), never dropped. */
  coupon_code: couponCode.optional(),
});
export type CheckoutQuoteBody = z.input<typeof checkoutQuoteBody>;

export const quoteLine = z.object({
  product_id: z.string(),
  variant_id: z.string().nullable(),
  quantity: z.number().int(),
  /** Rupees, today's price of one piece. */
  unit_price: z.number(),
  line_total: z.number(),
});

/** One way to pay, priced: every amount in rupees. */
export const methodQuote = z.object({
  method: z.enum(PAYMENT_METHODS),
  available: z.boolean(),
  /** Why it may not be used for this order, in the shopper's words; null when it may. */
  reason: z.string().nullable(),
  /** What an order placed now with this method comes to: its `total_amount`, and its invoice's total. */
  total: z.number(),
  /** The coupon's discount. */
  discount_amount: z.number(),
  /** What paying online takes off (0 for Cash on Delivery). */
  online_discount_amount: z.number(),
  cod_fee: z.number(),
  shipping_fee: z.number(),
});
export type MethodQuote = z.infer<typeof methodQuote>;

export const checkoutQuote = z.object({
  /** The items at today's prices, before any discount. */
  subtotal: z.number(),
  lines: z.array(quoteLine),
  methods: z.array(methodQuote),
});
export type CheckoutQuote = z.infer<typeof checkoutQuote>;

export const pricingEndpoints = {
  /** What the signed-in shopper's cart costs by each way to pay, to this address, with this coupon. */
  quote: endpoint({
    method: 'POST',
    path: '/api/shop/checkout/quote',
    tag: 'orders',
    body: checkoutQuoteBody,
    answer: okAnswer(checkoutQuote),
    errors: [400, 401, 404, 429] as const,
  }),
};
