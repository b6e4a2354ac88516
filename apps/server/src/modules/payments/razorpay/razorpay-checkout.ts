// Owns Razorpay's in-page checkout as the shop's page sees it: what the page hands to Razorpay's checkout script for an
// attempt, and the modal's answer checked against the attempt we opened. The flows settle what Razorpay then says.
import { Forbidden } from '../../../platform/errors.ts';
import { PAYMENT_MESSAGES } from '../payment-outcomes.ts';
import type { PaymentRecord, PaymentRecords } from '../payment-records.ts';
import type { PaymentHeard } from '../provider.ts';
import type { RazorpayProvider } from './razorpay-provider.ts';

/** What the shop's page hands to Razorpay's checkout script, for the shop order's one open Razorpay order. */
export function checkoutFor(razorpay: RazorpayProvider, attempt: PaymentRecord, orderId: string) {
  const modal = razorpay.resume(attempt);
  return {
    id: modal.providerOrderId,
    amount: modal.amountPaise,
    currency: 'INR',
    key: modal.key,
    order_id: orderId,
    checkout_script: modal.script,
  };
}

/**
 * The modal's answer for the order. The Razorpay order id must be one we opened for this order, and the signature is
 * checked over that stored id; answers the attempt and Razorpay's own word on the payment (held or paid).
 */
export async function checkoutAnswer(
  deps: { records: PaymentRecords; razorpay: RazorpayProvider },
  orderId: string,
  input: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
): Promise<{ attempt: PaymentRecord; heard: PaymentHeard }> {
  const attempt = await deps.records.byProviderOrder('razorpay', input.razorpay_order_id);
  if (!attempt || attempt.orderId !== orderId) throw new Forbidden(PAYMENT_MESSAGES.verifyFailed);
  const heard = await deps.razorpay.checkoutPayment(attempt.providerOrderId, {
    paymentId: input.razorpay_payment_id,
    signature: input.razorpay_signature,
  });
  if (!heard) throw new Forbidden(PAYMENT_MESSAGES.verifyFailed);
  return { attempt, heard };
}
