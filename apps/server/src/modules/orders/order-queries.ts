// Owns reading orders: rows → the API's order shape, for their owner or for staff.
import { and, asc, count, desc, eq, gte, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { trackingUrl } from '@shop/contract/carriers';
import type { AdminOrdersQuery, Order } from '@shop/contract/orders';
import type { OrderEvent, Refund } from '@shop/contract/refunds';
import { MESSAGES } from '@shop/contract/messages';
import { paiseToRupees } from '@shop/contract/money';
import { formatOrderNumber, parseOrderNumber } from '@shop/contract/order-number';
import type { Db } from '../../platform/db/database.ts';
import { creditNotes, invoices, orderEvents, orderItems, orders, refunds, users } from '../../platform/db/schema.ts';
import { NotFound } from '../../platform/errors.ts';
import { ordersWithShipment, shipmentsOf } from '../shipping/index.ts';
import { buyerLockReasons } from './buyer-details.ts';
import { allowedActions, refundablePaise } from './lifecycle.ts';
import { cancelUntil, REFUND_METHOD_NAMES, returnUntil } from './order-policy.ts';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

export const ORDER_NOT_FOUND = MESSAGES.orderNotFound;

type RefundRow = typeof refunds.$inferSelect;

function refundShape(refund: RefundRow, creditNoteNumber: string | null): Refund {
  return {
    _id: refund.id,
    amount: paiseToRupees(refund.amountPaise),
    status: refund.status,
    reason: refund.reason,
    created_at: refund.createdAt.toISOString(),
    processed_at: refund.processedAt?.toISOString() ?? null,
    method: REFUND_METHOD_NAMES[refund.provider],
    reference: refund.providerRefundId,
    credit_note_number: creditNoteNumber,
  };
}

/** One refund as the API shows it. */
export async function toRefund(db: Db, refundId: string): Promise<Refund> {
  const [row] = await db
    .select({ refund: refunds, number: creditNotes.number })
    .from(refunds)
    .leftJoin(creditNotes, eq(creditNotes.refundId, refunds.id))
    .where(eq(refunds.id, refundId));
  if (!row) throw new NotFound('Refund not found');
  return refundShape(row.refund, row.number);
}

function toOrder(
  row: OrderRow,
  items: ItemRow[],
  invoiceNumber: string | null,
  refundRows: RefundRow[],
  noteNumbers: Map<string, string>,
  shipment: Order['shipment'],
  viewer: 'shopper' | 'staff',
  now: Date,
  /** Why staff can no longer change the business buyer (buyer-details.ts); undefined when they can. */
  buyerLocked?: string,
): Order {
  const a = row.addressInfo;
  const refundable = refundablePaise(row, refundRows);
  return {
    _id: row.id,
    order_number: formatOrderNumber(row.orderNumber),
    user_id: row.userId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    total_amount: paiseToRupees(row.totalPaise),
    payment_method: row.paymentMethod,
    payment_id: row.paymentId,
    payment_status: row.paymentStatus,
    order_status: row.orderStatus,
    needs_refund: row.needsRefund,
    cod_fee: paiseToRupees(row.codFeePaise),
    discount_amount: paiseToRupees(row.discountPaise),
    coupon_code: row.couponCode,
    online_discount_amount: paiseToRupees(row.onlineDiscountPaise),
    carrier: row.carrier,
    tracking_number: row.trackingNumber,
    tracking_url: trackingUrl(row.carrier, row.trackingNumber),
    cod_confirmation: row.codConfirmation,
    cod_confirm_until: row.codConfirmation === 'awaiting' ? (row.codConfirmUntil?.toISOString() ?? null) : null,
    whatsapp_opt_in: row.whatsappOptIn,
    buyer_gstin: row.buyerGstin,
    buyer_business_name: row.buyerBusinessName,
    shipment,
    duplicate_payments: row.duplicatePayments.map((kept) => ({
      payment_id: kept.paymentId,
      payment_method: kept.method,
      amount: paiseToRupees(kept.amountPaise),
      received_at: kept.at,
      // Newest first: the latest refund of that payment says how it stands (PhonePe's names its merchant order id).
      refund_status:
        refundRows.find(
          (refund) =>
            refund.kind === 'duplicate' &&
            (refund.providerPaymentId === kept.paymentId ||
              (kept.method === 'PhonePe' && refund.provider === 'phonepe')),
        )?.status ?? null,
    })),
    cart_items: items.map((item) => ({
      _id: item.id,
      product_id: item.productId,
      variant_id: item.variantId,
      size: item.size,
      colour: item.colour,
      title: item.title,
      image: item.image,
      quantity: item.quantity,
      price: paiseToRupees(item.unitPricePaise),
    })),
    invoice_number: invoiceNumber,
    refunds: refundRows.map((refund) => refundShape(refund, noteNumbers.get(refund.id) ?? null)),
    refunded_amount: paiseToRupees(row.refundedPaise),
    cancel_until: cancelUntil(row, now),
    return_until: returnUntil(row, now),
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    kind: row.kind,
    allowed_actions: [
      // A parcel cancelled at the courier is shown, and ships again: only a live one stops "Ship".
      ...allowedActions(row, viewer, refundable, now, shipment !== null && shipment.status !== 'cancelled'),
      ...(viewer === 'staff' && row.kind === 'sale' && !buyerLocked ? (['edit_buyer'] as const) : []),
    ],
    ...(viewer === 'staff' ? { buyer_locked: buyerLocked ?? null } : {}),
    refundable_amount: paiseToRupees(refundable),
    address_info: {
      address_id: a.addressId,
      address: a.address,
      city: a.city,
      state: a.state,
      zip_code: a.zipCode,
      phone: a.phone,
      notes: a.notes,
    },
  };
}

async function withItems(db: Db, rows: OrderRow[], viewer: 'shopper' | 'staff'): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, numbers, refundRows, notes, parcels, buyerLocks] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(orderItems.id),
    db
      .select({ orderId: invoices.orderId, number: invoices.number })
      .from(invoices)
      .where(inArray(invoices.orderId, ids)),
    db.select().from(refunds).where(inArray(refunds.orderId, ids)).orderBy(desc(refunds.createdAt)),
    db
      .select({ refundId: creditNotes.refundId, number: creditNotes.number })
      .from(creditNotes)
      .where(inArray(creditNotes.orderId, ids)),
    shipmentsOf(db, ids, viewer),
    viewer === 'staff' ? buyerLockReasons(db, ids) : new Map<string, string>(),
  ]);
  const numberOf = new Map(numbers.map((n) => [n.orderId, n.number]));
  const noteNumbers = new Map(notes.map((n) => [n.refundId, n.number]));
  const now = new Date();
  return rows.map((row) =>
    toOrder(
      row,
      items.filter((item) => item.orderId === row.id),
      numberOf.get(row.id) ?? null,
      refundRows.filter((refund) => refund.orderId === row.id),
      noteNumbers,
      parcels.get(row.id) ?? null,
      viewer,
      now,
      buyerLocks.get(row.id),
    ),
  );
}

export async function listOrdersOf(db: Db, userId: string): Promise<Order[]> {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt));
  return withItems(db, rows, 'shopper');
}

/** The order, if it exists and (when a user is given) belongs to that user; others' orders are as good as missing. */
export async function getOrder(db: Db, orderId: string, ownerId?: string): Promise<Order> {
  const [row] = await db
    .select()
    .from(orders)
    .where(ownerId ? and(eq(orders.id, orderId), eq(orders.userId, ownerId)) : eq(orders.id, orderId));
  if (!row) throw new NotFound(ORDER_NOT_FOUND);
  return (await withItems(db, [row], ownerId ? 'shopper' : 'staff'))[0]!;
}

/** The order's timeline for staff, oldest first, each actor named as staff would say it. */
export async function eventsOf(db: Db, orderId: string, ownerId: string): Promise<OrderEvent[]> {
  const rows = await db
    .select({ event: orderEvents, email: users.email, role: users.role })
    .from(orderEvents)
    .leftJoin(users, sql`${users.id}::text = ${orderEvents.actor}`)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  return rows.map(({ event, email, role }) => ({
    _id: event.id,
    at: event.createdAt.toISOString(),
    actor: actorName(event.actor, email, role, ownerId),
    kind: event.field,
    from: event.fromValue,
    to: event.toValue,
    note: event.note,
    amount: event.amountPaise === null ? null : paiseToRupees(event.amountPaise),
    reference: event.reference,
  }));
}

function actorName(actor: string, email: string | null, role: string | null, ownerId: string): string {
  if (actor === ownerId) return 'Shopper';
  if (email) return role === 'admin' ? `Staff (${email})` : email;
  if (actor === 'system') return 'System';
  // A provider's name with how it told us: "razorpay:webhook" → "Razorpay (webhook)".
  const [name, via] = actor.split(':');
  const provider = { razorpay: 'Razorpay', phonepe: 'PhonePe', paypal: 'PayPal' }[name ?? ''] ?? name ?? actor;
  return via ? `${provider} (${via})` : provider;
}

/**
 * What staff's search matches: an order number ("TT-1042", "tt-1042", "1042"), a long id or its first 8 or more
 * characters, a phone number (its last 10 digits), or part of the shopper's name or email.
 */
function searchOrders(search: string): SQL {
  const text = search.trim().toLowerCase();
  // One id in about forty starts with eight digits, which read as an order number too: both are looked for.
  const idStart = /^[0-9a-f-]{8,36}$/.test(text) ? like(sql`${orders.id}::text`, `${text}%`) : undefined;
  const number = parseOrderNumber(search);
  if (number !== null) return or(eq(orders.orderNumber, number), idStart)!;
  const or_: SQL[] = idStart ? [idStart] : [];
  const digits = text.replace(/[\s+-]/g, '');
  if (/^\d{10,12}$/.test(digits)) or_.push(sql`${orders.addressInfo} ->> 'phone' like ${`%${digits.slice(-10)}`}`);
  if (text.length >= 2 && !/^\d+$/.test(digits)) {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    or_.push(
      sql`${orders.userId} in (select ${users.id} from ${users} where lower(${users.userName}) like ${pattern} or ${users.email} like ${pattern})`,
    );
  }
  return or_.length ? or(...or_)! : sql`false`;
}

/** The start of a day in India (YYYY-MM-DD), as an instant. */
const indianDay = (day: string, plusDays = 0) =>
  new Date(new Date(`${day}T00:00:00+05:30`).getTime() + plusDays * 86_400_000);

export async function listAllOrders(db: Db, query: AdminOrdersQuery) {
  const { page, limit } = query;
  const where = and(
    query.search ? searchOrders(query.search) : undefined,
    query.order_status ? eq(orders.orderStatus, query.order_status) : undefined,
    query.payment_status ? eq(orders.paymentStatus, query.payment_status) : undefined,
    query.shipment ? ordersWithShipment(query.shipment) : undefined,
    query.from ? gte(orders.createdAt, indianDay(query.from)) : undefined,
    query.to ? lt(orders.createdAt, indianDay(query.to, 1)) : undefined,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { data: await withItems(db, rows, 'staff'), total, page, limit };
}

/** What booking an order's parcel needs: the order, its lines as bought, and who it goes to. */
export async function parcelFacts(db: Db, orderId: string) {
  const [row] = await db
    .select({ order: orders, name: users.userName, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return undefined;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
  return { order: row.order, items, buyer: { name: row.name, email: row.email } };
}
export type ParcelFactsOfOrder = NonNullable<Awaited<ReturnType<typeof parcelFacts>>>;

/** What a payment needs to know about an order. */
export async function findPayableOrder(db: Db, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      totalPaise: orders.totalPaise,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      paymentId: orders.paymentId,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/** Pending orders whose hold ends before `before`, oldest first. */
export async function pendingOrdersDue(db: Db, before: Date) {
  return db
    .select({
      id: orders.id,
      userId: orders.userId,
      totalPaise: orders.totalPaise,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      paymentId: orders.paymentId,
    })
    .from(orders)
    .where(and(eq(orders.paymentStatus, 'pending'), lt(orders.reservedUntil, before)))
    .orderBy(orders.reservedUntil);
}
