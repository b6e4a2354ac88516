// Owns the shopper's return from the redirect provider's approval page: the approved order is captured, once, and
// only while no other payment has paid the shop order.
import { Conflict, Invalid, NotFound } from '../../../platform/errors.ts';
import type { SessionUserRow } from '../../../platform/sessions.ts';
import { PAYMENT_MESSAGES, settleOutcome } from '../payment-outcomes.ts';
import { type PaymentDeps, settleAttempt } from '../settle-attempt.ts';

/** `paymentId` is the provider's order id the return link carried. */
export async function capturePayPal(
  deps: PaymentDeps,
  user: SessionUserRow,
  input: { paymentId: string; orderId: string },
): Promise<string> {
  const order = await deps.desk.find(input.orderId);
  if (!order || order.userId !== user.id) throw new NotFound('Order not found');
  const attempt = await deps.records.byProviderOrder('paypal', input.paymentId);
  if (!attempt || attempt.orderId !== order.id) throw new Invalid(PAYMENT_MESSAGES.captureFailed);
  if (order.paymentStatus !== 'pending' && order.paymentId) {
    // The same capture asked again (a reload) answers the same; another payment having paid the order, this one is
    // not captured, or (captured in a race) is kept on the order for a refund.
    if (attempt.status === 'paid' && attempt.providerPaymentId === order.paymentId) return order.id;
    throw new Conflict(
      attempt.status === 'paid' ? PAYMENT_MESSAGES.secondPaymentRefunded : PAYMENT_MESSAGES.secondPaymentNotTaken,
    );
  }
  const captured = await deps.providers.paypal.capture?.(attempt);
  if (captured?.state !== 'paid') throw new Invalid(PAYMENT_MESSAGES.captureFailed);
  settleOutcome(await settleAttempt(deps, attempt, captured, 'paypal'));
  return order.id;
}
