// Owns what money does to an order: confirm it exactly once (stock committed, cart cleared), or let it go.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { type DuplicatePayment, orderEvents, orderItems, orders, stockReservations } from '../../platform/db/schema.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { orderConfirmationMail, orderPageUrl } from './order-mail.ts';
import { invoiceFileName, invoiceOf, invoicePdf, issueInvoice } from '../invoices/invoice-service.ts';
import { getSettings } from '../settings/settings-service.ts';
import { removeBought } from '../cart/cart-service.ts';
import { moveRedemption } from '../coupons/coupon-service.ts';
import { createOrder, releaseOrder } from './order-service.ts';
import type { PaymentMethod } from '@shop/contract/shop';
import { wasPaid } from './order-policy.ts';
import { giveStock, inLockOrder, lockProducts, type StockLine, takeStock, type Tx } from './stock.ts';

export type PaidOutcome =
  | { outcome: 'confirmed'; userId: string }
  | { outcome: 'already-paid' }
  | { outcome: 'duplicate'; userId: string }
  | { outcome: 'paid-needs-refund'; userId: string }
  | { outcome: 'amount-mismatch' }
  | { outcome: 'not-found' };

export type Payment = { orderId: string; provider: string; paymentId: string; amountPaise: number; method: string };

/**
 * Marks the order paid and confirmed, exactly once, whichever of verify, capture, webhook, callback or status check
 * arrives first; the order row is locked, so a second arrival of the same payment finds it paid and changes nothing.
 * A different payment for an order already paid is kept on the order for staff to refund. Money for a different
 * amount never confirms. Money after the hold expired takes the stock again when there is enough, else the order is
 * flagged for a refund.
 */
export async function confirmPaid(
  db: Db,
  payment: Payment,
  log?: { error(o: object, m: string): void },
): Promise<PaidOutcome> {
  return db.transaction(async (tx): Promise<PaidOutcome> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
    if (!order) return { outcome: 'not-found' };
    if (wasPaid(order.paymentStatus)) {
      if (order.paymentId === payment.paymentId) return { outcome: 'already-paid' };
      await keepForRefund(tx, order, payment);
      return { outcome: 'duplicate', userId: order.userId };
    }
    if (order.totalPaise !== payment.amountPaise) {
      await tx.insert(orderEvents).values({
        orderId: order.id,
        field: 'note',
        actor: payment.provider,
        note: `Refused a payment of ${payment.amountPaise} paise for an order of ${order.totalPaise} paise (${payment.paymentId})`,
      });
      return { outcome: 'amount-mismatch' };
    }

    let stockHeld = order.paymentStatus === 'pending';
    if (stockHeld) {
      await tx
        .update(stockReservations)
        .set({ state: 'committed', updatedAt: new Date() })
        .where(and(eq(stockReservations.orderId, order.id), eq(stockReservations.state, 'held')));
    } else {
      stockHeld = await takeStockAgain(tx, order.id);
    }

    await tx
      .update(orders)
      .set({
        paymentStatus: 'paid',
        orderStatus: stockHeld ? 'confirmed' : order.orderStatus,
        paymentId: payment.paymentId,
        paymentMethod: payment.method,
        reservedUntil: null,
        needsRefund: !stockHeld,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id));
    await tx.insert(orderEvents).values([
      {
        orderId: order.id,
        field: 'paymentStatus',
        fromValue: order.paymentStatus,
        toValue: 'paid',
        actor: payment.provider,
        note: `Paid by ${payment.method}`,
        amountPaise: payment.amountPaise,
        reference: payment.paymentId,
      },
      stockHeld
        ? {
            orderId: order.id,
            field: 'orderStatus' as const,
            fromValue: order.orderStatus,
            toValue: 'confirmed',
            actor: payment.provider,
          }
        : {
            orderId: order.id,
            field: 'note' as const,
            actor: payment.provider,
            note: 'Paid after the stock was sold: refund the shopper',
          },
    ]);
    if (!stockHeld) return { outcome: 'paid-needs-refund', userId: order.userId };

    // The tax invoice is numbered with the payment, so two orders paid at once never share or skip a number. In a
    // savepoint: whatever goes wrong with it, the payment stands and the invoice waits for staff.
    await tx
      .transaction(async (savepoint) => issueInvoice(savepoint, order.id, await getSettings(savepoint)))
      .catch((error: unknown) => log?.error({ err: error, orderId: order.id }, 'invoice not issued; it waits'));

    await removeBought(tx, order.userId, order.id);
    await moveRedemption(tx, order.id, 'used');
    return { outcome: 'confirmed', userId: order.userId };
  });
}

/** A second payment for a paid order: listed on the order (once, however often it is reported) for staff to refund. */
async function keepForRefund(tx: Tx, order: typeof orders.$inferSelect, payment: Payment) {
  if (order.duplicatePayments.some((kept) => kept.paymentId === payment.paymentId)) return;
  const kept: DuplicatePayment = {
    method: payment.method,
    paymentId: payment.paymentId,
    amountPaise: payment.amountPaise,
    at: new Date().toISOString(),
  };
  await tx
    .update(orders)
    .set({ duplicatePayments: [...order.duplicatePayments, kept], updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({
    orderId: order.id,
    field: 'note',
    actor: payment.provider,
    note: `A second payment of ${payment.amountPaise} paise (${payment.paymentId}) arrived for an order already paid by ${order.paymentId}: refund it`,
  });
}

/** For money that arrived after the hold was released: take every item's stock again, all or nothing. */
async function takeStockAgain(tx: Tx, orderId: string): Promise<boolean> {
  const items = await tx
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      sku: orderItems.sku,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  // A product or a size staff deleted meanwhile cannot be sent (a deleted variant leaves its SKU on the line).
  const gone = (item: (typeof items)[number]) => item.productId === null || (item.sku !== null && !item.variantId);
  if (items.some(gone)) return false;
  const lines = items as StockLine[];
  await lockProducts(
    tx,
    lines.map((line) => line.productId),
  );
  const taken: StockLine[] = [];
  for (const line of inLockOrder(lines)) {
    if (!(await takeStock(tx, line))) break;
    taken.push(line);
  }
  if (taken.length === lines.length) {
    await tx
      .update(stockReservations)
      .set({ state: 'committed', updatedAt: new Date() })
      .where(eq(stockReservations.orderId, orderId));
    return true;
  }
  for (const line of taken) await giveStock(tx, line);
  return false;
}

/** A failed or cancelled payment lets the order go: its stock is released. False when the order was not pending. */
export function failPayment(db: Db, orderId: string, actor: string): Promise<boolean> {
  return db.transaction((tx) => releaseOrder(tx, orderId, 'failed', actor));
}

/** Confirms, then mails the shopper; a mail that fails to send is logged and never undoes the payment. */
export async function confirmAndNotify(
  db: Db,
  mailer: Mailer,
  payment: Payment,
  log: { error(o: object, m: string): void },
  publicUrl: string,
) {
  const result = await confirmPaid(db, payment, log);
  if (result.outcome === 'confirmed') {
    const mail = await orderConfirmationMail(db, payment.orderId, orderPageUrl(publicUrl, payment.orderId));
    const invoice = mail && (await invoiceOf(db, payment.orderId));
    if (mail && invoice) {
      mail.attachments = [
        {
          filename: invoiceFileName(invoice.number),
          content: await invoicePdf(invoice),
          contentType: 'application/pdf',
        },
      ];
    }
    if (mail)
      await mailer
        .send(mail)
        .catch((error: unknown) => log.error({ err: error, orderId: payment.orderId }, 'confirmation mail not sent'));
  }
  return result.outcome;
}

/** Places the order (order-service's createOrder); one for cash at the door is confirmed now, and the shopper hears so. */
export async function placeOrder(
  db: Db,
  mailer: Mailer,
  userId: string,
  input: { addressId: string; paymentMethod: PaymentMethod; couponCode?: string | undefined },
  log: { error(o: object, m: string): void },
  publicUrl: string,
) {
  const placed = await createOrder(db, userId, input);
  if (input.paymentMethod === 'COD') {
    const mail = await orderConfirmationMail(db, placed.orderId, orderPageUrl(publicUrl, placed.orderId));
    if (mail) {
      await mailer
        .send(mail)
        .catch((error: unknown) => log.error({ err: error, orderId: placed.orderId }, 'confirmation mail not sent'));
    }
  }
  return placed;
}
