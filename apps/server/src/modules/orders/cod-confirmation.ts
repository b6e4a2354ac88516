// Owns confirming a Cash on Delivery order: who may answer for it (its signed-in shopper, the holder of the mail's
// link, its phone on WhatsApp or with a code sent there, staff after a call), the answer itself (the stock held for it
// sold), and cancelling the orders nobody confirmed in time (their stock back on sale).
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { codConfirmCodes, orders } from '../../platform/db/schema.ts';
import { Conflict, Forbidden, Invalid, NotFound, TooMany } from '../../platform/errors.ts';
import { commitHeld } from '../inventory/index.ts';
import { cancelByShopper } from './cancellation.ts';
import { lockOrder, type OrderHappened, transition, tryTransition } from './lifecycle.ts';
import { ORDER_NOT_FOUND } from './order-queries.ts';
import { backOnSale } from './order-service.ts';
import type { RefundRow } from './refunds.ts';

export const COD_MESSAGES = {
  confirmed: 'Your order is confirmed. We will pack it now.',
  alreadyConfirmed: 'Your order is already confirmed.',
  cancelled: 'Your order is cancelled.',
  staffConfirmed: 'Cash on Delivery order confirmed after the call.',
  codeSent: 'We sent a 6-digit code to your phone on WhatsApp.',
  badLink: 'This link is not valid for this order: open it from your mail again.',
  badCode: 'That code is not right. Check the WhatsApp message and try again.',
  codeExpired: 'That code has expired: ask for a new one.',
  tooManyTries: 'Too many wrong codes: ask for a new one.',
  codeTooSoon: 'A code was sent less than a minute ago: please wait for it.',
  notAwaiting: 'This order is not waiting for a confirmation.',
} as const;

const CODE_MINUTES = 10;
const CODE_TRIES = 5;
const CODE_EVERY_MS = 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A new token for the confirmation mail's link, and its hash to keep on the order. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: sha256(token) };
}

/** The page the confirmation mail links to: it confirms or cancels without a session. */
export const confirmPageUrl = (publicUrl: string, orderId: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/shop/confirm-order/${encodeURIComponent(orderId)}?token=${encodeURIComponent(token)}`;

/** Who answers for the order, and what proves they may. */
export type CodAnswerer =
  | { by: 'shopper'; userId: string; code?: string | undefined }
  | { by: 'link'; token: string }
  | { by: 'whatsapp'; phone: string }
  | { by: 'staff'; staffId: string; note: string };

const NOTES: Record<CodAnswerer['by'], string> = {
  shopper: 'Confirmed by the shopper',
  link: 'Confirmed by the shopper from the mail',
  whatsapp: 'Confirmed by the shopper on WhatsApp',
  staff: 'Confirmed by staff after a call',
};

/**
 * The answer to "confirm this Cash on Delivery order?": yes confirms it (a second yes only says so again), no cancels
 * it as the shopper's own cancellation does (stock back on sale). Who answers must prove they may; otherwise nothing
 * changes. Answers the message for them and what happened, for the flow to tell the shopper.
 */
export async function answerCodOrder(
  db: Db,
  orderId: string,
  confirm: boolean,
  who: CodAnswerer,
  now = new Date(),
): Promise<{ message: string; happened: OrderHappened[]; refund?: RefundRow | undefined }> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.paymentMethod !== 'COD') throw new NotFound(ORDER_NOT_FOUND);
  if (who.by === 'shopper' && order.userId !== who.userId) throw new NotFound(ORDER_NOT_FOUND);
  if (who.by === 'whatsapp' && order.addressInfo.phone !== who.phone) throw new NotFound(ORDER_NOT_FOUND);
  if (who.by === 'link' && !(order.codConfirmTokenHash && sameHash(sha256(who.token), order.codConfirmTokenHash))) {
    throw new Forbidden(COD_MESSAGES.badLink);
  }
  if (!confirm) {
    if (who.by === 'staff') throw new Invalid('Staff reject an order instead of cancelling it for the shopper.');
    // From the link or WhatsApp, "cancel" answers the confirmation only; a confirmed order is cancelled from the account.
    if (who.by !== 'shopper' && order.codConfirmation !== 'awaiting') throw new Conflict(COD_MESSAGES.notAwaiting);
    const cancelled = await cancelByShopper(db, orderId, order.userId, now);
    return { ...cancelled, message: COD_MESSAGES.cancelled };
  }
  if (order.codConfirmation === 'confirmed') return { message: COD_MESSAGES.alreadyConfirmed, happened: [] };
  if (who.by === 'shopper' && who.code !== undefined) await checkCode(db, orderId, who.code, now);
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (locked.codConfirmation === 'confirmed') return { message: COD_MESSAGES.alreadyConfirmed, happened: [] };
    const note = who.by === 'staff' ? `${NOTES.staff}: ${who.note}` : NOTES[who.by];
    const actor = who.by === 'staff' ? who.staffId : locked.userId;
    const { happened } = await transition(tx, locked, 'confirmCod', { note }, actor, now);
    // Under the order's lock, with the confirmation: the stock held for it is sold, and a lapse can no longer free it.
    await commitHeld(tx, orderId);
    return {
      message: who.by === 'staff' ? COD_MESSAGES.staffConfirmed : COD_MESSAGES.confirmed,
      happened: happened ? [happened] : [],
    };
  });
}

/**
 * A new 6-digit code for confirming the shopper's order, replacing any earlier one; at most one a minute. Answers the
 * code (for the message to the order's phone, never kept) and that phone.
 */
export async function newConfirmCode(
  db: Db,
  orderId: string,
  userId: string,
  now = new Date(),
): Promise<{ code: string; phone: string; orderNumber: number }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId).catch(() => undefined);
    if (!order || order.userId !== userId || order.paymentMethod !== 'COD') throw new NotFound(ORDER_NOT_FOUND);
    if (order.codConfirmation !== 'awaiting') throw new Conflict(COD_MESSAGES.notAwaiting);
    const [earlier] = await tx.select().from(codConfirmCodes).where(eq(codConfirmCodes.orderId, orderId));
    if (earlier && now.getTime() - earlier.sentAt.getTime() < CODE_EVERY_MS)
      throw new TooMany(COD_MESSAGES.codeTooSoon);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const row = {
      codeHash: sha256(`${orderId}:${code}`),
      expiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000),
      attempts: 0,
      sentAt: now,
    };
    await tx
      .insert(codConfirmCodes)
      .values({ orderId, ...row })
      .onConflictDoUpdate({ target: codConfirmCodes.orderId, set: row });
    return { code, phone: order.addressInfo.phone, orderNumber: order.orderNumber };
  });
}

/**
 * Checks the code given for the order, in a transaction of its own so that a wrong one is counted even though the
 * confirmation is refused; after five wrong ones the code is spent. A right one is used up.
 */
async function checkCode(db: Db, orderId: string, code: string, now: Date): Promise<void> {
  const refusal = await db.transaction(async (tx) => {
    const [sent] = await tx.select().from(codConfirmCodes).where(eq(codConfirmCodes.orderId, orderId)).for('update');
    if (!sent) return new Invalid(COD_MESSAGES.badCode);
    if (sent.expiresAt <= now) return new Invalid(COD_MESSAGES.codeExpired);
    if (sent.attempts >= CODE_TRIES) return new TooMany(COD_MESSAGES.tooManyTries);
    if (sameHash(sha256(`${orderId}:${code}`), sent.codeHash)) {
      await tx.delete(codConfirmCodes).where(eq(codConfirmCodes.orderId, orderId));
      return undefined;
    }
    await tx
      .update(codConfirmCodes)
      .set({ attempts: sent.attempts + 1 })
      .where(eq(codConfirmCodes.orderId, orderId));
    return sent.attempts + 1 >= CODE_TRIES ? new TooMany(COD_MESSAGES.tooManyTries) : new Invalid(COD_MESSAGES.badCode);
  });
  if (refusal) throw refusal;
}

/** Cash on Delivery orders whose time to confirm ran out, oldest first. */
export async function unconfirmedCodOrders(db: Db, now: Date, limit = 50): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.codConfirmation, 'awaiting'), lt(orders.codConfirmUntil, now)))
    .orderBy(orders.codConfirmUntil)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Cancels one order nobody confirmed in time, its stock back on sale; false when it was answered meanwhile. */
export async function cancelUnconfirmed(db: Db, orderId: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await tryTransition(tx, orderId, 'codNotConfirmed', {}, 'system', now))) return false;
    await backOnSale(tx, orderId);
    return true;
  });
}
