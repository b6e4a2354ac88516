// Owns the payment endpoints' requests and answers (SPEC §7 Payments and order capture).
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { createOrderBody } from './orders.ts';
import { onlineDiscountRules } from './settings.ts';

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

export const paymentsConfig = z.object({
  /** True while any provider runs against the built-in sandbox or its own test environment: no money moves. */
  testMode: z.boolean(),
  providers: z.object({ razorpay: z.boolean(), phonepe: z.boolean(), paypal: z.boolean() }),
  /** Razorpay's checkout theme colour. */
  razorpayTheme: z.string(),
  /** The discount for paying online that staff set, shown beside the payment buttons; null while it is off. */
  online_discount: onlineDiscountRules.nullable(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfig>;

export const paymentsConfigAnswer = z.object({ success: z.literal(true), data: paymentsConfig });

/** The order a shopper comes back from PhonePe's page for (only its id: what the order page shows comes from us). */
export const phonePeReturnQuery = z.object({ orderId: z.uuid() });
/** What a provider's webhook is answered once the call is taken (its refusals are the error envelope). */
export const webhookAnswer = z.object({ success: z.literal(true) });

const errors = [400, 401, 403, 404, 409, 429] as const;

/** Every payment call: Razorpay order/verify/webhook, PhonePe order/return/webhook, redirect-provider capture. */
export const paymentEndpoints = {
  config: endpoint({ method: 'GET', path: '/api/payments/config', tag: 'payments', answer: paymentsConfigAnswer }),
  razorpayOrder: endpoint({
    method: 'POST',
    path: '/api/razorpay/payment/order',
    tag: 'payments',
    body: razorpayOrderBody,
    answer: razorpayOrderAnswer,
    errors,
  }),
  razorpayVerify: endpoint({
    method: 'POST',
    path: '/api/razorpay/payment/verify',
    tag: 'payments',
    body: razorpayVerifyBody,
    answer: paidAnswer,
    errors,
  }),
  /** Called by Razorpay, signed over the raw body; the body is Razorpay's event, read as it comes. */
  razorpayWebhook: endpoint({
    method: 'POST',
    path: '/api/razorpay/webhook',
    tag: 'payments',
    answer: webhookAnswer,
    hidden: true,
  }),
  phonePeOrder: endpoint({
    method: 'POST',
    path: '/api/phonepe/payment/order',
    tag: 'payments',
    body: phonePeOrderBody,
    answer: phonePeOrderAnswer,
    errors,
  }),
  /** Where PhonePe's page sends the shopper back: a redirect (303) to the payment's outcome page, no body. */
  phonePeReturn: endpoint({
    method: 'GET',
    path: '/api/phonepe/payment/return',
    tag: 'payments',
    query: phonePeReturnQuery,
    status: 303,
    answer: z.undefined(),
  }),
  /** Called by PhonePe with its callback's credentials; the body is PhonePe's callback, read as it comes. */
  phonePeWebhook: endpoint({
    method: 'POST',
    path: '/api/phonepe/webhook',
    tag: 'payments',
    answer: webhookAnswer,
    hidden: true,
  }),
  capture: endpoint({
    method: 'POST',
    path: '/api/shop/order/capture',
    tag: 'payments',
    body: captureBody,
    answer: paidAnswer,
    errors,
  }),
};
