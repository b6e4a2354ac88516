// Owns POST /api/shop/order/capture: the redirect provider's approved payment, taken for our order (SPEC §7).
import { MESSAGES } from '@shop/contract/messages';
import { ApiError } from '#web/lib/api-client.ts';
import { paymentApi } from '#web/features/checkout/api/payment-api.ts';

export type CaptureInput = { paymentId: string; payerId: string; orderId: string };

/** Resolves with the server's confirmation; rejects with its reason (status 0 when it never reached the server). */
export async function capturePayment({ paymentId, payerId, orderId }: CaptureInput): Promise<string> {
  const answer = await paymentApi.capture({ body: { paymentId, payerId, orderId } });
  if (!answer.success) throw new ApiError(answer.message ?? MESSAGES.captureFailed, answer.status);
  return answer.message ?? 'Payment successful. Your order is confirmed.';
}
