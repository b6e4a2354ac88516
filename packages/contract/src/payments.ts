// Owns the payment endpoints' requests and answers (SPEC §7 Payments and order capture).
import { z } from 'zod';
import { createOrderBody } from './orders.ts';

const orderId = z.uuid('Not a valid order id');
const amount = z.coerce.number({ error: 'amount must be a number' }).positive('amount must be above 0');

/** The spec sends only `amount`; we also need which of the shopper's orders it pays. */
export const razorpayOrderBody = z.object({ order_id: orderId, amount: amount.optional() });
export const razorpayOrderAnswer = z.object({
  success: z.literal(true),
  data: z.object({
    id: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    key: z.string(),
    order_id: z.string(),
    checkout_script: z.string(),
  }),
});

export const razorpayVerifyBody = z.object({
  order_id: orderId,
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});

export const phonePeOrderBody = z.object({
  user_id: z.string().optional(),
  amount: amount.optional(),
  orderData: createOrderBody,
});
export const phonePeOrderAnswer = z.object({ success: z.literal(true), redirectURL: z.string(), order_id: z.string() });

export const captureBody = z.object({
  paymentId: z.string().min(1).max(100),
  payerId: z.string().max(100).optional(),
  orderId: orderId,
});

export const paidAnswer = z.object({ success: z.literal(true), message: z.string(), order_id: z.string() });

export const paymentsConfigAnswer = z.object({
  success: z.literal(true),
  data: z.object({
    testMode: z.boolean(),
    providers: z.object({ razorpay: z.boolean(), phonepe: z.boolean(), paypal: z.boolean() }),
    razorpayTheme: z.string(),
  }),
});
