// Owns what a reported payment comes to for the shopper: the words they are told, which outcomes are refusals, and
// whether an order (as the flows read it from orders) can still be paid online.
import { MESSAGES } from '@shop/contract/messages';
import { rupeesToPaise } from '@shop/contract/money';
import type { PaymentMethod, PaymentStatus } from '@shop/contract/shop';
import { Conflict, Invalid, NotFound } from '../../platform/errors.ts';
import type { SessionUserRow } from '../../platform/sessions.ts';

/** An order as paying it needs: whose it is, what it costs, and how its payment stands. */
export type PayableOrder = {
  id: string;
  userId: string;
  totalPaise: number;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  /** The payment that paid it, once paid. */
  paymentId: string | null;
};

/**
 * What the orders side made of money for an order. `duplicate`: a different payment had already paid the order; this
 * one is kept on the order for staff to refund. `coupon-lapsed`: money for an order that was let go, whose coupon no
 * longer applies; its refund is already started.
 */
export type ConfirmOutcome =
  'confirmed' | 'already-paid' | 'duplicate' | 'paid-needs-refund' | 'coupon-lapsed' | 'amount-mismatch' | 'not-found';

export const PAYMENT_MESSAGES = {
  paid: 'Payment successful. Your order is confirmed.',
  notPayable: 'This order can no longer be paid. Please check out again.',
  cashOnDelivery:
    'This order is paid in cash when it arrives, so it cannot be paid online. To pay online, cancel it and check out again.',
  alreadyPaid: 'This order is already paid. You can see it in your Order History.',
  amountMismatch: 'The amount does not match the order',
  verifyFailed: 'We could not verify this payment. If money was taken, it will be refunded.',
  soldOutAfterPayment: 'We received your payment, but an item sold out meanwhile. We will refund you within 5 days.',
  couponLapsedAfterPayment:
    "We received your payment, but this order's coupon no longer applies, so the order could not be confirmed. Your refund has been started and reaches you within 5 days.",
  secondPaymentRefunded: 'This order was already paid, so we will refund this second payment to you within 5 days.',
  secondPaymentNotTaken:
    'This order was already paid, so this second payment was not taken. If your bank is holding the amount, it is released automatically.',
  captureFailed: MESSAGES.captureFailed,
} as const;

/** What became of money a provider reported; `not-taken`: an authorised payment left uncaptured, its order already paid. */
export type PaymentOutcome = ConfirmOutcome | 'not-taken';

/** What a provider's word on an attempt came to: the order's answer, nothing taken yet, or an attempt that failed. */
export type Settled = PaymentOutcome | 'pending' | 'failed';

/** Tells the shopper the truth about their payment: confirmed, or why not and what happens to the money. */
export function settleOutcome(outcome: Settled): void {
  if (outcome === 'confirmed' || outcome === 'already-paid') return;
  if (outcome === 'paid-needs-refund') throw new Conflict(PAYMENT_MESSAGES.soldOutAfterPayment);
  if (outcome === 'coupon-lapsed') throw new Conflict(PAYMENT_MESSAGES.couponLapsedAfterPayment);
  if (outcome === 'duplicate') throw new Conflict(PAYMENT_MESSAGES.secondPaymentRefunded);
  if (outcome === 'not-taken') throw new Conflict(PAYMENT_MESSAGES.secondPaymentNotTaken);
  throw new Invalid(PAYMENT_MESSAGES.verifyFailed);
}

/**
 * The user's own order, still waiting for its money online. A Cash on Delivery order is paid at the door: paid online
 * it would still wait for its confirmation, and be cancelled unconfirmed with the money kept (security audit 3, I2).
 */
export function payableOrder(order: PayableOrder | undefined, user: SessionUserRow): PayableOrder {
  if (!order || order.userId !== user.id) throw new NotFound('Order not found');
  if (order.paymentMethod === 'COD') throw new Conflict(PAYMENT_MESSAGES.cashOnDelivery);
  if (order.paymentStatus !== 'pending') throw new Conflict(PAYMENT_MESSAGES.notPayable);
  return order;
}

/** The amount the shopper's page showed, when it sent one, must be the order's. */
export function checkAmount(order: Pick<PayableOrder, 'totalPaise'>, amountRupees: number | undefined) {
  if (amountRupees !== undefined && rupeesToPaise(amountRupees) !== order.totalPaise)
    throw new Invalid(PAYMENT_MESSAGES.amountMismatch);
}
