// Owns what the shopper's browser does next once POST /api/shop/order/create has placed an order (its `next`, decision 022).
import { z } from 'zod';

/** Open the provider's in-page checkout (Razorpay's modal) with what it needs, then verify what it answers. */
export const modalNextStep = z.object({
  kind: z.literal('modal'),
  /** Whose checkout opens in the page: a new in-page provider is a new value here. */
  provider: z.literal('razorpay'),
  /** The provider's public key for its checkout. */
  key: z.string(),
  /** The provider's order id (Razorpay's `order_…`), not ours. */
  order_id: z.string(),
  /** In paise. */
  amount: z.number().int(),
  /** The checkout script to load (the provider's, or the sandbox's stand-in for it). */
  script: z.string(),
});

/** Go to the provider's own page (PhonePe's, PayPal's approval page), which sends the shopper back to the shop. */
export const redirectNextStep = z.object({ kind: z.literal('redirect'), url: z.string() });

/** Nothing to pay now: the order is placed and confirmed (Cash on Delivery). */
export const noNextStep = z.object({ kind: z.literal('none') });

export const nextStep = z
  .discriminatedUnion('kind', [modalNextStep, redirectNextStep, noNextStep])
  .describe("The browser's next step: open an in-page checkout, go to the provider's page, or nothing to pay now");
export type NextStep = z.infer<typeof nextStep>;
export type ModalNextStep = z.infer<typeof modalNextStep>;
