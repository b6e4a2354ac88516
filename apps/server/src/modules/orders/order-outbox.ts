// Owns the order's outbox (decision 037): what happened to an order is written in the transaction that changed it (an
// `event` row), and each of its effects once the dispatcher (flows/order-effects.ts) names them; each row is claimed by
// one runner at a time, done once, and tried again later when it fails. The flows say which effects follow which event
// and run them; this file only keeps the rows.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, isNull, lte, ne, sql } from 'drizzle-orm';
import type { FailingEffect } from '@shop/contract/orders';
import type { OrderStatus, PaymentStatus } from '@shop/contract/shop';
import type { Db, Tx } from '../../platform/db/database.ts';
import { orderOutbox } from '../../platform/db/schema.ts';

export type OutboxRow = typeof orderOutbox.$inferSelect;

/** What happened to an order, as the outbox keeps it: a lifecycle command, or a step of a refund, a return or a parcel. */
export type OrderEventName =
  | 'pay'
  | 'release'
  | 'setStatus'
  | 'cancel'
  | 'confirmCod'
  | 'codNotConfirmed'
  | 'returnToOrigin'
  | 'courierScan'
  | 'parcelReturned'
  | 'collectCash'
  | 'refundSettled'
  | 'refundOpened'
  | 'refundEnded'
  | 'trackingSaved'
  | 'returnStep';

/** What an effect may need to know of its event; each event fills what it knows. */
export type OrderEventPayload = {
  order?: { from: OrderStatus; to: OrderStatus };
  payment?: { from: PaymentStatus; to: PaymentStatus };
  refundId?: string;
  returnId?: string;
};

/** The pseudo-effect of the event's own row: the dispatcher expands it into the effects its table names. */
export const EVENT_ROW = 'event';

/** Writes what happened to the order, in the caller's transaction (the one that changed it). */
export async function recordHappened(
  tx: Tx,
  orderId: string,
  event: OrderEventName,
  payload: OrderEventPayload = {},
  now = new Date(),
): Promise<void> {
  await tx.insert(orderOutbox).values({
    orderId,
    eventId: randomUUID(),
    event,
    effect: EVENT_ROW,
    payload,
    nextAttemptAt: now,
    createdAt: now,
  });
}

/**
 * The event's effects, written once (a second expansion of the same event adds nothing), and the event row done: one
 * transaction, so an event is never done without its effects.
 */
export async function expandEvent(db: Db, row: OutboxRow, effects: readonly string[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    if (effects.length > 0) {
      await tx
        .insert(orderOutbox)
        .values(
          effects.map((effect) => ({
            orderId: row.orderId,
            eventId: row.eventId,
            event: row.event,
            effect,
            payload: row.payload,
            nextAttemptAt: now,
            createdAt: now,
          })),
        )
        .onConflictDoNothing();
    }
    await tx.update(orderOutbox).set({ doneAt: now, lastError: null }).where(eq(orderOutbox.id, row.id));
  });
}

/**
 * Claims rows to run, each for one runner at a time: the order's rows never tried yet (`orderId`, right after the
 * change committed), or every row due by `now` (the catch-up sweep). A claim counts the try and holds the row for
 * `leaseMs` (a runner that dies mid-effect leaves it to be tried again after that).
 */
export async function claimOutbox(
  db: Db,
  scope: { orderId: string } | { dueBy: Date },
  now: Date,
  leaseMs: number,
  limit = 50,
): Promise<OutboxRow[]> {
  const which =
    'orderId' in scope
      ? and(eq(orderOutbox.orderId, scope.orderId), eq(orderOutbox.attempts, 0), isNull(orderOutbox.doneAt))
      : and(lte(orderOutbox.nextAttemptAt, scope.dueBy), isNull(orderOutbox.doneAt));
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: orderOutbox.id })
      .from(orderOutbox)
      .where(which)
      .orderBy(asc(orderOutbox.createdAt), asc(orderOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    const claimed = await tx
      .update(orderOutbox)
      .set({ attempts: sql`${orderOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(
        sql`${orderOutbox.id} in (${sql.join(
          rows.map((row) => sql`${row.id}`),
          sql`, `,
        )})`,
      )
      .returning();
    return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  });
}

/** The effect ran: it is never run again. */
export async function outboxDone(db: Db, id: string, now: Date): Promise<void> {
  await db.update(orderOutbox).set({ doneAt: now, lastError: null }).where(eq(orderOutbox.id, id));
}

/** The effect failed: tried again at `retryAt`, with why it failed kept for staff. */
export async function outboxFailed(db: Db, id: string, error: string, retryAt: Date): Promise<void> {
  await db.update(orderOutbox).set({ lastError: error, nextAttemptAt: retryAt }).where(eq(orderOutbox.id, id));
}

/** An order's outbox, oldest first: what happened and what followed (tests, and staff's view of what keeps failing). */
export async function outboxOf(db: Db, orderId: string): Promise<OutboxRow[]> {
  return db
    .select()
    .from(orderOutbox)
    .where(eq(orderOutbox.orderId, orderId))
    .orderBy(asc(orderOutbox.createdAt), asc(orderOutbox.id));
}

/** The order's effects that have failed `tries` times or more and are not done yet, for staff's order details. */
export async function failingEffectsOf(
  db: Db,
  orderId: string,
  tries: number,
): Promise<Omit<FailingEffect, 'description'>[]> {
  const rows = await db
    .select()
    .from(orderOutbox)
    .where(
      and(
        eq(orderOutbox.orderId, orderId),
        isNull(orderOutbox.doneAt),
        ne(orderOutbox.effect, EVENT_ROW),
        gte(orderOutbox.attempts, tries),
      ),
    )
    .orderBy(asc(orderOutbox.createdAt));
  return rows.map((row) => ({
    event: row.event,
    effect: row.effect,
    attempts: row.attempts,
    last_error: row.lastError,
    next_attempt_at: row.nextAttemptAt.toISOString(),
  }));
}
