// Owns paying in Razorpay's in-page checkout: opening (or reopening) the shop order's one Razorpay order for the modal,
// and verifying the payment the modal answers. It confirms only once Razorpay itself says the money is captured.
import { Forbidden, NotFound } from '../../../platform/errors.ts';
import type { SessionUserRow } from '../../../platform/sessions.ts';
import { checkAmount, PAYMENT_MESSAGES, payableOrder, settleOutcome } from '../payment-outcomes.ts';
import { type PaymentDeps, settleAttempt } from '../settle-attempt.ts';
import { startAttempt } from '../start-attempt.ts';

/** What the shop's page hands to Razorpay's checkout script. */
export async function startRazorpay(
  deps: PaymentDeps,
  user: SessionUserRow,
  input: { orderId: string; amountRupees?: number | undefined; shopUrl: string },
) {
  const order = await payableOrder(deps.desk, input.orderId, user);
  checkAmount(order, input.amountRupees);
  const razorpay = deps.providers.razorpay;
  const { attempt } = await startAttempt(deps, razorpay, { id: order.id, totalPaise: order.totalPaise }, input.shopUrl);
  const modal = razorpay.resume(attempt);
  return {
    id: modal.providerOrderId,
    amount: modal.amountPaise,
    currency: 'INR',
    key: modal.key,
    order_id: order.id,
    checkout_script: modal.script,
  };
}

/**
 * The modal's answer. The Razorpay order id must be one we opened for this order, and the signature is checked over
 * that stored id; an authorised payment is captured, unless another payment has paid the order meanwhile.
 */
export async function verifyRazorpay(
  deps: PaymentDeps,
  user: SessionUserRow,
  input: { order_id: string; razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
): Promise<string> {
  const order = await deps.desk.find(input.order_id);
  if (!order || order.userId !== user.id) throw new NotFound('Order not found');
  const attempt = await deps.records.byProviderOrder('razorpay', input.razorpay_order_id);
  if (!attempt || attempt.orderId !== order.id) throw new Forbidden(PAYMENT_MESSAGES.verifyFailed);
  const heard = await deps.providers.razorpay.checkoutPayment(attempt.providerOrderId, {
    paymentId: input.razorpay_payment_id,
    signature: input.razorpay_signature,
  });
  if (!heard) throw new Forbidden(PAYMENT_MESSAGES.verifyFailed);
  settleOutcome(await settleAttempt(deps, attempt, heard, 'razorpay:verify'));
  return order.id;
}
