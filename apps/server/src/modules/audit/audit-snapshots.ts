// Owns what the trail keeps of a record before and after a staff change: the fields a person asks about later (a
// product's prices and stock per size, an order's status and money, the settings, a coupon, a staff member).
import { asc, eq } from 'drizzle-orm';
import type { AuditEntity } from '@shop/contract/audit';
import type { Db } from '../../platform/db/database.ts';
import { coupons, orders, productVariants, products, refunds, users } from '../../platform/db/schema.ts';
import { getSettings } from '../settings/index.ts';

const rupees = (paise: number | null | undefined) => (paise === null || paise === undefined ? null : paise / 100);

async function productSnapshot(db: Db, id: string) {
  const [product] = await db.select().from(products).where(eq(products.id, id));
  if (!product) return null;
  const variants = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, id))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  return {
    title: product.title,
    category: product.category,
    brand: product.brand,
    price: rupees(product.pricePaise),
    sale_price: rupees(product.salePricePaise),
    total_stock: product.totalStock,
    tax_class: product.taxClass,
    variants: variants.map((v) => ({
      sku: v.sku,
      size: v.size,
      colour: v.colour,
      price: rupees(v.pricePaise),
      sale_price: rupees(v.salePricePaise),
      stock: v.stock,
    })),
  };
}

async function orderSnapshot(db: Db, id: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) return null;
  const refundRows = await db.select().from(refunds).where(eq(refunds.orderId, id));
  return {
    order_number: order.orderNumber,
    status: order.orderStatus,
    payment_status: order.paymentStatus,
    payment_method: order.paymentMethod,
    total: rupees(order.totalPaise),
    refunded: rupees(order.refundedPaise),
    cod_confirmation: order.codConfirmation,
    buyer_gstin: order.buyerGstin,
    carrier: order.carrier,
    tracking_number: order.trackingNumber,
    refunds: refundRows.map((r) => ({ id: r.id, amount: rupees(r.amountPaise), status: r.status })),
  };
}

async function couponSnapshot(db: Db, id: string) {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.id, id));
  return coupon ?? null;
}

async function staffSnapshot(db: Db, id: string) {
  const [user] = await db
    .select({ email: users.email, role: users.staffRole, status: users.staffStatus, two_factor: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, id));
  return user ? { ...user, two_factor: Boolean(user.two_factor) } : null;
}

/** A row's id: only such an id is looked up (a size chart is named by its category). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The record as the trail keeps it, or undefined for kinds of record kept only as what was asked (and for an id that
 * names no row by its uuid, such as a size chart's category).
 */
export async function snapshotOf(db: Db, entity: AuditEntity, id: string | null): Promise<unknown> {
  if (entity === 'settings') return getSettings(db);
  if (!id || !UUID.test(id)) return undefined;
  if (entity === 'product') return productSnapshot(db, id);
  if (entity === 'order') return orderSnapshot(db, id);
  if (entity === 'coupon') return couponSnapshot(db, id);
  if (entity === 'staff') return staffSnapshot(db, id);
  return undefined;
}
