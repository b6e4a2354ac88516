// Owns what checkout's order form posts to /shop/checkout's action, the one place an order is placed from (issue 43):
// its fields, named once for both senders (the plain form before or without JavaScript, and the running app, which
// submits the same action and reads its answer), which ways to pay each sender may ask for, and what the action
// answers the app.
import type { BusinessBuyer } from '@shop/contract/invoice';
import { FROM_APP } from '#web/components/ui/route-form.ts';
import type { CheckoutPaymentMethod, PlacedOrder } from '#web/features/checkout/api/create-order.ts';
import { INVOICE_FIELDS } from '#web/features/checkout/business-invoice.tsx';
import { WHATSAPP_FIELD } from '#web/features/checkout/whatsapp-opt-in.tsx';

/** Every way to pay, as the `intent` a pay button posts. */
export const PAYMENT_INTENTS = {
  cod: 'COD',
  phonepe: 'PhonePe',
  razorpay: 'Razorpay',
  paypal: 'PayPal',
} as const satisfies Record<string, CheckoutPaymentMethod>;
export type PaymentIntent = keyof typeof PAYMENT_INTENTS;

/**
 * The ways to pay a plain form can take: each answers with a page to go to. The in-page checkout (Razorpay) and PayPal,
 * whose return reads the order from this tab's storage, need the app.
 */
const FORM_INTENTS: ReadonlySet<PaymentIntent> = new Set(['cod', 'phonepe']);

export const isPaymentIntent = (intent: string): intent is PaymentIntent => Object.hasOwn(PAYMENT_INTENTS, intent);

export const isFormIntent = (intent: PaymentIntent) => FORM_INTENTS.has(intent);

export const intentOf = (method: CheckoutPaymentMethod) =>
  (Object.keys(PAYMENT_INTENTS) as PaymentIntent[]).find((intent) => PAYMENT_INTENTS[intent] === method)!;

/** The fields besides the GST invoice's and the WhatsApp box's (their own files name those). */
export const PAYMENT_FIELDS = {
  /** The address book's radio. */
  address: 'address_id',
  /** The coupon the page showed applied: the server checks it and works the discount out again. */
  coupon: 'coupon_code',
  /** Sent by the app alone: an order it holds for another basket, let go before this one is placed. */
  release: 'release_order_id',
} as const;

/**
 * What the action answers the app: the placed order with what the browser does next (its in-page checkout, the
 * provider's page, or nothing to pay), or the words of the toast when nothing is to be paid for.
 */
export type PaymentAnswer = { placed: PlacedOrder } | { refused: string };

/** What the app posts for one payment: the form's fields, as the page shows them. */
export type AppPayment = {
  method: CheckoutPaymentMethod;
  addressId: string | null;
  couponCode: string | null;
  whatsappOptIn: boolean;
  businessBuyer: BusinessBuyer | null;
  releaseOrderId: string | null;
};

export function appPaymentForm(payment: AppPayment): FormData {
  const form = new FormData();
  form.set('intent', intentOf(payment.method));
  // The action answers the app with what happened (`PaymentAnswer`) instead of a redirect.
  form.set(FROM_APP, '1');
  if (payment.addressId) form.set(PAYMENT_FIELDS.address, payment.addressId);
  if (payment.couponCode) form.set(PAYMENT_FIELDS.coupon, payment.couponCode);
  if (payment.whatsappOptIn) form.set(WHATSAPP_FIELD, 'on');
  if (payment.businessBuyer) {
    form.set(INVOICE_FIELDS.box, 'on');
    form.set(INVOICE_FIELDS.gstin, payment.businessBuyer.gstin);
    form.set(INVOICE_FIELDS.name, payment.businessBuyer.businessName);
  }
  if (payment.releaseOrderId) form.set(PAYMENT_FIELDS.release, payment.releaseOrderId);
  return form;
}
