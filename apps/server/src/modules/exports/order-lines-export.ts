// Owns the orders export: one CSV row per order line of the orders placed in a period, with the order's customer,
// payment, money, invoice and parcel beside it, read a batch of orders at a time.
import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { formatOrderNumber } from '@shop/contract/order-number';
import type { Reader } from '../../platform/db/database.ts';
import { invoices, orderItems, orders, shipments, users } from '../../platform/db/schema.ts';
import { netValue } from '../pricing/index.ts';
import { rupeesCell, type CsvRecord } from './csv-stream.ts';
import { indiaDateTime, type PeriodBounds } from './export-period.ts';
import { afterCursor, cursorText, DEFAULT_BATCH_SIZE, type BatchOptions, type Cursor } from './keyset.ts';

export const ORDER_LINE_COLUMNS = [
  'Order number',
  'Placed at (IST)',
  'Kind',
  'Customer name',
  'Email',
  'Phone',
  'City',
  'State',
  'Pincode',
  'Buyer GSTIN',
  'Buyer business name',
  'Payment method',
  'Payment status',
  'Order status',
  'Item',
  'Size',
  'Colour',
  'SKU',
  'HSN',
  'Quantity',
  'Unit price',
  'Coupon code',
  'Coupon discount',
  'Online payment discount',
  'Line net value',
  'Order total',
  'COD fee',
  'Refunded',
  'Invoice number',
  'Carrier',
  'AWB',
  'Shipment state',
] as const;

type ItemRow = typeof orderItems.$inferSelect;
type ParcelRow = { orderId: string; courierName: string | null; awb: string | null; state: string };

/** One batch of the period's orders, oldest first, after the cursor: the order, its shopper and its invoice. */
function readOrders(db: Reader, bounds: PeriodBounds, after: Cursor | undefined, limit: number) {
  return db
    .select({
      order: orders,
      cursorAt: cursorText(orders.createdAt),
      name: users.userName,
      email: users.email,
      invoiceNumber: invoices.number,
      // The invoice's lines follow the order's items by id, the Cash on Delivery fee last: the nth HSN is the nth item's.
      hsns: sql<string[] | null>`jsonb_path_query_array(${invoices.data}, '$.lines[*].hsn')`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(
      and(
        gte(orders.createdAt, bounds.start),
        lt(orders.createdAt, bounds.end),
        afterCursor(orders.createdAt, orders.id, after),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
}

type OrderBatchRow = Awaited<ReturnType<typeof readOrders>>[number];

/** The orders' items, by order, each order's in id order (as their invoice lists them). */
async function itemsByOrder(db: Reader, orderIds: string[]): Promise<Map<string, ItemRow[]>> {
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
  const byOrder = new Map<string, ItemRow[]>();
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

/**
 * Each order's outgoing parcel, the one under way or delivered: a cancelled booking is left out (the courier never
 * carried it), which also lets the read use the index that keeps one such parcel per order.
 */
async function parcelByOrder(db: Reader, orderIds: string[]): Promise<Map<string, ParcelRow>> {
  const rows = await db
    .select({
      orderId: shipments.orderId,
      courierName: shipments.courierName,
      awb: shipments.awb,
      state: shipments.state,
    })
    .from(shipments)
    .where(and(inArray(shipments.orderId, orderIds), eq(shipments.kind, 'forward'), ne(shipments.state, 'cancelled')));
  return new Map(rows.map((row) => [row.orderId, row]));
}

/** What a line came to: its pieces at their price, less its shares of the coupon and of the discount for paying online. */
export const lineNetPaise = (item: ItemRow) => netValue(item);

function orderLineRecord(row: OrderBatchRow, item: ItemRow | undefined, hsn: string, parcel: ParcelRow | undefined) {
  const { order } = row;
  const address = order.addressInfo;
  return [
    formatOrderNumber(order.orderNumber),
    indiaDateTime(order.createdAt),
    order.kind,
    row.name,
    row.email,
    address.phone,
    address.city,
    address.state,
    address.zipCode,
    order.buyerGstin ?? '',
    order.buyerBusinessName ?? '',
    order.paymentMethod,
    order.paymentStatus,
    order.orderStatus,
    item?.title ?? '',
    item?.size ?? '',
    item?.colour ?? '',
    item?.sku ?? '',
    hsn,
    item?.quantity ?? '',
    item ? rupeesCell(item.unitPricePaise) : '',
    order.couponCode ?? '',
    item ? rupeesCell(item.discountPaise) : '',
    item ? rupeesCell(item.onlineDiscountPaise) : '',
    item ? rupeesCell(lineNetPaise(item)) : '',
    rupeesCell(order.totalPaise),
    rupeesCell(order.codFeePaise),
    rupeesCell(order.refundedPaise),
    row.invoiceNumber ?? '',
    parcel?.courierName ?? order.carrier ?? '',
    parcel?.awb ?? order.trackingNumber ?? '',
    parcel?.state ?? '',
  ] satisfies CsvRecord;
}

/** An order's rows: one per line (one with the line's cells empty for an order without lines, so none goes missing). */
function orderRecords(row: OrderBatchRow, items: ItemRow[], parcel: ParcelRow | undefined): CsvRecord[] {
  if (items.length === 0) return [orderLineRecord(row, undefined, '', parcel)];
  return items.map((item, index) => orderLineRecord(row, item, row.hsns?.[index] ?? '', parcel));
}

/**
 * The period's order lines, a batch of orders (and their lines) at a time, oldest order first. Each batch is read when
 * the previous one has been taken, after the last order it held (keyset pagination): a year of orders is never in
 * memory at once, and the reads stay quick however far in they are.
 */
export async function* orderLineBatches(
  db: Reader,
  bounds: PeriodBounds,
  { batchSize = DEFAULT_BATCH_SIZE }: BatchOptions = {},
): AsyncGenerator<CsvRecord[]> {
  let after: Cursor | undefined;
  for (;;) {
    const batch = await readOrders(db, bounds, after, batchSize);
    if (batch.length === 0) return;
    const ids = batch.map((row) => row.order.id);
    const [items, parcels] = await Promise.all([itemsByOrder(db, ids), parcelByOrder(db, ids)]);
    yield batch.flatMap((row) => orderRecords(row, items.get(row.order.id) ?? [], parcels.get(row.order.id)));
    if (batch.length < batchSize) return;
    const last = batch.at(-1)!;
    after = { at: last.cursorAt, id: last.order.id };
  }
}
