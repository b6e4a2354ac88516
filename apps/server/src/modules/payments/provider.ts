// Owns what every payment provider does for the shop, in the shop's words: start a payment and say what the shopper's
// browser does next, say how a payment stands, take approved money where the provider waits for us to, give money back
// and say how that stands, name the payment a refund is asked against, and read its webhooks. Each provider's folder
// implements it (decision 022).
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import type { ModalNextStep } from '@shop/contract/payments-next';
import type { PaymentMethod } from '@shop/contract/shop';

export type ProviderName = 'razorpay' | 'phonepe' | 'paypal';

/** What the shopper's browser does next to pay. */
export type NextStep = ModalStep | RedirectStep;
/** Open the provider's in-page checkout (Razorpay's modal), with what it needs. */
export type ModalStep = {
  kind: 'modal';
  /** Whose checkout the page opens. */
  provider: ModalNextStep['provider'];
  script: string;
  key: string;
  providerOrderId: string;
  amountPaise: number;
};
/** Go to the provider's own page (PhonePe's, PayPal's approval), which sends the shopper back to the shop. */
export type RedirectStep = { kind: 'redirect'; url: string };

/** A payment the provider opened: its own id for it, the amount it will take, and the browser's next step. */
export type Started = { providerOrderId: string; amountPaise: number; next: NextStep };

/**
 * Which payment to ask about: the provider's order (one per attempt of ours), and the one payment a webhook named.
 * `whileWaiting`: a shopper's click waits on the answer, so a provider that does not answer is asked once, not again.
 */
export type PaymentRef = { providerOrderId: string; paymentId?: string | undefined; whileWaiting?: boolean };

/** A provider's word on a payment. Money in another currency than rupees is never held or paid to us. */
export type PaymentHeard =
  /** Nothing to take yet (or nothing this payment will become: a failed try that the shopper may retry). */
  | { state: 'pending' }
  /** Ended without money: the shopper cancelled, or the provider gave up. */
  | { state: 'failed' }
  /** The shopper approved, and no money moves until we capture (PayPal's order): taken only for an order waiting. */
  | { state: 'approved' }
  /** The money is held for us (Razorpay's authorised payment): taken unless its order is paid already. */
  | { state: 'held'; paymentId: string; amountPaise: number }
  /** The money is taken. */
  | { state: 'paid'; paymentId: string; amountPaise: number };

/**
 * A refund the orders side wrote (pending), as its provider is asked for it: our refund's id is the idempotency key,
 * `providerPaymentId` the payment it gives back (as the provider's `refundRef` named it).
 */
export type RefundToSend = {
  id: string;
  orderId: string;
  provider: ProviderName;
  providerPaymentId: string | null;
  providerRefundId: string | null;
  amountPaise: number;
  reason: string;
  attempts: number;
};

/** The attempt that took a payment, as far as a refund of it needs: its provider order, when one is on record. */
export type PaidAttempt = { providerPaymentId: string; providerOrderId?: string | undefined };

/** A provider's word on a refund: still under way, or ended. */
export type RefundHeard = { state: 'pending' | 'processed' | 'failed'; providerRefundId?: string; failure?: string };

/** A webhook or callback as it arrived: the raw body where the signature is over it. */
export type WebhookRequest = { headers: IncomingHttpHeaders; rawBody?: string; body: unknown };

/**
 * What a verified webhook or callback is about. A trigger only: the provider's API is asked how things stand before
 * anything is recorded.
 */
export type WebhookEvent = WebhookSubject & {
  /** How the order's timeline names who told us ("razorpay:webhook" reads "Razorpay (webhook)"). */
  via: string;
  /** The provider's id for the delivery, so a redelivery of one already handled is dropped. */
  eventId?: string | undefined;
};
export type WebhookSubject =
  | { about: 'payment'; providerOrderId: string; paymentId?: string }
  | { about: 'refund'; refundId: string; providerRefundId?: string }
  | { about: 'nothing' };

export interface PaymentProvider {
  readonly name: ProviderName;
  /** The way of paying that orders record for it. */
  readonly method: PaymentMethod;
  /**
   * Opens a payment for the order and says what the browser does next; `shopUrl` is where the shopper comes back,
   * `shopName` what the provider's page calls the shop (its brand; today's name when not given).
   */
  start(order: { id: string; totalPaise: number; shopName?: string }, shopUrl: string): Promise<Started>;
  /** The next step for an attempt already open, where the provider lets it be paid from another click or tab. */
  resume?(attempt: { providerOrderId: string; amountPaise: number }): NextStep;
  /** How the payment stands at the provider now; asking changes nothing there. */
  status(ref: PaymentRef): Promise<PaymentHeard>;
  /** Takes approved or held money: PayPal's approved order, Razorpay's held payment. Asking twice takes it once. */
  capture?(ref: PaymentRef & { amountPaise: number }): Promise<PaymentHeard>;
  /**
   * Asks for the refund, or finds the one an earlier ask made (its answer lost to a timeout or a crash): our refund's
   * id is the idempotency key the provider sees, so asking again never makes a second one.
   */
  refund(refund: RefundToSend): Promise<RefundHeard>;
  /** How one of our refunds stands; undefined when the refund the provider finds is not that one of ours. */
  refundStatus(refund: { id: string; providerRefundId: string | null }): Promise<RefundHeard | undefined>;
  /** The id a refund of the attempt's payment is asked against; undefined when the attempt on record does not say. */
  refundRef(attempt: PaidAttempt): string | undefined;
  /** Checks that a webhook or callback is the provider's and says what it is about; undefined when it is not. */
  parseWebhook?(request: WebhookRequest): WebhookEvent | undefined;
}

/** Our orders' and refunds' ids: anything else a provider reports is not ours. */
export const isOurId = (id: unknown): id is string => typeof id === 'string' && z.uuid().safeParse(id).success;

/** Most providers refund a payment by its own id (Razorpay's payment, PayPal's capture). */
export const refundByPaymentId = (attempt: PaidAttempt): string => attempt.providerPaymentId;

/** The provider's payment a refund gives back, as `refundRef` named it when the refund was written. */
export function refundedPayment(refund: RefundToSend): string {
  if (!refund.providerPaymentId) throw new Error('A provider refund names the payment it gives back');
  return refund.providerPaymentId;
}
