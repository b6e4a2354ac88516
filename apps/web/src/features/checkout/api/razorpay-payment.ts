// Owns POST /api/razorpay/payment/verify: checking the answer Razorpay's checkout gave for one of our orders.
import { MESSAGES } from '@shop/contract/messages';
import { ApiError } from '#web/lib/api-client.ts';
import { paymentApi } from '#web/features/checkout/api/payment-api.ts';

/** What Razorpay's checkout hands its `handler` after a payment. */
export type RazorpayCheckoutResult = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};

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
