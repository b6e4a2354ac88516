// Owns deleting a shopper's account (DPDP Act 2023, the right to erasure): every query that erases or anonymises their
// rows sits here, one per table with its reason, since orders and invoices must outlive the account for the accounts.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { formatOrderNumber } from '@shop/contract/order-number';
import { PRIVACY_MESSAGES } from '@shop/contract/privacy';
import type { Db, Tx } from '../../platform/db/database.ts';
import {
  addresses,
  carts,
  invoices,
  oneTimeCodes,
  orders,
  returnRequests,
  reviews,
  stockAlerts,
  users,
  whatsappMessages,
  whatsappOptIns,
} from '../../platform/db/schema.ts';
import { Conflict, Forbidden } from '../../platform/errors.ts';
import { endOtherSessions } from '../../platform/sessions.ts';
import { hashPassword } from '../auth/index.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { findAccount, phonesOf, whatsappMessagesOf, whatsappOptInsOf } from './account-export.ts';

/** The email an erased account keeps: unique (the column is), never deliverable (.invalid is reserved, RFC 2606). */
export const erasedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;
export const ERASED_NAME = 'Deleted shopper';
/** The name an erased shopper's reviews show: the review stays, for the product's rating, but is no one's. */
export const FORMER_CUSTOMER = 'Former customer';

/** Orders still under way: their parcel, payment or Cash on Delivery confirmation needs the shopper's details. */
const OPEN_ORDER_STATUSES = ['pending', 'confirmed', 'inProcess', 'inShipping'] as const;
/** An unpaid online order let go (failed or expired) is over, though its status stays pending. */
const LET_GO_PAYMENTS = ['failed', 'expired'] as const;

/** An order's delivery copy once erased: the city and state stay (sales by region, the place of supply). */
const BLANK_DELIVERY = { addressId: '', address: '', zipCode: '', phone: '', notes: '' };

export type ErasureCounts = {
  orders: number;
  invoiced_orders: number;
  addresses: number;
  reviews: number;
  whatsapp_opt_ins: number;
  whatsapp_messages: number;
  stock_alerts: number;
  sessions_ended: boolean;
};

/** Refuses to erase what must not be: a staff account, or a shopper whose orders or returns are still under way. */
async function refusalOf(tx: Tx, user: typeof users.$inferSelect): Promise<Error | undefined> {
  if (user.role === 'admin' || user.staffRole) return new Forbidden(PRIVACY_MESSAGES.staffAccount);
  if (user.email === erasedEmail(user.id)) return new Conflict(PRIVACY_MESSAGES.alreadyErased);
  const open = await tx
    .select({ number: orders.orderNumber })
    .from(orders)
    .where(
      and(
        eq(orders.userId, user.id),
        inArray(orders.orderStatus, [...OPEN_ORDER_STATUSES]),
        notInArray(orders.paymentStatus, [...LET_GO_PAYMENTS]),
      ),
    )
    .orderBy(orders.orderNumber);
  if (open.length) {
    const numbers = open.map((o) => formatOrderNumber(o.number));
    const named = numbers.length === 1 ? numbers[0]! : `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
    return new Conflict(PRIVACY_MESSAGES.openOrders(named));
  }
  const [openReturn] = await tx
    .select({ id: returnRequests.id })
    .from(returnRequests)
    .where(and(eq(returnRequests.userId, user.id), inArray(returnRequests.status, ['requested', 'approved'])))
    .limit(1);
  if (openReturn) return new Conflict(PRIVACY_MESSAGES.openReturns);
  return undefined;
}

/**
 * Erases the account's personal data in one transaction, and records it in the audit trail with ids and counts only.
 * The user row stays (orders, returns and refunds reference it for the accounts), anonymised; issued tax invoices and
 * credit notes keep the name and address printed on them, as GST law requires, and so do their orders' delivery
 * copies, from which an invoice issued again (a business buyer corrected before filing) is built.
 */
export async function eraseAccount(
  db: Db,
  userId: string,
  { actor, action }: { actor: AuditActor; action: 'customer.erase' },
): Promise<ErasureCounts> {
  // Hashed before the transaction: argon2 takes its time, and the rows need not wait for it.
  const unusablePassword = await hashPassword(randomBytes(32).toString('base64url'));
  return db.transaction(async (tx) => {
    const user = await findAccount(tx, userId);
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const refusal = await refusalOf(tx, user);
    if (refusal) throw refusal;
    const phones = await phonesOf(tx, userId);
    const orderRows = await tx
      .select({ id: orders.id, invoice: invoices.number })
      .from(orders)
      .leftJoin(invoices, eq(invoices.orderId, orders.id))
      .where(eq(orders.userId, userId));
    const orderIds = orderRows.map((o) => o.id);
    const uninvoiced = orderRows.filter((o) => !o.invoice).map((o) => o.id);

    // users: the row stays for the orders' foreign keys; nothing on it names, reaches or lets anyone in as them.
    await tx
      .update(users)
      .set({
        userName: ERASED_NAME,
        email: erasedEmail(userId),
        passwordHash: unusablePassword,
        verified: false,
        // What a customer import brought (or staff wrote) about them goes too.
        phone: null,
        emailMarketing: null,
        smsMarketing: null,
        tags: [],
        note: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    // sessions: every browser signed in as them is signed out.
    await endOtherSessions(tx, userId);
    // one_time_codes: mailed codes and links (and their send spacing) for the account go.
    await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));
    // addresses: the address book goes whole.
    const addressesGone = await tx
      .delete(addresses)
      .where(eq(addresses.userId, userId))
      .returning({ id: addresses.id });
    // orders: the delivery copy loses its address, PIN code, phone and note, but on orders with a tax invoice.
    if (uninvoiced.length)
      await tx
        .update(orders)
        .set({
          addressInfo: sql`${orders.addressInfo} || ${JSON.stringify(BLANK_DELIVERY)}::jsonb`,
          codConfirmTokenHash: null,
          updatedAt: new Date(),
        })
        .where(inArray(orders.id, uninvoiced));
    // return_requests: the shopper's own words on a return go; staff's note and the items stay for the refund's record.
    await tx.update(returnRequests).set({ note: '' }).where(eq(returnRequests.userId, userId));
    // reviews: the rating and words stay (the product's average counts them) under no one's name.
    const reviewsRenamed = await tx
      .update(reviews)
      .set({ userName: FORMER_CUSTOMER })
      .where(eq(reviews.userId, userId))
      .returning({ id: reviews.id });
    // whatsapp_opt_ins and whatsapp_messages (modules/whatsapp's): their answers and their messages go.
    const optInsGone = await tx
      .delete(whatsappOptIns)
      .where(whatsappOptInsOf(userId, phones))
      .returning({ phone: whatsappOptIns.phone });
    const messagesGone =
      phones.length || orderIds.length
        ? await tx
            .delete(whatsappMessages)
            .where(whatsappMessagesOf(phones, orderIds))
            .returning({ id: whatsappMessages.id })
        : [];
    // stock_alerts and carts (their items cascade): what they waited for and meant to buy.
    const alertsGone = await tx
      .delete(stockAlerts)
      .where(eq(stockAlerts.userId, userId))
      .returning({ id: stockAlerts.id });
    await tx.delete(carts).where(eq(carts.userId, userId));

    const counts: ErasureCounts = {
      orders: orderIds.length,
      invoiced_orders: orderIds.length - uninvoiced.length,
      addresses: addressesGone.length,
      reviews: reviewsRenamed.length,
      whatsapp_opt_ins: optInsGone.length,
      whatsapp_messages: messagesGone.length,
      stock_alerts: alertsGone.length,
      sessions_ended: true,
    };
    // Ids and counts only: the trail is append-only, so the erased details must never enter it.
    await recordAudit(tx, actor, {
      action,
      entity: 'customer',
      entityId: userId,
      before: { user_id: userId, ...counts },
      after: { erased: true, kept: 'tax invoices and credit notes' },
    });
    return counts;
  });
}
