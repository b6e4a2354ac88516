// Owns POST /api/razorpay/payment/order and /verify: a Razorpay order for one of ours, then checking its answer.
import { MESSAGES } from '@shop/contract/messages';
import type { DataOf } from '@shop/contract/endpoint';
import type { paymentEndpoints } from '@shop/contract/payments';
import { ApiError } from '#web/lib/api-client.ts';
import { paymentApi } from '#web/features/checkout/api/payment-api.ts';

/**
 * What `new Razorpay({...})` needs: `amount` in paise, `order_id` our order's id, `checkout_script` Razorpay's
 * checkout.js (or the sandbox's stand-in for it).
 */
export type RazorpayOrder = DataOf<(typeof paymentEndpoints)['razorpayOrder']>;

/** What Razorpay's checkout hands its `handler` after a payment. */
export type RazorpayCheckoutResult = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};

/** A refusal that says what is wrong (the order expired, the amount moved) beats the generic words. */
function refusal(answer: { status: number; message?: string | undefined }, fallback: string): ApiError {
  const specific = answer.status >= 400 && answer.status < 500 && answer.message;
  return new ApiError(specific || fallback, answer.status);
}

/**
 * The Razorpay order for paying our order: the same one on every try while our order waits. 'payment error' when none
 * comes back (SPEC §8).
 */
export async function createRazorpayOrder(orderId: string, amount: number): Promise<RazorpayOrder> {
  const answer = await paymentApi.razorpayOrder({ body: { order_id: orderId, amount } });
  if (!answer.success || !answer.data.id) throw refusal(answer, MESSAGES.paymentError);
  return answer.data;
}

/** Resolves with the server's confirmation; rejects with its reason when the payment could not be verified. */
export async function verifyRazorpayPayment(orderId: string, result: RazorpayCheckoutResult): Promise<string> {
  const answer = await paymentApi.razorpayVerify({
    body: {
      order_id: orderId,
      razorpay_order_id: result.razorpay_order_id,
      razorpay_payment_id: result.razorpay_payment_id,
      razorpay_signature: result.razorpay_signature,
    },
  });
  if (!answer.success) throw new ApiError(answer.message ?? MESSAGES.serverError, answer.status);
  return answer.message ?? 'Payment successful. Your order is confirmed.';
}
