// Owns taking an order from pending to paid with each provider; nothing is confirmed until the provider itself says so.
// The providers sit behind one interface (provider.ts); their own browser steps live in their folders.
import type { BusinessBuyer } from '@shop/contract/invoice';
import type { PaymentMethod } from '@shop/contract/shop';
import { DomainError } from '../../platform/errors.ts';
import type { SessionUserRow } from '../../platform/sessions.ts';
import { checkAmount } from './payment-outcomes.ts';
import { capturePayPal } from './paypal/paypal-capture.ts';
import { returnFromPhonePe } from './phonepe/phonepe-return.ts';
import type { NextStep, ProviderName, WebhookEvent } from './provider.ts';
import { startRazorpay, verifyRazorpay } from './razorpay/razorpay-checkout.ts';
import type { RefundService } from './refund-service.ts';
import { type PaymentDeps, settleAttempt } from './settle-attempt.ts';
import { settleStale } from './stale-payments.ts';
import { startAttempt } from './start-attempt.ts';

type Deps = PaymentDeps & { refunds: RefundService; publicUrl: string };

type PlaceInput = {
  addressId: string;
  paymentMethod: PaymentMethod;
  couponCode?: string | undefined;
  whatsappOptIn?: boolean | undefined;
  buyer?: BusinessBuyer | undefined;
  amountRupees?: number | undefined;
  startPhonePe?: boolean;
};

export function paymentService(deps: Deps) {
  return {
    place: (user: SessionUserRow, input: PlaceInput) => place(deps, user, input),
    startRazorpay: (user: SessionUserRow, orderId: string, amountRupees?: number) =>
      startRazorpay(deps, user, { orderId, amountRupees, shopUrl: deps.publicUrl }),
    verifyRazorpay: (user: SessionUserRow, input: Parameters<typeof verifyRazorpay>[2]) =>
      verifyRazorpay(deps, user, input),
    returnFromPhonePe: (user: SessionUserRow | null, orderId: string) => returnFromPhonePe(deps, user, orderId),
    capturePayPal: (user: SessionUserRow, input: { paymentId: string; orderId: string }) =>
      capturePayPal(deps, user, input),
    webhook: (provider: ProviderName, event: WebhookEvent) => hearWebhook(deps, provider, event),
    /** For orders about to expire (and orders let go meanwhile): did money arrive that nobody told us about? */
    settleStale: (before: Date) => settleStale(deps, before),
    /** The sweep's second round: refunds still pending are asked about again. */
    sweepRefunds: () => deps.refunds.sweep(),
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
  deps: Deps,
  user: SessionUserRow,
  input: PlaceInput,
): Promise<{ orderId: string; totalPaise: number; next?: PlacedNext }> {
  const placed = await deps.desk.create(user.id, {
    addressId: input.addressId,
    paymentMethod: input.paymentMethod,
    couponCode: input.couponCode,
    whatsappOptIn: input.whatsappOptIn,
    buyer: input.buyer,
  });
  const provider = deps.providers.forMethod(input.paymentMethod);
  if (!provider) return { ...placed, next: { kind: 'none' } };
  try {
    checkAmount(placed, input.amountRupees);
    const { next } = await startAttempt(
      deps,
      provider,
      { id: placed.orderId, totalPaise: placed.totalPaise },
      deps.publicUrl,
    );
    return { ...placed, next };
  } catch (error) {
    if (!mustStart(input) && !isOurRefusal(error)) {
      // The order stands as the order call always left it: its provider's own call may start it, and its hold expires.
      deps.log.warn({ err: error, orderId: placed.orderId }, `${provider.name}: not started with the order`);
      return placed;
    }
    // The order was placed for this payment: one that cannot start lets it go, and its stock with it.
    await deps.desk.fail(placed.orderId, `${provider.name}:start`);
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

/** A verified webhook or callback: a refund's follows the refund; a payment's is asked about, then settled. */
async function hearWebhook(deps: Deps, name: ProviderName, event: WebhookEvent): Promise<void> {
  const provider = deps.providers.of(name);
  if (event.about === 'refund') return deps.refunds.heard(provider, event);
  if (event.about !== 'payment') return;
  // One that names a payment (Razorpay's) asks about that payment first, so a payment the provider does not know fails
  // the work and its redelivery is worked on again; one that names only an order (PhonePe's) is asked about only when
  // that order is an attempt of ours.
  const named = event.paymentId ? await provider.status(event) : undefined;
  const attempt = await deps.records.byProviderOrder(name, event.providerOrderId);
  if (!attempt) return;
  await settleAttempt(deps, attempt, named ?? (await provider.status(attempt)), event.via);
}
