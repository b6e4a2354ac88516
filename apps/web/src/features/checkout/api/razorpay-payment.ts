// Owns POST /api/razorpay/payment/order and /verify: a Razorpay order for one of ours, then checking its answer.
import { MESSAGES } from '@shop/contract/messages';
import { apiRequest, ApiError } from '#web/lib/api-client.ts';

/** The contract's `razorpayOrderAnswer.data`: what `new Razorpay({...})` needs. `amount` is in paise. */
export type RazorpayOrder = {
  id: string;
  amount: number;
  currency: string;
  key: string;
  /** Our order's id. */
  order_id: string;
  /** Razorpay's checkout.js, or the sandbox's stand-in for it. */
  checkout_script: string;
};

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
  const answer = await apiRequest<RazorpayOrder>('/razorpay/payment/order', {
    method: 'POST',
    body: { order_id: orderId, amount },
  });
  if (!answer.success || !answer.data?.id) throw refusal(answer, MESSAGES.paymentError);
  return answer.data;
}

/** Resolves with the server's confirmation; rejects with its reason when the payment could not be verified. */
export async function verifyRazorpayPayment(orderId: string, result: RazorpayCheckoutResult): Promise<string> {
  const answer = await apiRequest('/razorpay/payment/verify', {
    method: 'POST',
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
