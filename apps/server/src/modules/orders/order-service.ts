// Owns placing orders and their statuses: the order is built from the database, its stock held for 15 minutes.
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { joinAddressLines } from '@shop/contract/addresses';
import { MESSAGES } from '@shop/contract/messages';
import { LIMITS, type OrderStatus, type PaymentMethod } from '@shop/contract/shop';
import type { Db } from '../../platform/db/database.ts';
import {
  addresses,
  cartItems,
  carts,
  orderEvents,
  orderItems,
  orders,
  products,
  stockReservations,
} from '../../platform/db/schema.ts';
import { Conflict, Invalid, NotFound } from '../../platform/errors.ts';
import { ORDER_NOT_FOUND } from './order-queries.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const ORDER_MESSAGES = {
  created: 'Order created. Complete the payment to confirm it.',
  statusUpdated: 'Order status is updated successfully!',
  cancelled: 'Payment cancelled. The items are back in stock and still in your cart.',
  notPending: 'This order is no longer waiting for payment.',
  notEnoughStock: (title: string, left: number) =>
    left === 0
      ? `"${title}" has just sold out. Please remove it from your cart.`
      : `Only ${left} of "${title}" left. Please lower the quantity in your cart.`,
} as const;

/**
 * Places a pending order for what is in the user's cart, at the database's prices, to one of their saved addresses.
 * Each product's stock is taken by a conditional update, so checkouts at the same moment can never sell more than exists.
 */
export async function createOrder(db: Db, userId: string, input: { addressId: string; paymentMethod: PaymentMethod }) {
  return db.transaction(async (tx) => {
    const [address] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, input.addressId), eq(addresses.userId, userId)));
    if (!address) throw new Invalid(MESSAGES.selectAddress);

    const lines = await tx
      .select({
        productId: products.id,
        title: products.title,
        image: products.image,
        unitPricePaise: products.unitPricePaise,
        quantity: cartItems.quantity,
      })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(carts.userId, userId))
      .orderBy(asc(products.id)); // one lock order for every checkout: no deadlocks between them
    if (lines.length === 0) throw new Invalid(MESSAGES.cartEmpty);

    for (const line of lines) {
      const taken = await tx
        .update(products)
        .set({ totalStock: sql`${products.totalStock} - ${line.quantity}` })
        .where(and(eq(products.id, line.productId), sql`${products.totalStock} >= ${line.quantity}`))
        .returning({ id: products.id });
      if (taken.length === 0) {
        const [now] = await tx
          .select({ left: products.totalStock })
          .from(products)
          .where(eq(products.id, line.productId));
        throw new Conflict(ORDER_MESSAGES.notEnoughStock(line.title, now?.left ?? 0));
      }
    }

    const totalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        addressInfo: {
          addressId: address.id,
          address: joinAddressLines({ address_line1: address.addressLine1, address_line2: address.addressLine2 }),
          city: address.city,
          state: address.state,
          zipCode: address.zipCode,
          phone: address.phone,
          notes: address.notes,
        },
        totalPaise,
        paymentMethod: input.paymentMethod,
        paymentStatus: 'pending',
        orderStatus: 'pending',
        reservedUntil: new Date(Date.now() + LIMITS.reservationMinutes * 60_000),
      })
      .returning();
    await tx.insert(orderItems).values(
      lines.map((line) => ({
        orderId: order!.id,
        productId: line.productId,
        title: line.title,
        image: line.image,
        unitPricePaise: line.unitPricePaise,
        quantity: line.quantity,
      })),
    );
    await tx
      .insert(stockReservations)
      .values(lines.map((line) => ({ orderId: order!.id, productId: line.productId, quantity: line.quantity })));
    await tx.insert(orderEvents).values([
      { orderId: order!.id, field: 'paymentStatus', toValue: 'pending', actor: userId, note: 'Order placed' },
      { orderId: order!.id, field: 'orderStatus', toValue: 'pending', actor: userId },
    ]);
    return { orderId: order!.id, totalPaise };
  });
}

/** Gives an unpaid order's held stock back and marks its payment failed or expired. False when it was not pending. */
export async function releaseOrder(tx: Tx, orderId: string, to: 'failed' | 'expired', actor: string): Promise<boolean> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || order.paymentStatus !== 'pending') return false;
  const released = await tx
    .update(stockReservations)
    .set({ state: 'released', updatedAt: new Date() })
    .where(and(eq(stockReservations.orderId, orderId), eq(stockReservations.state, 'held')))
    .returning({ productId: stockReservations.productId, quantity: stockReservations.quantity });
  for (const { productId, quantity } of released) {
    await tx
      .update(products)
      .set({ totalStock: sql`${products.totalStock} + ${quantity}` })
      .where(eq(products.id, productId));
  }
  await tx
    .update(orders)
    .set({ paymentStatus: to, reservedUntil: null, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
  await tx.insert(orderEvents).values({
    orderId,
    field: 'paymentStatus',
    fromValue: 'pending',
    toValue: to,
    actor,
    note:
      to === 'expired' ? 'No payment within the reservation time; stock released' : 'Payment failed; stock released',
  });
  return true;
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

/** Staff may set any of the five statuses, in any order; every change is recorded. */
export async function setOrderStatus(db: Db, orderId: string, status: OrderStatus, actor: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new NotFound(ORDER_NOT_FOUND);
    if (order.orderStatus === status) return;
    await tx.update(orders).set({ orderStatus: status, updatedAt: new Date() }).where(eq(orders.id, orderId));
    await tx
      .insert(orderEvents)
      .values({ orderId, field: 'orderStatus', fromValue: order.orderStatus, toValue: status, actor });
  });
}
