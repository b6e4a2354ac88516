// Owns what money does to an order's own rows: a second payment kept on it for staff to refund, a failed payment that
// lets it go, and its lines as the stock and a coupon count them. (Confirming it spans modules: flows/confirm-payment.ts.)
import { eq } from 'drizzle-orm';
import type { PaymentMethod } from '@shop/contract/shop';
import type { Db, Tx } from '../../platform/db/database.ts';
import { type DuplicatePayment, orderItems, orders, products } from '../../platform/db/schema.ts';
import type { StockLine } from '../inventory/index.ts';
import { type OrderRow, recordTimeline } from './lifecycle.ts';
import { releaseOrder } from './order-service.ts';

/** Money a provider reported for an order. */
export type Payment = {
  orderId: string;
  provider: string;
  paymentId: string;
  amountPaise: number;
  method: PaymentMethod;
};

/** A second payment for a paid order: listed on the order (once, however often it is reported) for staff to refund. */
export async function keepSecondPayment(tx: Tx, order: OrderRow, payment: Payment) {
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
  await recordTimeline(tx, order.id, payment.provider, [
    {
      field: 'note',
      note: `A second payment of ${payment.amountPaise} paise (${payment.paymentId}) arrived for an order already paid by ${order.paymentId}: refund it`,
    },
  ]);
}

/**
 * The order's lines as its stock is taken again, or undefined when one cannot be sent any more (a product or a size
 * staff deleted meanwhile: a deleted variant leaves its SKU on the line).
 */
export async function stockLinesOf(tx: Tx, orderId: string): Promise<StockLine[] | undefined> {
  const items = await tx
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      sku: orderItems.sku,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const gone = (item: (typeof items)[number]) => item.productId === null || (item.sku !== null && !item.variantId);
  return items.some(gone) ? undefined : (items as StockLine[]);
}

/** The order's lines as a coupon counts them (its category from the catalogue: null for a product deleted since). */
export async function couponLinesOf(tx: Tx, orderId: string) {
  return tx
    .select({ category: products.category, unitPricePaise: orderItems.unitPricePaise, quantity: orderItems.quantity })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId));
}

/** A failed or cancelled payment lets the order go: its stock is released. False when the order was not pending. */
export function failPayment(db: Db, orderId: string, actor: string): Promise<boolean> {
  return db.transaction((tx) => releaseOrder(tx, orderId, 'failed', actor));
}
