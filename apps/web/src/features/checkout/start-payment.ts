// Owns handing a placed order to its payment provider (SPEC §4 payment flow): the payments work fills this in.
import type { CheckoutPaymentMethod } from '#web/features/checkout/api/create-order.ts';

/**
 * Called right after POST /api/shop/order/create answered with `orderId` (already kept in session storage as
 * `currentOrderId`). Not connected yet, so the order stays pending and its stock reservation expires:
 * - PhonePe: POST /api/phonepe/payment/order, then follow `redirectURL` ('Error while saving order details' on failure);
 * - Razorpay: POST /api/razorpay/payment/order, load the checkout script ('Razropay failed to load!!'), open it, then
 *   POST /api/razorpay/payment/verify and go to /shop/payment-success.
 */
export async function startPayment(_method: CheckoutPaymentMethod, _orderId: string): Promise<void> {}
