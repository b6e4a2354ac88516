// Owns the shopper's return from the redirect provider's approval page: the approved order is captured, once, and
// only while no other payment has paid the shop order. The flows settle what the capture took.
import { Conflict, Invalid } from '../../../platform/errors.ts';
import { type PayableOrder, PAYMENT_MESSAGES } from '../payment-outcomes.ts';
import type { PaymentRecord, PaymentRecords } from '../payment-records.ts';
import type { PaymentHeard, PaymentProvider } from '../provider.ts';

/**
 * `paymentId` is the provider's order id the return link carried. Answers the attempt and the money captured, or
 * `captured-before` when this same capture already paid the order (a reload).
 */
export async function captureApproved(
  deps: { records: PaymentRecords; paypal: PaymentProvider },
  order: PayableOrder,
  paymentId: string,
): Promise<{ attempt: PaymentRecord; captured: PaymentHeard } | 'captured-before'> {
  const attempt = await deps.records.byProviderOrder('paypal', paymentId);
  if (!attempt || attempt.orderId !== order.id) throw new Invalid(PAYMENT_MESSAGES.captureFailed);
  if (order.paymentStatus !== 'pending' && order.paymentId) {
    // The same capture asked again (a reload) answers the same; another payment having paid the order, this one is
    // not captured, or (captured in a race) is kept on the order for a refund.
    if (attempt.status === 'paid' && attempt.providerPaymentId === order.paymentId) return 'captured-before';
    throw new Conflict(
      attempt.status === 'paid' ? PAYMENT_MESSAGES.secondPaymentRefunded : PAYMENT_MESSAGES.secondPaymentNotTaken,
    );
  }
  const captured = await deps.paypal.capture?.(attempt);
  if (captured?.state !== 'paid') throw new Invalid(PAYMENT_MESSAGES.captureFailed);
  return { attempt, captured };
}
