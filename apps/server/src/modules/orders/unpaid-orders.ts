// Owns how many orders a shopper may leave unpaid before their next checkout waits (security audit M2: one
// account renewing a hold on the stock for ever): which orders count, and until when the shopper waits.
import { MESSAGES } from '@shop/contract/messages';
import { LIMITS } from '@shop/contract/shop';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { orderEvents, orders } from '../../platform/db/schema.ts';
import { dateTime } from './order-policy.ts';

const WINDOW_MS = LIMITS.unpaidOrdersHours * 60 * 60_000;

/**
 * A sale that held stock and was let go unpaid. Online: its payment failed or was cancelled, a new checkout replaced it,
 * or its hold ran out; one the shop could not start with its provider (an outage, not the shopper: its release is
 * written by `<provider>:start`) does not count, and money that arrived late makes it paid. Cash on Delivery: the
 * shopper cancelled it, or it came back unpaid from the door.
 */
export const leftUnpaid = sql`(${orders.kind} = 'sale' and (
  (${orders.paymentMethod} <> 'COD' and ${orders.paymentStatus} in ('failed', 'expired')
    and not exists (select 1 from ${orderEvents} where ${orderEvents.orderId} = ${orders.id}
      and ${orderEvents.field} = 'paymentStatus' and ${orderEvents.actor} like '%:start'))
  or (${orders.paymentMethod} = 'COD' and ${orders.paymentStatus} in ('pending', 'failed')
    and ${orders.orderStatus} in ('cancelled', 'returned'))))`;

/**
 * When a shopper who placed orders at `placed` (newest or not) and paid none of them may check out again: once fewer
 * than `unpaidOrdersMax` of them fall within the window. Undefined when they may now.
 */
export function checkoutAllowedFrom(placed: Date[], now: Date): Date | undefined {
  const inWindow = placed
    .filter((at) => at.getTime() > now.getTime() - WINDOW_MS)
    .sort((a, b) => b.getTime() - a.getTime());
  if (inWindow.length < LIMITS.unpaidOrdersMax) return undefined;
  return new Date(inWindow[LIMITS.unpaidOrdersMax - 1]!.getTime() + WINDOW_MS);
}

/**
 * Why the shopper's checkout must wait, or undefined when it may go on: they left `unpaidOrdersMax` orders unpaid within
 * `unpaidOrdersHours`, counting the ones still waiting that this checkout would let go. A shopper retrying a
 * failed payment a few times is not stopped; one renewing a hold every few minutes is after a few renewals, and then
 * holds stock for about an hour a day at most. Paying an order already placed is never refused by it.
 */
export async function checkoutPause(
  tx: Tx,
  userId: string,
  replacing: { createdAt: Date }[],
  now = new Date(),
): Promise<string | undefined> {
  const unpaid = await tx
    .select({ createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.userId, userId), gt(orders.createdAt, new Date(now.getTime() - WINDOW_MS)), leftUnpaid));
  const placed = [...unpaid, ...replacing].map((order) => order.createdAt);
  const from = checkoutAllowedFrom(placed, now);
  if (!from) return undefined;
  const counted = placed.filter((at) => at.getTime() > now.getTime() - WINDOW_MS).length;
  return MESSAGES.checkoutPaused(counted, dateTime(from));
}
