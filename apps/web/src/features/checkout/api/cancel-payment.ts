// Owns POST /api/shop/order/cancel/:id: a payment the shopper walked away from lets its order's held stock go.
import { orderApi } from '#web/entities/order/order-api.ts';

/** Never rejects: the hold also expires by itself, so a failure here costs the shopper nothing to know about. */
export async function cancelOrderPayment(orderId: string): Promise<void> {
  await orderApi.cancel({ params: { id: orderId } }).catch(() => undefined);
}
