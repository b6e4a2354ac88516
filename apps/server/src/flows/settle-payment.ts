// Owns deciding what a provider's word on a payment attempt means for its order, whoever heard it (the shopper's
// verify, capture or return, a webhook, the sweep): money taken confirms the order (confirm-payment.ts), a failed
// payment lets it go (orders), and only then is the attempt marked (payments), since an attempt marked paid is never
// asked about again (a database that fails in between leaves it open for the sweep). The payments module asks the
// providers and keeps the attempts; this flow decides.
import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../platform/mailer.ts';
import { failPayment, findPayableOrder, type Payment, pendingOrdersDue, wasPaid } from '../modules/orders/index.ts';
import type {
  ConfirmOutcome,
  MoneyHeard,
  PaymentHeard,
  PaymentProviders,
  PaymentRecord,
  PaymentRecords,
  ProviderName,
  Settled,
} from '../modules/payments/index.ts';
import { confirmAndNotify } from './confirm-payment.ts';
import type { RefundService } from './send-refund.ts';

/** What paying needs: the app (its database, log and address), the mailer, the providers, the attempts, the refunds. */
export type PaymentShop = {
  app: FastifyInstance;
  mailer: Mailer;
  providers: PaymentProviders;
  records: PaymentRecords;
  refunds: RefundService;
};

/** How long the sweep keeps asking about an open attempt whose order was let go: past PhonePe's own expiry. */
const LET_GO_WATCH_MS = 20 * 60_000;

/**
 * Settles what the provider said about the attempt; `via` is how the order's timeline names who told us. Only money
 * for the amount the attempt asked is confirmed: any other leaves the attempt open, as its order never heard.
 */
export async function settlePayment(
  shop: PaymentShop,
  attempt: PaymentRecord,
  heard: PaymentHeard,
  via: string,
): Promise<Settled> {
  if (heard.state === 'pending' || heard.state === 'approved') return 'pending';
  if (heard.state === 'failed') {
    await shop.records.settle(attempt.id, 'failed');
    await failPayment(shop.app.db, attempt.orderId, via);
    return 'failed';
  }
  if (heard.amountPaise !== attempt.amountPaise) return 'amount-mismatch';
  const taken = heard.state === 'held' ? await takeHeld(shop, attempt, heard, via) : heard;
  if (typeof taken === 'string') return taken;
  // The order first, then the attempt (the header says why).
  const outcome = await confirmMoney(shop, {
    orderId: attempt.orderId,
    provider: via,
    paymentId: taken.paymentId,
    amountPaise: taken.amountPaise,
    method: shop.providers.of(attempt.provider).method,
  });
  await shop.records.settle(attempt.id, 'paid', taken.paymentId);
  shop.app.log.info({ orderId: attempt.orderId, outcome, via }, `${attempt.provider} payment`);
  return outcome;
}

/** Asks the attempt's provider how its payment stands, and settles that. */
export async function askAndSettle(shop: PaymentShop, attempt: PaymentRecord, via: string): Promise<Settled> {
  return settlePayment(shop, attempt, await shop.providers.of(attempt.provider).status(attempt), via);
}

/** Exactly once, whoever calls first; the shopper is mailed when it confirms. */
async function confirmMoney(shop: PaymentShop, payment: Payment): Promise<ConfirmOutcome> {
  const { app, mailer } = shop;
  const paid = await confirmAndNotify(app.db, mailer, payment, app.log, app.config.publicUrl);
  // The WhatsApp message of a confirmed order, the refund of money whose coupon lapsed: the dispatcher's table.
  await app.orderEffects.kick(payment.orderId);
  return paid.outcome;
}

/**
 * Money held but not yet taken (Razorpay's authorised payment) is captured, unless its order is already paid: left
 * uncaptured, the provider gives it back by itself, so nothing is kept that staff would have to refund.
 */
async function takeHeld(
  shop: PaymentShop,
  attempt: PaymentRecord,
  held: MoneyHeard,
  via: string,
): Promise<MoneyHeard | Settled> {
  const order = await findPayableOrder(shop.app.db, attempt.orderId);
  if (order && wasPaid(order.paymentStatus)) {
    if (order.paymentId === held.paymentId) return 'already-paid';
    shop.app.log.warn(
      { orderId: order.id, paymentId: held.paymentId, via },
      `${attempt.provider}: a second payment for a paid order, not captured`,
    );
    return 'not-taken';
  }
  const provider = shop.providers.of(attempt.provider);
  const captured = await provider.capture?.({ ...attempt, paymentId: held.paymentId });
  return captured?.state === 'paid' ? captured : 'pending';
}

/**
 * The sweep's questions about money nobody told us of (a lost webhook, a closed tab, a provider that stalled): for
 * orders whose hold ends before `before`, their provider is asked whether money arrived.
 */
export async function settleStale(shop: PaymentShop, before: Date): Promise<void> {
  for (const order of await pendingOrdersDue(shop.app.db, before)) {
    const attempt = await shop.records.latestFor(order.id);
    if (attempt) await ask(shop, order.id, () => settleWaiting(shop, attempt));
  }
  // An order let go while its payment was under way (a new checkout replaced it, a cancel crossed the payment) is no
  // longer pending, yet its money may still come: its open attempts are asked about too, for a while. An approval
  // with the redirect provider takes no money until captured, and none is captured for an order let go; one captured
  // before the order was let go (its confirmation lost to a failing database) is found by reading the order.
  for (const attempt of await shop.records.openSince(new Date(Date.now() - LET_GO_WATCH_MS))) {
    const order = await findPayableOrder(shop.app.db, attempt.orderId);
    if (!order || order.paymentStatus === 'pending') continue;
    await ask(shop, order.id, () => askAndSettle(shop, attempt, sweepActor(attempt.provider)));
  }
}

/** An order still waiting takes what its shopper approved but nobody captured (a closed tab, a capture timed out). */
async function settleWaiting(shop: PaymentShop, attempt: PaymentRecord) {
  const provider = shop.providers.of(attempt.provider);
  const heard = await provider.status(attempt);
  const taken = heard.state === 'approved' && provider.capture ? await provider.capture(attempt) : heard;
  await settlePayment(shop, attempt, taken, sweepActor(attempt.provider));
}

async function ask(shop: PaymentShop, orderId: string, work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    shop.app.log.warn({ err: error, orderId }, 'payment sweep: provider did not answer; will ask again');
  }
}

/** The sweep in an order's timeline: "razorpay:sweep". PhonePe's status API is named alone, however it was asked. */
const sweepActor = (provider: ProviderName) => (provider === 'phonepe' ? provider : `${provider}:sweep`);
