// Owns what an order holds of the stock: its reservations, held while it waits for money (or for its shopper to confirm
// paying cash at the door) and committed once it is paid (or confirmed), released exactly once when they go back on sale.
import { and, eq, inArray } from 'drizzle-orm';
import { stockReservations } from '../../platform/db/schema.ts';
import { giveStock, inLockOrder, lockProducts, type StockLine, takeStock, type Tx } from './stock.ts';

export type ReservationState = 'held' | 'committed';

/** Records the units an order took (their stock already taken by the caller): held for a payment, or committed. */
export async function reserve(tx: Tx, orderId: string, lines: StockLine[], state: ReservationState): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(stockReservations).values(
    lines.map((line) => ({
      orderId,
      productId: line.productId,
      variantId: line.variantId,
      quantity: line.quantity,
      state,
    })),
  );
}

/** The order is paid, or its Cash on Delivery confirmed: what it held is sold (under the order's row lock). */
export async function commitHeld(tx: Tx, orderId: string): Promise<void> {
  await tx
    .update(stockReservations)
    .set({ state: 'committed', updatedAt: new Date() })
    .where(and(eq(stockReservations.orderId, orderId), eq(stockReservations.state, 'held')));
}

/**
 * For money that arrived after an order's hold was released: takes every line's stock again, all or nothing, and
 * commits its reservations. False (nothing changed) when any line is short.
 */
export async function takeAgain(tx: Tx, orderId: string, lines: StockLine[]): Promise<boolean> {
  await lockProducts(
    tx,
    lines.map((line) => line.productId),
  );
  const taken: StockLine[] = [];
  for (const line of inLockOrder(lines)) {
    if (!(await takeStock(tx, line))) break;
    taken.push(line);
  }
  if (taken.length < lines.length) {
    for (const line of taken) await giveStock(tx, line);
    return false;
  }
  await tx
    .update(stockReservations)
    .set({ state: 'committed', updatedAt: new Date() })
    .where(eq(stockReservations.orderId, orderId));
  return true;
}

/**
 * Puts the order's reservations in `states` back on sale, exactly once (they become released). Products are locked
 * first, in id order, as checkouts take stock: a release and a checkout never wait in a circle.
 */
export async function releaseReserved(
  tx: Tx,
  orderId: string,
  states: ReservationState | ReservationState[],
): Promise<void> {
  const released = await tx
    .update(stockReservations)
    .set({ state: 'released', updatedAt: new Date() })
    .where(and(eq(stockReservations.orderId, orderId), inArray(stockReservations.state, [states].flat())))
    .returning({
      productId: stockReservations.productId,
      variantId: stockReservations.variantId,
      quantity: stockReservations.quantity,
    });
  await lockProducts(
    tx,
    released.map((line) => line.productId),
  );
  for (const line of inLockOrder(released)) await giveStock(tx, line);
}

/** The products whose stock these orders still hold, for locking them before a release. */
export async function heldProducts(tx: Tx, orderIds: string[]): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const rows = await tx
    .select({ productId: stockReservations.productId })
    .from(stockReservations)
    .where(and(inArray(stockReservations.orderId, orderIds), eq(stockReservations.state, 'held')));
  return rows.map((row) => row.productId);
}
