// Owns POST /api/shop/order/create: a pending order for the cart, to the chosen saved address, and what the browser does
// next to pay for it (SPEC §3, §7; decision 022). Checkout's action (checkout-actions.ts) is its one caller.
import type { CreateOrderBody } from '@shop/contract/orders';
import type { NextStep } from '@shop/contract/payments-next';
import { MESSAGES } from '@shop/contract/messages';
import type { PaymentMethod } from '@shop/contract/shop';
import { ApiError } from '#web/lib/api-client.ts';
import { orderApi } from '#web/entities/order/order-api.ts';

export type { NextStep };

/** The spec's two providers (SPEC §9), the sandbox-only redirect provider and Cash on Delivery, as sent in `paymentMethod`. */
export type CheckoutPaymentMethod = Extract<PaymentMethod, 'PhonePe' | 'Razorpay' | 'PayPal' | 'COD'>;

/** Where the placed order's id waits for the payment's return (SPEC §2 paypal-return, §7 order create). */
export const CURRENT_ORDER_STORAGE_KEY = 'currentOrderId';

/** The placed order; `next` is what the browser does to pay for it (none came back: it cannot be paid now). */
export type PlacedOrder = { orderId: string; totalAmount: number; message: string; next?: NextStep };

export async function createOrder(body: CreateOrderBody): Promise<PlacedOrder> {
  const answer = await orderApi.create({ body });
  if (!answer.success) {
    // A refusal that says what is wrong (sold out, no address, empty cart) is worth more than the generic words.
    const specific = answer.status >= 400 && answer.status < 500 && answer.message;
    throw new ApiError(specific || MESSAGES.orderSaveError, answer.status);
  }
  return {
    orderId: answer.order_id,
    totalAmount: answer.total_amount,
    message: answer.message ?? 'Order created',
    ...(answer.next ? { next: answer.next } : {}),
  };
}
