// Owns an order's own rows around its statuses: its lines as bought, the shopper's orders waiting for money (one at a
// time), letting an unpaid order go (stock back on sale) and expiring those whose hold ran out, and staff's changes.
// (Placing an order spans modules: flows/place-order.ts.)
import { and, asc, count, eq, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '@shop/contract/shop';
import type { Db, Tx } from '../../platform/db/database.ts';
import { type AddressInfo, orderItems, orders } from '../../platform/db/schema.ts';
import { NotFound } from '../../platform/errors.ts';
import { moveRedemption } from '../coupons/index.ts';
import { releaseReserved } from '../inventory/index.ts';
import {
  awaitsCodConfirmation,
  type CommandName,
  lockOrder,
  LIFECYCLE_MESSAGES,
  type OrderHappened,
  transition,
  tryTransition,
} from './lifecycle.ts';
import { ORDER_NOT_FOUND } from './order-queries.ts';
import { recordHappened } from './order-outbox.ts';
import { recordShipping, type ShippingChange } from './order-shipping.ts';
import { openRefund, refundableLeft, type RefundRow } from './refunds.ts';

export const ORDER_MESSAGES = {
  created: 'Order created. Complete the payment to confirm it.',
  statusUpdated: 'Order status is updated successfully!',
  cancelled: 'Payment cancelled. The items are back in stock and still in your cart.',
  notPending: LIFECYCLE_MESSAGES.notPending,
  returned: 'Order marked returned to origin; its items are back in stock.',
  collected: 'Payment recorded: the cash is collected.',
  notEnoughStock: (title: string, left: number) =>
    left === 0
      ? `"${title}" has just sold out. Please remove it from your cart.`
      : `Only ${left} of "${title}" left. Please lower the quantity in your cart.`,
} as const;

export type WaitingOrder = {
  id: string;
  couponCode: string | null;
  buyerGstin: string | null;
  paymentMethod: string;
  totalPaise: number;
  addressInfo: AddressInfo;
  reservedUntil: Date | null;
  createdAt: Date;
};

/** The user's orders still holding stock for a payment, locked; normally none or one. */
export async function pendingOrdersOf(tx: Tx, userId: string): Promise<WaitingOrder[]> {
  return tx
    .select({
      id: orders.id,
      couponCode: orders.couponCode,
      buyerGstin: orders.buyerGstin,
      paymentMethod: orders.paymentMethod,
      totalPaise: orders.totalPaise,
      addressInfo: orders.addressInfo,
      reservedUntil: orders.reservedUntil,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.paymentStatus, 'pending'), ne(orders.paymentMethod, 'COD')))
    .orderBy(asc(orders.id))
    .for('update');
}

/** Whether the waiting order is this very cart (same products, quantities and prices) to this very address. */
export async function holdsExactly(
  tx: Tx,
  order: WaitingOrder,
  addressInfo: AddressInfo,
  lines: { productId: string; variantId: string | null; unitPricePaise: number; quantity: number }[],
) {
  // Field by field: jsonb gives the keys back in its own order.
  const fields = Object.keys(addressInfo) as (keyof AddressInfo)[];
  if (fields.some((field) => order.addressInfo[field] !== addressInfo[field])) return false;
  const items = await tx
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      unitPricePaise: orderItems.unitPricePaise,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  type Line = { productId: string | null; variantId: string | null; unitPricePaise: number; quantity: number };
  const key = (rows: Line[]) =>
    JSON.stringify(
      rows
        .map((r) => [r.productId, r.variantId, r.unitPricePaise, r.quantity])
        .sort((a, b) => (`${a}` < `${b}` ? -1 : 1)),
    );
  return key(items) === key(lines);
}

/**
 * The shopper's Cash on Delivery orders still waiting for their cash (cancelled, rejected or returned ones end it), and
 * how many of them still wait for the shopper to confirm them.
 */
export async function openCodOrders(tx: Db | Tx, userId: string): Promise<{ open: number; unconfirmed: number }> {
  const [counted = { open: 0, unconfirmed: 0 }] = await tx
    .select({
      open: count(),
      unconfirmed: sql<number>`(count(*) filter (where ${orders.codConfirmation} = 'awaiting'))::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentMethod, 'COD'),
        eq(orders.paymentStatus, 'pending'),
        notInArray(orders.orderStatus, ['rejected', 'returned', 'cancelled']),
      ),
    );
  return counted;
}

/**
 * An order's lines as bought: what, which size and colour, at what price, and each line's share of the coupon's discount
 * and of the discount for paying online.
 */
export async function writeOrderLines(
  tx: Tx,
  orderId: string,
  lines: (typeof orderItems.$inferInsert extends infer Row
    ? Omit<Row, 'id' | 'orderId' | 'discountPaise' | 'onlineDiscountPaise'>
    : never)[],
  discounts: { coupon?: number[] | undefined; online?: number[] | undefined } = {},
): Promise<void> {
  await tx.insert(orderItems).values(
    lines.map((line, index) => ({
      orderId,
      productId: line.productId,
      variantId: line.variantId,
      size: line.size,
      colour: line.colour,
      sku: line.sku,
      taxClass: line.taxClass,
      title: line.title,
      image: line.image,
      unitPricePaise: line.unitPricePaise,
      quantity: line.quantity,
      discountPaise: discounts.coupon?.[index] ?? 0,
      onlineDiscountPaise: discounts.online?.[index] ?? 0,
    })),
  );
}

/** Gives an unpaid order's held stock back and marks its payment failed or expired. False when it was not pending. */
export async function releaseOrder(
  tx: Tx,
  orderId: string,
  to: 'failed' | 'expired',
  actor: string,
  note = to === 'expired' ? 'No payment within the reservation time; stock released' : 'Payment failed; stock released',
): Promise<boolean> {
  // A Cash on Delivery order holds nothing to let go: it is confirmed, and comes back only as returned to origin.
  if (!(await tryTransition(tx, orderId, 'release', { to, note }, actor))) return false;
  await releaseReserved(tx, orderId, 'held');
  await moveRedemption(tx, orderId, 'released');
  return true;
}

/**
 * An order ended before it was kept (cancelled, not confirmed in time, its parcel back at the shop): its stock is on sale
 * again, whether sold or still held for a Cash on Delivery confirmation, and its coupon free for another order.
 */
export async function backOnSale(tx: Tx, orderId: string): Promise<void> {
  await releaseReserved(tx, orderId, ['held', 'committed']);
  await moveRedemption(tx, orderId, 'released');
}

/** Expires every pending order whose reservation has run out; answers how many. */
export async function expireReservations(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.paymentStatus, 'pending'), lt(orders.reservedUntil, now)));
  let expired = 0;
  for (const { id } of due) {
    if (await db.transaction((tx) => releaseOrder(tx, id, 'expired', 'system'))) expired += 1;
  }
  return expired;
}

/**
 * Staff move an order: any of the statuses, in any order, every change recorded (the lifecycle's `setStatus`). A Cash on
 * Delivery order also takes "paid" once the cash is collected, and "returned" when it comes back unpaid (its stock goes
 * back on sale), or "rejected" before its shopper confirmed it (its held stock goes back on sale). "Rejected" with
 * `refund` also refunds what is refundable, in the same transaction. A carrier, a tracking number and a private note
 * are recorded with it (order-shipping.ts). Answers the message to show, what happened (the lifecycle's events, which
 * the flows follow with mail and an invoice), whether a new tracking number reached a parcel on its way, and the refund
 * it opened.
 */
export async function updateOrder(
  db: Db,
  orderId: string,
  change: {
    orderStatus?: OrderStatus | undefined;
    paymentStatus?: 'paid' | undefined;
    refund?: boolean | undefined;
  } & ShippingChange,
  actor: string,
): Promise<{ message: string; happened: OrderHappened[]; tracked: boolean; refund?: RefundRow | undefined }> {
  return db.transaction(async (tx) => {
    let current = await lockOrder(tx, orderId).catch(() => {
      throw new NotFound(ORDER_NOT_FOUND);
    });
    const { tracked } = await recordShipping(tx, current, change, actor);
    const happened: OrderHappened[] = [];
    // Each command starts from the row the one before it left, locked once above.
    const move = async <N extends CommandName>(name: N, args: Parameters<typeof transition<N>>[3]) => {
      const moved = await transition(tx, current, name, args, actor);
      current = moved.after;
      if (moved.happened) happened.push(moved.happened);
    };
    // A new tracking number is news only for a parcel on its way, and told only when the order did not move too.
    const answer = async (message: string, refund?: RefundRow) => {
      const news = tracked && current.orderStatus === 'inShipping';
      if (news && !happened.some((step) => step.order)) await recordHappened(tx, orderId, 'trackingSaved');
      return { message, happened, tracked: news, refund };
    };
    if (change.orderStatus === 'returned' && current.orderStatus !== 'returned') {
      await move('returnToOrigin', {});
      await backOnSale(tx, orderId);
      return answer(ORDER_MESSAGES.returned);
    }
    if (change.orderStatus) {
      const unconfirmed = awaitsCodConfirmation(current);
      await move('setStatus', { to: change.orderStatus });
      // Rejecting a Cash on Delivery order nobody confirmed ends its hold, as its time running out would.
      if (unconfirmed && !awaitsCodConfirmation(current)) await backOnSale(tx, orderId);
    }
    if (change.paymentStatus === 'paid') {
      await move('collectCash', {});
      return answer(ORDER_MESSAGES.collected);
    }
    if (change.orderStatus === 'rejected' && change.refund && (await refundableLeft(tx, current)) > 0) {
      const { refund } = await openRefund(tx, current, {
        kind: current.needsRefund ? 'late-payment' : 'staff',
        reason: 'Order rejected',
        actor,
      });
      return answer(ORDER_MESSAGES.statusUpdated, refund);
    }
    if (change.orderStatus === undefined) {
      // Only the parcel's details or a note came.
      return answer(
        change.carrier !== undefined || change.trackingNumber !== undefined ? 'Tracking saved.' : 'Note added.',
      );
    }
    return answer(ORDER_MESSAGES.statusUpdated);
  });
}
