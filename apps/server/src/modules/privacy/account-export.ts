// Owns reading everything the shop holds about one shopper, for them to download (DPDP Act 2023, the right to see it):
// the profile, addresses, orders and returns, reviews, WhatsApp answers and messages, stock alerts and the cart.
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { paiseToRupees } from '@shop/contract/money';
import { formatOrderNumber } from '@shop/contract/order-number';
import { type AccountExport, KEPT_AFTER_DELETION, PRIVACY_MESSAGES } from '@shop/contract/privacy';
import type { Reader } from '../../platform/db/database.ts';
import {
  addresses,
  cartItems,
  carts,
  invoices,
  orderItems,
  orders,
  products,
  productVariants,
  returnRequests,
  reviews,
  stockAlerts,
  users,
  whatsappMessages,
  whatsappOptIns,
} from '../../platform/db/schema.ts';
import { shopName } from '../settings/index.ts';
import { NotFound } from '../../platform/errors.ts';

export type AccountRow = typeof users.$inferSelect;

export async function findAccount(db: Reader, userId: string): Promise<AccountRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new NotFound(PRIVACY_MESSAGES.notFound);
  return user;
}

/**
 * The phones that are the shopper's: their addresses' and their orders' (the WhatsApp answers and messages are kept
 * by phone), and those they answered for from their account.
 */
export async function phonesOf(db: Reader, userId: string): Promise<string[]> {
  const [saved, ordered, answered] = await Promise.all([
    db.select({ phone: addresses.phone }).from(addresses).where(eq(addresses.userId, userId)),
    db.select({ info: orders.addressInfo }).from(orders).where(eq(orders.userId, userId)),
    db.select({ phone: whatsappOptIns.phone }).from(whatsappOptIns).where(eq(whatsappOptIns.userId, userId)),
  ]);
  const phones = [...saved.map((r) => r.phone), ...ordered.map((r) => r.info.phone), ...answered.map((r) => r.phone)];
  return [...new Set(phones.filter(Boolean))];
}

export async function exportAccount(db: Reader, userId: string, now = new Date()): Promise<AccountExport> {
  const user = await findAccount(db, userId);
  const phones = await phonesOf(db, userId);
  const orderRows = await db
    .select({ order: orders, invoice: invoices.number })
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.createdAt));
  const orderIds = orderRows.map((row) => row.order.id);
  const [items, addressRows, returnRows, reviewRows, optIns, messages, alerts, cartRows] = await Promise.all([
    orderIds.length
      ? db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id))
      : [],
    db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.createdAt)),
    db.select().from(returnRequests).where(eq(returnRequests.userId, userId)).orderBy(asc(returnRequests.createdAt)),
    db
      .select({ review: reviews, title: products.title })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(eq(reviews.userId, userId))
      .orderBy(asc(reviews.createdAt)),
    db.select().from(whatsappOptIns).where(whatsappOptInsOf(userId, phones)).orderBy(asc(whatsappOptIns.changedAt)),
    phones.length || orderIds.length
      ? db
          .select()
          .from(whatsappMessages)
          .where(whatsappMessagesOf(phones, orderIds))
          .orderBy(asc(whatsappMessages.createdAt))
      : [],
    db
      .select({ alert: stockAlerts, title: products.title, size: productVariants.size, colour: productVariants.colour })
      .from(stockAlerts)
      .innerJoin(products, eq(products.id, stockAlerts.productId))
      .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
      .where(eq(stockAlerts.userId, userId))
      .orderBy(asc(stockAlerts.createdAt)),
    db
      .select({ item: cartItems, title: products.title, size: productVariants.size, colour: productVariants.colour })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .innerJoin(products, eq(products.id, cartItems.productId))
      .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
      .where(eq(carts.userId, userId))
      .orderBy(asc(cartItems.createdAt)),
  ]);

  return {
    exported_at: now.toISOString(),
    shop: await shopName(db),
    profile: {
      _id: user.id,
      name: user.userName,
      email: user.email,
      verified: user.verified,
      created_at: user.createdAt.toISOString(),
    },
    addresses: addressRows.map((a) => ({
      _id: a.id,
      address_line1: a.addressLine1,
      address_line2: a.addressLine2,
      landmark: a.landmark,
      city: a.city,
      state: a.state,
      zip_code: a.zipCode,
      country: a.country,
      phone: a.phone,
      notes: a.notes,
      created_at: a.createdAt.toISOString(),
    })),
    orders: orderRows.map(({ order, invoice }) => ({
      _id: order.id,
      order_number: formatOrderNumber(order.orderNumber),
      placed_at: order.createdAt.toISOString(),
      order_status: order.orderStatus,
      payment_status: order.paymentStatus,
      payment_method: order.paymentMethod,
      total: paiseToRupees(order.totalPaise),
      delivered_to: {
        address: order.addressInfo.address,
        city: order.addressInfo.city,
        state: order.addressInfo.state,
        zip_code: order.addressInfo.zipCode,
        phone: order.addressInfo.phone,
        notes: order.addressInfo.notes,
      },
      business_buyer: order.buyerGstin ? { gstin: order.buyerGstin, name: order.buyerBusinessName } : null,
      items: items
        .filter((item) => item.orderId === order.id)
        .map((item) => ({
          title: item.title,
          size: item.size,
          colour: item.colour,
          quantity: item.quantity,
          unit_price: paiseToRupees(item.unitPricePaise),
        })),
      tax_invoice: invoice,
    })),
    returns: returnRows.map((r) => ({
      _id: r.id,
      order_id: r.orderId,
      status: r.status,
      note: r.note,
      created_at: r.createdAt.toISOString(),
    })),
    reviews: reviewRows.map(({ review, title }) => ({
      product_id: review.productId,
      product_title: title,
      name_shown: review.userName,
      rating: review.rating,
      comment: review.comment,
      created_at: review.createdAt.toISOString(),
    })),
    consents: {
      whatsapp: optIns.map((o) => ({
        phone: o.phone,
        opted_in: o.optedIn,
        source: o.source,
        changed_at: o.changedAt.toISOString(),
      })),
    },
    messages: {
      whatsapp: messages.map((m) => ({
        phone: m.phone,
        template: m.template,
        parameters: m.params,
        state: m.state,
        created_at: m.createdAt.toISOString(),
      })),
    },
    stock_alerts: alerts.map(({ alert, title, size, colour }) => ({
      product_id: alert.productId,
      product_title: title,
      size,
      colour,
      created_at: alert.createdAt.toISOString(),
      notified_at: alert.notifiedAt?.toISOString() ?? null,
    })),
    cart: cartRows.map(({ item, title, size, colour }) => ({
      product_id: item.productId,
      title,
      size: size ?? null,
      colour: colour ?? null,
      quantity: item.quantity,
    })),
    kept_after_deletion: KEPT_AFTER_DELETION,
  };
}

/**
 * A phone's answer is the shopper's when it came from their account or checkout, or from a WhatsApp reply on one of
 * their phones; one another shopper gave last for a phone they share is that shopper's.
 */
export function whatsappOptInsOf(userId: string, phones: string[]) {
  return or(
    eq(whatsappOptIns.userId, userId),
    phones.length ? and(inArray(whatsappOptIns.phone, phones), isNull(whatsappOptIns.userId)) : undefined,
  );
}

/**
 * The WhatsApp messages that are the shopper's: about one of their orders, or about none and sent to one of their
 * phones (a phone they share with another shopper gets that shopper's orders' messages too, which stay theirs).
 */
export function whatsappMessagesOf(phones: string[], orderIds: string[]) {
  return or(
    orderIds.length ? inArray(whatsappMessages.orderId, orderIds) : undefined,
    phones.length ? and(inArray(whatsappMessages.phone, phones), isNull(whatsappMessages.orderId)) : undefined,
  );
}
