// Owns the order's side of money going back: a refund is written (pending) under the order's lock before any provider
// is asked, never for more than was paid less earlier refunds; it ends processed or failed exactly once, and only then
// do the order's refunded amount, payment status, timeline and credit note move.
import { and, asc, desc, eq, gt, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import { formatRupees, paiseToRupees } from '@shop/contract/money';
import type { Db } from '../../platform/db/database.ts';
import { orders, refunds } from '../../platform/db/schema.ts';
import { Conflict, Invalid, Unprocessable } from '../../platform/errors.ts';
import { refundRef } from '../payments/index.ts';
import { recordTimeline, refundablePaise, transition } from './lifecycle.ts';
import { recordHappened } from './order-outbox.ts';
import { REFUND_METHOD_NAMES, wasPaid } from './order-policy.ts';
import type { Tx } from '../../platform/db/database.ts';

export type RefundRow = typeof refunds.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type RefundKind = RefundRow['kind'];

export const REFUND_MESSAGES = {
  started: (amount: string) => `Refund of ${amount} started. It reaches the shopper within 5 days.`,
  recorded: (amount: string) => `Refund of ${amount} recorded.`,
  notPaid: 'This order has not been paid, so there is nothing to refund.',
  nothingLeft: 'Everything paid for this order has already been refunded.',
  tooMuch: (left: string) => `At most ${left} can be refunded: that is what was paid less earlier refunds.`,
  referenceNeeded: 'A Cash on Delivery order is refunded by bank or UPI transfer: enter the transfer reference.',
  noPayment: 'The payment that paid this order is not on record, so it cannot be refunded here.',
  notSecondPayment: 'That payment is not a second payment of this order.',
  secondPaymentTaken: 'This second payment is already refunded or being refunded.',
  notTransfer: 'Only a refund by bank or UPI transfer is recorded by staff.',
  alreadyRecorded: 'This refund is already recorded.',
  keyReused: (key: string) =>
    `Idempotency-Key ${key} was already used for a different refund of this order. Send a new key for a new refund.`,
} as const;

const PROVIDER_OF: Record<string, RefundRow['provider']> = {
  Razorpay: 'razorpay',
  PhonePe: 'phonepe',
  PayPal: 'paypal',
  COD: 'transfer',
};

/** What is left to refund: the total paid less every refund that has not failed (pending ones included). */
export async function refundableLeft(tx: Tx, order: OrderRow): Promise<number> {
  if (!wasPaid(order.paymentStatus)) return 0;
  const rows = await tx
    .select({ amountPaise: refunds.amountPaise, status: refunds.status, kind: refunds.kind })
    .from(refunds)
    .where(eq(refunds.orderId, order.id));
  return refundablePaise(order, rows);
}

/**
 * Writes a refund for the locked `order` (SELECT … FOR UPDATE by the caller): the amount asked, or the rest. A Cash on
 * Delivery order is refunded by a transfer staff make: with its reference the refund is processed at once, without it
 * it waits for one. A staff Idempotency-Key already used on this order answers that refund instead of a new one.
 */
export async function openRefund(
  tx: Tx,
  order: OrderRow,
  input: {
    amountPaise?: number | undefined;
    kind: RefundKind;
    reason: string;
    actor: string;
    idempotencyKey?: string | undefined;
    returnId?: string | undefined;
    reference?: string | undefined;
    /** A second payment of the order to refund in full, instead of what the order keeps. */
    secondPaymentId?: string | undefined;
  },
): Promise<{ refund: RefundRow; replayed: boolean }> {
  if (input.idempotencyKey) {
    const [earlier] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), eq(refunds.idempotencyKey, input.idempotencyKey)));
    if (earlier) {
      const asked = input.secondPaymentId
        ? earlier.kind === 'duplicate'
        : earlier.kind !== 'duplicate' &&
          (input.amountPaise === undefined || input.amountPaise === earlier.amountPaise);
      if (!asked || earlier.reason !== input.reason) {
        throw new Unprocessable(REFUND_MESSAGES.keyReused(input.idempotencyKey));
      }
      return { refund: earlier, replayed: true };
    }
  }
  if (input.secondPaymentId) return { refund: await openSecondPaymentRefund(tx, order, input), replayed: false };
  if (!wasPaid(order.paymentStatus)) throw new Conflict(REFUND_MESSAGES.notPaid);
  const left = await refundableLeft(tx, order);
  if (left <= 0) throw new Conflict(REFUND_MESSAGES.nothingLeft);
  const amountPaise = input.amountPaise ?? left;
  if (amountPaise > left) throw new Invalid(REFUND_MESSAGES.tooMuch(formatRupees(paiseToRupees(left))));

  const provider = PROVIDER_OF[order.paymentMethod];
  if (!provider) throw new Conflict(REFUND_MESSAGES.noPayment);
  let providerPaymentId: string | null = null;
  if (provider !== 'transfer') {
    // The provider says which id its refund names (the payments module keeps the attempts).
    providerPaymentId = (await refundRef(tx, { orderId: order.id, provider, paymentId: order.paymentId })) ?? null;
    if (!providerPaymentId) throw new Conflict(REFUND_MESSAGES.noPayment);
  }
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      provider,
      providerPaymentId,
      amountPaise,
      kind: input.kind,
      reason: input.reason,
      actor: input.actor,
      idempotencyKey: input.idempotencyKey ?? null,
      returnId: input.returnId ?? null,
    })
    .returning();
  await recordTimeline(tx, order.id, input.actor, [
    {
      field: 'refund',
      toValue: 'pending',
      note: `Refund asked (${REFUND_METHOD_NAMES[provider]}): ${input.reason}`,
      amountPaise,
    },
  ]);
  await recordHappened(tx, order.id, 'refundOpened', { refundId: refund!.id });
  if (provider === 'transfer' && input.reference) {
    return {
      refund: await settleInTx(tx, refund!, { status: 'processed', reference: input.reference }, input.actor),
      replayed: false,
    };
  }
  return { refund: refund!, replayed: false };
}

/** A second payment for an order already paid goes back whole, through the provider that took it; the order is untouched. */
async function openSecondPaymentRefund(
  tx: Tx,
  order: OrderRow,
  input: { secondPaymentId?: string | undefined; reason: string; actor: string; idempotencyKey?: string | undefined },
): Promise<RefundRow> {
  const second = order.duplicatePayments.find((payment) => payment.paymentId === input.secondPaymentId);
  const provider = second && PROVIDER_OF[second.method];
  if (!second || !provider || provider === 'transfer') throw new Invalid(REFUND_MESSAGES.notSecondPayment);
  const providerPaymentId = await refundRef(tx, { orderId: order.id, provider, paymentId: second.paymentId });
  if (!providerPaymentId) throw new Conflict(REFUND_MESSAGES.noPayment);
  const [taken] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, order.id),
        eq(refunds.kind, 'duplicate'),
        eq(refunds.providerPaymentId, providerPaymentId),
        ne(refunds.status, 'failed'),
      ),
    );
  if (taken) throw new Conflict(REFUND_MESSAGES.secondPaymentTaken);
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      provider,
      providerPaymentId,
      amountPaise: second.amountPaise,
      kind: 'duplicate',
      reason: input.reason,
      actor: input.actor,
      idempotencyKey: input.idempotencyKey ?? null,
    })
    .returning();
  await recordTimeline(tx, order.id, input.actor, [
    {
      field: 'refund',
      toValue: 'pending',
      note: `Refund of the second payment ${second.paymentId} asked (${REFUND_METHOD_NAMES[provider]}): ${input.reason}`,
      amountPaise: second.amountPaise,
    },
  ]);
  await recordHappened(tx, order.id, 'refundOpened', { refundId: refund!.id });
  return refund!;
}

export type RefundOutcome =
  | { status: 'processed'; reference?: string | undefined }
  | { status: 'failed'; failure: string; reference?: string | undefined };

/**
 * Ends a pending refund, once, in the caller's transaction: a second report (a webhook after the poll, a redelivery)
 * finds it ended and changes nothing. Answers the refund as it now stands, and whether this call ended it.
 */
export async function endRefund(
  tx: Tx,
  refundId: string,
  outcome: RefundOutcome,
  actor: string,
): Promise<{ refund: RefundRow | undefined; ended: boolean }> {
  const [peek] = await tx.select({ orderId: refunds.orderId }).from(refunds).where(eq(refunds.id, refundId));
  if (!peek) return { refund: undefined, ended: false };
  // The order first, then the refund: the same order every refund and payment takes its locks in.
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, peek.orderId)).for('update');
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  if (!refund || refund.status !== 'pending') return { refund, ended: false };
  return { refund: await settleInTx(tx, refund, outcome, actor), ended: true };
}

/** The refund ends in the caller's transaction, which holds the order's lock. */
async function settleInTx(tx: Tx, refund: RefundRow, outcome: RefundOutcome, actor: string): Promise<RefundRow> {
  const now = new Date();
  const [ended] = await tx
    .update(refunds)
    .set({
      status: outcome.status,
      providerRefundId: outcome.reference ?? refund.providerRefundId,
      failure: outcome.status === 'failed' ? outcome.failure : null,
      processedAt: outcome.status === 'processed' ? now : null,
      updatedAt: now,
    })
    .where(eq(refunds.id, refund.id))
    .returning();
  const reference = outcome.reference ?? refund.providerRefundId;
  // Whatever its end, the shopper may be told of it (the dispatcher's table says how).
  await recordHappened(tx, refund.orderId, 'refundEnded', { refundId: refund.id }, now);
  if (outcome.status === 'failed') {
    await recordTimeline(tx, refund.orderId, actor, [
      {
        field: 'refund',
        fromValue: 'pending',
        toValue: 'failed',
        note: `Refund failed: ${outcome.failure}`,
        amountPaise: refund.amountPaise,
        reference,
      },
    ]);
    return ended!;
  }
  if (refund.kind === 'duplicate') {
    // A second payment went back whole: what the order keeps, its status and its invoice stay as they were.
    await recordTimeline(tx, refund.orderId, actor, [
      {
        field: 'refund',
        fromValue: 'pending',
        toValue: 'processed',
        note: `Second payment refunded (${REFUND_METHOD_NAMES[refund.provider]}): ${refund.reason}`,
        amountPaise: refund.amountPaise,
        reference,
      },
    ]);
    return ended!;
  }
  await transition(
    tx,
    refund.orderId,
    'refundSettled',
    {
      amountPaise: refund.amountPaise,
      entry: (paymentNow) => ({
        field: 'refund',
        fromValue: 'pending',
        toValue: 'processed',
        note: `Refunded (${REFUND_METHOD_NAMES[refund.provider]}): ${refund.reason}; payment now ${paymentNow.replace('_', ' ')}`,
        amountPaise: refund.amountPaise,
        reference,
      }),
    },
    actor,
    now,
  );
  return ended!;
}

/** Staff record the transfer they made for a Cash on Delivery refund that waited for it, in the caller's transaction. */
export async function recordTransfer(tx: Tx, refundId: string, reference: string, actor: string): Promise<RefundRow> {
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
  if (!refund) throw new Invalid('No such refund');
  if (refund.provider !== 'transfer') throw new Invalid(REFUND_MESSAGES.notTransfer);
  const { refund: settled, ended } = await endRefund(tx, refundId, { status: 'processed', reference }, actor);
  if (!ended) throw new Conflict(REFUND_MESSAGES.alreadyRecorded);
  return settled!;
}

/** A provider refund's details, for asking the provider (or asking again) with the same idempotency key. */
export type RefundToSend = Pick<
  RefundRow,
  'id' | 'orderId' | 'provider' | 'providerPaymentId' | 'providerRefundId' | 'amountPaise' | 'reason' | 'attempts'
>;

/** How long one asker keeps a refund to itself: past the provider's timeout, so two never ask at once. */
const CLAIM_MS = 30_000;
const POLL_MS = 3_000;

/**
 * Claims a pending provider refund for asking about it: one asker at a time (another instance, the sweep, a retry),
 * each claim good for half a minute; counts the attempt before the provider is asked, so a crash after asking is known.
 */
export async function claimRefund(db: Db, refundId: string): Promise<RefundToSend | undefined> {
  const [claimed] = await db
    .update(refunds)
    .set({ attempts: sql`${refunds.attempts} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(refunds.id, refundId),
        eq(refunds.status, 'pending'),
        ne(refunds.provider, 'transfer'),
        or(
          eq(refunds.attempts, 0),
          lt(refunds.updatedAt, new Date(Date.now() - CLAIM_MS)),
          // Once the provider has answered, asking how it stands is harmless: a few seconds apart is enough.
          and(isNotNull(refunds.providerRefundId), lt(refunds.updatedAt, new Date(Date.now() - POLL_MS))),
        ),
      ),
    )
    .returning();
  return claimed;
}

/** The provider's refund id, once it answered the ask. */
export async function refundAsked(db: Db, refundId: string, providerRefundId: string): Promise<void> {
  await db
    .update(refunds)
    .set({ providerRefundId, updatedAt: new Date() })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')));
}

/**
 * Pending provider refunds the sweep asks about: unanswered ones again, answered ones for their end. Those asked about
 * longest ago come first (each claim touches its refund), so a few that stay pending for days never starve the rest.
 */
export async function pendingRefunds(db: Db, limit = 50): Promise<string[]> {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    // One never asked is the dispatcher's to send (its `refundOpened` effect); the sweep asks about those asked before.
    .where(and(eq(refunds.status, 'pending'), ne(refunds.provider, 'transfer'), gt(refunds.attempts, 0)))
    .orderBy(asc(refunds.updatedAt), asc(refunds.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function refundsOf(db: Db, orderIds: string[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(refunds).where(inArray(refunds.orderId, orderIds)).orderBy(desc(refunds.createdAt));
}

/** One refund as it stands now, or undefined. */
export async function refundById(db: Db, refundId: string): Promise<RefundRow | undefined> {
  const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  return refund;
}

/** The refund a shopper's cancellation opened, if it opened one (the cancellation's mail tells of it). */
export async function cancellationRefundOf(db: Db, orderId: string): Promise<RefundRow | undefined> {
  const [refund] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.kind, 'cancellation')))
    .orderBy(desc(refunds.createdAt))
    .limit(1);
  return refund;
}
