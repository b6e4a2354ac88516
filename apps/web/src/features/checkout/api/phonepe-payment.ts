// Owns POST /api/phonepe/payment/order: the server places the order itself and answers PhonePe's page to go to.
import type { CreateOrderBody } from '@shop/contract/orders';
import { MESSAGES } from '@shop/contract/messages';
import { ApiError } from '#web/lib/api-client.ts';
import { paymentApi } from '#web/features/checkout/api/payment-api.ts';

export type PhonePePayment = { redirectURL: string; orderId: string };

/**
 * `orderData` is the same payload as POST /api/shop/order/create, with paymentMethod 'PhonePe'; `amount` is the
 * cart total the shopper saw, which the server checks against its own. A failure is 'Error while saving order
 * details' (SPEC §8), or the server's own words for a refusal such as a sold-out item.
 */
export async function startPhonePePayment(userId: string, amount: number, orderData: CreateOrderBody) {
  const answer = await paymentApi.phonePeOrder({ body: { user_id: userId, amount, orderData } });
  if (!answer.success) {
    const specific = answer.status >= 400 && answer.status < 500 && answer.message;
    throw new ApiError(specific || MESSAGES.orderSaveError, answer.status);
  }
  if (!answer.redirectURL) throw new ApiError(MESSAGES.orderSaveError, answer.status);
  return { redirectURL: answer.redirectURL, orderId: answer.order_id } satisfies PhonePePayment;
}
