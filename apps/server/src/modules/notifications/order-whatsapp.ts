// Owns what the shopper is told of their order on WhatsApp, beside the mail: the request to confirm a Cash on Delivery
// order, then confirmed, shipped, out for delivery, delivered, a failed attempt and a refund. Only for an order whose
// shopper ticked the box at checkout and whose phone itself said yes (and not STOP since); each step once, under its own key, sent
// after the change that caused it is committed (modules/whatsapp sends and retries).
import type { FastifyInstance } from 'fastify';
import { and, eq, gt, sql } from 'drizzle-orm';
import { formatRupees, paiseToRupees } from '@shop/contract/money';
import { formatOrderNumber } from '@shop/contract/order-number';
import type { WhatsAppTemplate } from '@shop/contract/whatsapp';
import { orderItems, orders } from '../../platform/db/schema.ts';
import { queueWhatsApp, sendQueuedWhatsApp } from '../whatsapp/index.ts';
import { dateTime, REFUND_METHOD_NAMES, type RefundRow } from '../orders/index.ts';

/** A step of the order the shopper hears of; `once` tells apart steps that may come again (a second failed attempt). */
export type WhatsAppStep =
  | { step: 'cod_confirm'; until: Date }
  | { step: 'order_confirmed' }
  | { step: 'order_shipped'; courier: string | null; trackingUrl: string | null }
  | { step: 'out_for_delivery'; codPaise: number; once: string }
  | { step: 'order_delivered' }
  | { step: 'delivery_failed'; reason: string | null; once: string }
  | { step: 'refund_processed'; refund: RefundRow };

type OrderFacts = { number: string; totalPaise: number; firstProductId: string | null };

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** The template, its parameters in order, and its buttons' payloads, for the step. */
function messageFor(
  s: WhatsAppStep,
  o: OrderFacts,
  orderId: string,
  publicUrl: string,
): { template: WhatsAppTemplate; params: string[]; buttons?: string[] } {
  const site = publicUrl.replace(/\/+$/, '');
  switch (s.step) {
    case 'cod_confirm':
      return {
        template: 'cod_confirm',
        params: [o.number, rupees(o.totalPaise), dateTime(s.until)],
        buttons: [`cod:confirm:${orderId}`, `cod:cancel:${orderId}`],
      };
    case 'order_confirmed':
      return { template: 'order_confirmed', params: [o.number, rupees(o.totalPaise)] };
    case 'order_shipped':
      return {
        template: 'order_shipped',
        params: [
          o.number,
          s.courier ?? 'our courier',
          s.trackingUrl ?? `${site}/shop/account?order=${encodeURIComponent(orderId)}`,
        ],
      };
    case 'out_for_delivery':
      return {
        template: 'out_for_delivery',
        params: [o.number, s.codPaise > 0 ? `Please keep ${rupees(s.codPaise)} ready in cash` : 'It is paid for'],
      };
    case 'order_delivered':
      return {
        template: 'order_delivered',
        params: [
          o.number,
          o.firstProductId
            ? `${site}/shop/product/${encodeURIComponent(o.firstProductId)}`
            : `${site}/shop/account?order=${encodeURIComponent(orderId)}`,
        ],
      };
    case 'delivery_failed':
      return {
        template: 'delivery_failed',
        params: [o.number, s.reason ?? 'nobody was available'],
        buttons: [`ndr:reattempt:${orderId}`, `ndr:address:${orderId}`],
      };
    case 'refund_processed':
      return {
        template: 'refund_processed',
        params: [
          o.number,
          rupees(s.refund.amountPaise),
          s.refund.provider === 'transfer'
            ? 'your bank account or UPI'
            : `your ${REFUND_METHOD_NAMES[s.refund.provider]} payment method`,
        ],
      };
  }
}

/** The key a step is sent once under. */
function keyOf(orderId: string, s: WhatsAppStep): string {
  if (s.step === 'refund_processed') return `order:${orderId}:refund:${s.refund.id}`;
  if (s.step === 'out_for_delivery' || s.step === 'delivery_failed') return `order:${orderId}:${s.step}:${s.once}`;
  return `order:${orderId}:${s.step}`;
}

/**
 * Tells the shopper of the step on WhatsApp, once, when they asked for updates on it. A message that cannot be queued
 * or sent is logged and never undoes what it tells of; the mail still goes.
 */
export async function tellOnWhatsApp(app: FastifyInstance, orderId: string, step: WhatsAppStep): Promise<void> {
  try {
    const [row] = await app.db
      .select({
        optIn: orders.whatsappOptIn,
        address: orders.addressInfo,
        number: orders.orderNumber,
        totalPaise: orders.totalPaise,
      })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!row?.optIn) return;
    const [first] = await app.db
      .select({ productId: orderItems.productId })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.id)
      .limit(1);
    const facts: OrderFacts = {
      number: formatOrderNumber(row.number),
      totalPaise: row.totalPaise,
      firstProductId: first?.productId ?? null,
    };
    const message = messageFor(step, facts, orderId, app.config.publicUrl);
    const queued = await queueWhatsApp(app.db, {
      key: keyOf(orderId, step),
      orderId,
      phone: row.address.phone,
      ...message,
    });
    if (queued) {
      void sendQueuedWhatsApp(app).catch((error: unknown) =>
        app.log.error({ err: error, orderId }, 'WhatsApp messages not sent now; the sweep sends them'),
      );
    }
  } catch (error) {
    app.log.error({ err: error, orderId, step: step.step }, 'WhatsApp update not queued');
  }
}

/**
 * A phone said yes: each Cash on Delivery order of that phone still waiting for its confirmation, whose shopper ticked
 * the box, is asked for it now (once: the ask's key is the order's).
 */
export async function askWaitingCodOrders(app: FastifyInstance, phone: string, now = new Date()): Promise<void> {
  const waiting = await app.db
    .select({ id: orders.id, until: orders.codConfirmUntil })
    .from(orders)
    .where(
      and(
        eq(orders.codConfirmation, 'awaiting'),
        eq(orders.whatsappOptIn, true),
        gt(orders.codConfirmUntil, now),
        sql`${orders.addressInfo} ->> 'phone' = ${phone}`,
      ),
    );
  for (const order of waiting) await tellOnWhatsApp(app, order.id, { step: 'cod_confirm', until: order.until! });
}
