// Owns the shopper's cancellation: within a day of ordering and before the order ships, its stock goes back on sale and
// what was paid is refunded in full; after that, the answer says why not.
import { and, eq } from 'drizzle-orm';
import { formatRupees, paiseToRupees } from '@shop/contract/money';
import type { Db } from '../../platform/db/database.ts';
import { orders } from '../../platform/db/schema.ts';
import { NotFound } from '../../platform/errors.ts';
import { ORDER_NOT_FOUND } from './order-queries.ts';
import { backOnSale, ORDER_MESSAGES, releaseOrder } from './order-service.ts';
import { lockOrder, type OrderHappened, transition } from './lifecycle.ts';
import { wasPaid } from './order-policy.ts';
import { openRefund, refundableLeft, type RefundRow } from './refunds.ts';

export const CANCEL_MESSAGES = {
  cancelled: 'Order cancelled. Nothing was charged, and the items are back in stock.',
  cancelledRefunded: 'Order cancelled. The items are back in stock, and what you paid is already being refunded.',
  cancelledRefund: (amount: string) =>
    `Order cancelled. Your refund of ${amount} has been started and reaches you within 5 days.`,
} as const;

/**
 * The shopper cancels their order. One still waiting for its online payment is let go as before; a confirmed one is
 * cancelled (stock back on sale) with a refund of the rest of what was paid, written in the same transaction.
 */
export async function cancelByShopper(
  db: Db,
  orderId: string,
  userId: string,
  now = new Date(),
): Promise<{ message: string; happened: OrderHappened[]; refund?: RefundRow }> {
  return db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!owned) throw new NotFound(ORDER_NOT_FOUND);
    const current = await lockOrder(tx, orderId);
    if (current.paymentStatus === 'pending' && current.paymentMethod !== 'COD') {
      const released = await releaseOrder(tx, orderId, 'failed', userId);
      return { message: released ? ORDER_MESSAGES.cancelled : ORDER_MESSAGES.notPending, happened: [] };
    }
    const { after: order, happened: cancelled } = await transition(tx, current, 'cancel', {}, userId, now);
    const happened = cancelled ? [cancelled] : [];
    // Its stock is on sale again, and a coupon used on it can be used again.
    await backOnSale(tx, orderId);
    if (!wasPaid(order.paymentStatus)) return { message: CANCEL_MESSAGES.cancelled, happened };
    // Nothing left to give back (staff refunded it all already, or are refunding it): the cancellation stands alone.
    if ((await refundableLeft(tx, order)) <= 0) return { message: CANCEL_MESSAGES.cancelledRefunded, happened };
    const { refund } = await openRefund(tx, order, {
      kind: 'cancellation',
      reason: 'Cancelled by the shopper',
      actor: userId,
    });
    return {
      message: CANCEL_MESSAGES.cancelledRefund(formatRupees(paiseToRupees(refund.amountPaise))),
      happened,
      refund,
    };
  });
}
