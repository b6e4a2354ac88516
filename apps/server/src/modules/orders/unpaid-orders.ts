// Owns how many orders a shopper may leave unpaid before their next checkout waits (security audit M2: one
// account renewing a hold on the stock for ever): which orders count, and until when the shopper waits.
import { MESSAGES } from '@shop/contract/messages';
import { LIMITS } from '@shop/contract/shop';
import { and, eq, or, sql } from 'drizzle-orm';
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

/** A Cash on Delivery order still waiting for its shopper to confirm it: its stock held, nothing paid. */
const awaitingConfirmation = sql`(${orders.kind} = 'sale' and ${orders.codConfirmation} = 'awaiting')`;

/**
 * When an order counts against its shopper. An online order held its stock for minutes from when it was placed; a Cash
 * on Delivery one held it for hours, until it ended (cancelled, not confirmed in time, back from the door: its last
 * change), or until its time to confirm runs out while it still waits. Counted from when it was placed, one that
 * lapsed after a day would never count (security audit 3, M2).
 */
const countedAt = sql<Date>`(case
  when ${orders.codConfirmation} = 'awaiting' then ${orders.codConfirmUntil}
  when ${orders.paymentMethod} = 'COD' then ${orders.updatedAt}
  else ${orders.createdAt} end)`.mapWith(orders.createdAt);

/**
 * Why the shopper's checkout must wait, or undefined when it may go on: they left `unpaidOrdersMax` orders unpaid within
 * `unpaidOrdersHours`, counting the ones still waiting that this checkout would let go and the Cash on Delivery ones
 * still waiting for a confirmation. A shopper retrying a failed payment a few times is not stopped; one renewing a hold
 * every few minutes is after a few renewals, and then holds stock for about an hour a day at most. Paying an order
 * already placed is never refused by it.
 */
export async function checkoutPause(
  tx: Tx,
  userId: string,
  replacing: { createdAt: Date }[],
  now = new Date(),
): Promise<string | undefined> {
  const unpaid = await tx
    .select({ at: countedAt })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        or(leftUnpaid, awaitingConfirmation),
        sql`${countedAt} > ${new Date(now.getTime() - WINDOW_MS).toISOString()}::timestamptz`,
      ),
    );
  const placed = [...unpaid.map((order) => order.at), ...replacing.map((order) => order.createdAt)];
  const from = checkoutAllowedFrom(placed, now);
  if (!from) return undefined;
  const counted = placed.filter((at) => at.getTime() > now.getTime() - WINDOW_MS).length;
  return MESSAGES.checkoutPaused(counted, dateTime(from));
}
