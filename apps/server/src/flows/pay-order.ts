// Owns taking an order from pending to paid with each provider: placing it and starting its payment, Razorpay's modal
// and its verify, the shopper's return from PhonePe, the redirect provider's capture, and the providers' webhooks.
// Each asks the orders module for the order and the payments module for the provider's word, and settles that
// (settle-payment.ts); nothing is confirmed until the provider itself says so.
import type { BusinessBuyer } from '@shop/contract/invoice';
import type { PaymentMethod } from '@shop/contract/shop';
import { Conflict, DomainError, NotFound } from '../platform/errors.ts';
import type { SessionUserRow } from '../platform/sessions.ts';
import { failPayment, findPayableOrder } from '../modules/orders/index.ts';
import {
  captureApproved,
  checkAmount,
  checkoutAnswer,
  checkoutFor,
  type NextStep,
  PAYMENT_MESSAGES,
  payableOrder,
  type PaymentProvider,
  type PaymentRecord,
  phonePeLanding,
  type ProviderName,
  settleOutcome,
  startAttempt,
  type WebhookEvent,
} from '../modules/payments/index.ts';
import { shopName } from '../modules/settings/index.ts';
import { placeOrder } from './place-order.ts';
import { askAndSettle, type PaymentShop, settlePayment, settleStale } from './settle-payment.ts';

type PlaceInput = {
  addressId: string;
  paymentMethod: PaymentMethod;
  couponCode?: string | undefined;
  whatsappOptIn?: boolean | undefined;
  buyer?: BusinessBuyer | undefined;
  amountRupees?: number | undefined;
  startPhonePe?: boolean;
};

export function paymentService(shop: PaymentShop) {
  return {
    place: (user: SessionUserRow, input: PlaceInput) => place(shop, user, input),
    startRazorpay: (user: SessionUserRow, orderId: string, amountRupees?: number) =>
      startRazorpay(shop, user, orderId, amountRupees),
    verifyRazorpay: (user: SessionUserRow, input: Parameters<typeof verifyRazorpay>[2]) =>
      verifyRazorpay(shop, user, input),
    returnFromPhonePe: (user: SessionUserRow | null, orderId: string) => returnFromPhonePe(shop, user, orderId),
    capturePayPal: (user: SessionUserRow, input: { paymentId: string; orderId: string }) =>
      capturePayPal(shop, user, input),
    webhook: (provider: ProviderName, event: WebhookEvent) => hearWebhook(shop, provider, event),
    /** For orders about to expire (and orders let go meanwhile): did money arrive that nobody told us about? */
    settleStale: (before: Date) => settleStale(shop, before),
    /** The sweep's second round: refunds still pending are asked about again. */
    sweepRefunds: () => shop.refunds.sweep(),
  };
}
export type PaymentService = ReturnType<typeof paymentService>;

/** What the browser does once the order is placed: the provider's next step, or nothing to pay now (cash at the door). */
export type PlacedNext = NextStep | { kind: 'none' };

/**
 * The one way an order is placed and its payment started, whichever way the shopper pays: the order is placed (its
 * stock held, or for cash at the door confirmed), then its provider is asked for the browser's next step. A provider
 * that resumes an open attempt (Razorpay) goes on with it, so the order answered again for the same cart pays through
 * the same attempt.
 */
async function place(
  shop: PaymentShop,
  user: SessionUserRow,
  input: PlaceInput,
): Promise<{ orderId: string; totalPaise: number; next?: PlacedNext }> {
  const { orderId, totalPaise } = await placeOrder(shop.app, user.id, {
    addressId: input.addressId,
    paymentMethod: input.paymentMethod,
    couponCode: input.couponCode,
    whatsappOptIn: input.whatsappOptIn,
    buyer: input.buyer,
  });
  const placed = { orderId, totalPaise };
  const provider = shop.providers.forMethod(input.paymentMethod);
  if (!provider) return { ...placed, next: { kind: 'none' } };
  try {
    checkAmount(placed, input.amountRupees);
    const { next } = await startPayment(shop, provider, { id: placed.orderId, totalPaise: placed.totalPaise });
    return { ...placed, next };
  } catch (error) {
    if (!mustStart(input) && !isOurRefusal(error)) {
      // The order stands as the order call always left it: its provider's own call may start it, and its hold expires.
      shop.app.log.warn({ err: error, orderId: placed.orderId }, `${provider.name}: not started with the order`);
      return placed;
    }
    // The order was placed for this payment: one that cannot start lets it go, and its stock with it.
    await failPayment(shop.app.db, placed.orderId, `${provider.name}:start`);
    throw error;
  }
}

/**
 * The redirect provider's page has always come with the order call, and PhonePe's with its own order call: their order
 * goes when the page cannot be had. Razorpay's and PhonePe's orders placed by the order call stood without their
 * provider before it was asked here (other clients start them with their own calls), and still do.
 */
const mustStart = (input: PlaceInput) => input.paymentMethod === 'PayPal' || input.startPhonePe === true;

/** Our own word on the order (already paid, no longer payable, the wrong amount): the shopper hears it. */
const isOurRefusal = (error: unknown) =>
  error instanceof DomainError && error.statusCode >= 400 && error.statusCode < 500;

/**
 * Opens the order's attempt with its provider, or goes on with the open one; an open one paid without our hearing of
 * it (a lost verify and webhook) is settled instead, and the shopper learns it is paid (or why their money is not kept).
 */
async function startPayment(
  shop: PaymentShop,
  provider: PaymentProvider,
  order: { id: string; totalPaise: number },
): Promise<{ attempt: PaymentRecord; next: NextStep }> {
  const payable = { ...order, shopName: await shopName(shop.app.db) };
  const started = await startAttempt(shop.records, provider, payable, shop.app.config.publicUrl);
  if ('next' in started) return started;
  settleOutcome(await settlePayment(shop, started.attempt, started.paidMeanwhile, `${provider.name}:start`));
  throw new Conflict(PAYMENT_MESSAGES.alreadyPaid);
}

/** What the shop's page hands to Razorpay's checkout script, for the user's own order still waiting for its money. */
async function startRazorpay(shop: PaymentShop, user: SessionUserRow, orderId: string, amountRupees?: number) {
  const order = payableOrder(await findPayableOrder(shop.app.db, orderId), user);
  checkAmount(order, amountRupees);
  const razorpay = shop.providers.razorpay;
  const { attempt } = await startPayment(shop, razorpay, { id: order.id, totalPaise: order.totalPaise });
  return checkoutFor(razorpay, attempt, order.id);
}

/**
 * The modal's answer, checked against the attempt we opened for the user's order; an authorised payment is captured,
 * unless another payment has paid the order meanwhile. Confirms only once Razorpay itself says the money is taken.
 */
async function verifyRazorpay(
  shop: PaymentShop,
  user: SessionUserRow,
  input: { order_id: string; razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
): Promise<string> {
  const order = await ownOrder(shop, user, input.order_id);
  const { attempt, heard } = await checkoutAnswer(
    { records: shop.records, razorpay: shop.providers.razorpay },
    order.id,
    input,
  );
  settleOutcome(await settlePayment(shop, attempt, heard, 'razorpay:verify'));
  return order.id;
}

/**
 * Only the order's owner learns how it stands, and PhonePe is asked only while its payment for the order is still
 * open: a replayed return link costs nothing and tells nothing.
 */
async function returnFromPhonePe(
  shop: PaymentShop,
  user: SessionUserRow | null,
  orderId: string,
): Promise<'not-yours' | 'paid' | 'pending' | 'failed'> {
  const order = await findPayableOrder(shop.app.db, orderId);
  if (!user || !order || order.userId !== user.id) return 'not-yours';
  const open = await shop.records.openAttempt(orderId, 'phonepe');
  return phonePeLanding(order, open && (await askAndSettle(shop, open, 'phonepe')));
}

/** The shopper back from the redirect provider's approval page: captured once, and settled. */
async function capturePayPal(
  shop: PaymentShop,
  user: SessionUserRow,
  input: { paymentId: string; orderId: string },
): Promise<string> {
  const order = await ownOrder(shop, user, input.orderId);
  const captured = await captureApproved(
    { records: shop.records, paypal: shop.providers.paypal },
    order,
    input.paymentId,
  );
  if (captured === 'captured-before') return order.id;
  settleOutcome(await settlePayment(shop, captured.attempt, captured.captured, 'paypal'));
  return order.id;
}

async function ownOrder(shop: PaymentShop, user: SessionUserRow, orderId: string) {
  const order = await findPayableOrder(shop.app.db, orderId);
  if (!order || order.userId !== user.id) throw new NotFound('Order not found');
  return order;
}

/** A verified webhook or callback: a refund's follows the refund; a payment's is asked about, then settled. */
async function hearWebhook(shop: PaymentShop, name: ProviderName, event: WebhookEvent): Promise<void> {
  const provider = shop.providers.of(name);
  if (event.about === 'refund') return shop.refunds.heard(provider, event);
  if (event.about !== 'payment') return;
  // One that names a payment (Razorpay's) asks about that payment first, so a payment the provider does not know fails
  // the work and its redelivery is worked on again; one that names only an order (PhonePe's) is asked about only when
  // that order is an attempt of ours.
  const named = event.paymentId ? await provider.status(event) : undefined;
  const attempt = await shop.records.byProviderOrder(name, event.providerOrderId);
  if (!attempt) return;
  await settlePayment(shop, attempt, named ?? (await provider.status(attempt)), event.via);
}
