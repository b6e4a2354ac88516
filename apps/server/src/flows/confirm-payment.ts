// Owns confirming a paid order, the operation that spans the shop: exactly once, whoever reports the money first, the
// order is paid and confirmed (orders), its held stock committed or taken again (inventory), a coupon of an order that
// was let go asked again (coupons), its tax invoice issued (invoices), its lines taken out of the cart (cart), and the
// shopper mailed with the invoice attached.
import type { Db, Tx } from '../platform/db/database.ts';
import { Invalid } from '../platform/errors.ts';
import type { Mailer } from '../platform/mailer.ts';
import { removeBought } from '../modules/cart/index.ts';
import { type CouponLine, moveRedemption, redeemable } from '../modules/coupons/index.ts';
import { commitHeld, takeAgain } from '../modules/inventory/index.ts';
import { invoiceFileName, invoiceOf, invoicePdf, issueInvoice } from '../modules/invoices/index.ts';
import {
  couponLinesOf,
  keepSecondPayment,
  lockOrder,
  openRefund,
  type OrderRow,
  type Payment,
  recordTimeline,
  stockLinesOf,
  transition,
  wasPaid,
} from '../modules/orders/index.ts';
import { orderConfirmationMail, orderPageUrl } from '../modules/notifications/index.ts';
import { getSettings } from '../modules/settings/index.ts';

export type PaidOutcome =
  | { outcome: 'confirmed'; userId: string }
  | { outcome: 'already-paid' }
  | { outcome: 'duplicate'; userId: string }
  | { outcome: 'paid-needs-refund'; userId: string }
  | { outcome: 'coupon-lapsed'; userId: string; refundId: string }
  | { outcome: 'amount-mismatch' }
  | { outcome: 'not-found' };

/**
 * Marks the order paid and confirmed, exactly once, whichever of verify, capture, webhook, callback or status check
 * arrives first; the order row is locked, so a second arrival of the same payment finds it paid and changes nothing.
 * A different payment for an order already paid is kept on the order for staff to refund. Money for a different
 * amount never confirms. Money after the hold expired takes the stock again when there is enough, else the order is
 * flagged for a refund; when its coupon no longer applies, the refund is opened at once (the caller sends it).
 */
export async function confirmPaid(
  db: Db,
  payment: Payment,
  log?: { error(o: object, m: string): void },
): Promise<PaidOutcome> {
  return db.transaction(async (tx): Promise<PaidOutcome> => {
    const order = await lockOrder(tx, payment.orderId).catch(() => undefined);
    if (!order) return { outcome: 'not-found' };
    if (wasPaid(order.paymentStatus)) {
      if (order.paymentId === payment.paymentId) return { outcome: 'already-paid' };
      await keepSecondPayment(tx, order, payment);
      return { outcome: 'duplicate', userId: order.userId };
    }
    if (order.totalPaise !== payment.amountPaise) {
      await recordTimeline(tx, order.id, payment.provider, [
        {
          field: 'note',
          note: `Refused a payment of ${payment.amountPaise} paise for an order of ${order.totalPaise} paise (${payment.paymentId})`,
        },
      ]);
      return { outcome: 'amount-mismatch' };
    }

    // Money for an order that was let go: its coupon use was given back meanwhile, so the coupon is asked again (its
    // limits, dates and pause) before the discount is honoured, and its stock is taken again.
    const heldStill = order.paymentStatus === 'pending';
    const couponLapsed = heldStill ? undefined : await couponLapse(tx, order);
    let confirm = heldStill;
    if (heldStill) {
      await commitHeld(tx, order.id);
    } else if (!couponLapsed) {
      confirm = await takeStockAgain(tx, order.id);
    }

    const lapse = couponLapsed && `Paid after the order was let go, and its coupon no longer applies (${couponLapsed})`;
    const { after } = await transition(
      tx,
      order,
      'pay',
      {
        method: payment.method,
        paymentId: payment.paymentId,
        amountPaise: payment.amountPaise,
        confirm,
        why: lapse && `${lapse}: the payment is refunded`,
      },
      payment.provider,
    );
    if (lapse) {
      // As a cancellation does: the whole payment goes back at once, without waiting for staff (audit 3, I3).
      const { refund } = await openRefund(tx, after, { kind: 'late-payment', reason: lapse, actor: payment.provider });
      return { outcome: 'coupon-lapsed', userId: order.userId, refundId: refund.id };
    }
    if (!confirm) return { outcome: 'paid-needs-refund', userId: order.userId };

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

/**
 * Why the coupon of an order that was let go no longer gives it its discount (used up meanwhile, ended, paused, or now
 * worth less), or undefined when it still does or the order had none. Asked under the coupon's row lock.
 */
async function couponLapse(tx: Tx, order: OrderRow): Promise<string | undefined> {
  if (!order.couponCode) return undefined;
  const lines = await couponLinesOf(tx, order.id);
  if (lines.some((line) => line.category === null)) return 'an item is no longer sold';
  try {
    const redemption = await redeemable(tx, order.couponCode, order.userId, lines as CouponLine[], { lock: true });
    return redemption.discountPaise < order.discountPaise ? 'its discount is smaller now' : undefined;
  } catch (error) {
    if (error instanceof Invalid) return error.message;
    throw error;
  }
}

/** For money that arrived after the hold was released: every item's stock again, all or nothing. */
async function takeStockAgain(tx: Tx, orderId: string): Promise<boolean> {
  const lines = await stockLinesOf(tx, orderId);
  return lines ? takeAgain(tx, orderId, lines) : false;
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
  return result;
}
