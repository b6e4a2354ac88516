// Owns placing orders and their statuses: the order is built from the database, its stock held for 15 minutes.
import { and, asc, count, eq, lt, ne, notInArray, sql } from 'drizzle-orm';
import { joinAddressLines } from '@shop/contract/addresses';
import { MESSAGES } from '@shop/contract/messages';
import { formatRupees, rupeesToPaise } from '@shop/contract/money';
import { LIMITS, type OrderStatus, type PaymentMethod } from '@shop/contract/shop';
import type { Db } from '../../platform/db/database.ts';
import {
  type AddressInfo,
  cartItems,
  carts,
  orderItems,
  orders,
  products,
  productVariants,
  users,
} from '../../platform/db/schema.ts';
import { Conflict, Invalid, NotFound } from '../../platform/errors.ts';
import { findAddress } from '../addresses/index.ts';
import { removeBought } from '../cart/index.ts';
import { variantUnitPaise } from '../catalog/index.ts';
import { moveRedemption, recordRedemption, redeemable } from '../coupons/index.ts';
import { checkDelivery } from '../delivery/index.ts';
import { issueInvoice } from '../invoices/index.ts';
import { getSettings } from '../settings/index.ts';
import { ORDER_NOT_FOUND } from './order-queries.ts';
import { recordShipping, type ShippingChange } from './order-shipping.ts';
import { lockOrder, LIFECYCLE_MESSAGES, openOrder, transition, tryTransition } from './lifecycle.ts';
import { openRefund, refundableLeft, type RefundRow } from './refunds.ts';
import type { Tx } from '../../platform/db/database.ts';
import {
  heldProducts,
  inLockOrder,
  lockProducts,
  releaseReserved,
  reserve,
  type StockLine,
  stockLeft,
  takeStock,
} from '../inventory/index.ts';

export const ORDER_MESSAGES = {
  created: 'Order created. Complete the payment to confirm it.',
  statusUpdated: 'Order status is updated successfully!',
  cancelled: 'Payment cancelled. The items are back in stock and still in your cart.',
  notPending: LIFECYCLE_MESSAGES.notPending,
  returned: 'Order marked returned to origin; its items are back in stock.',
  collected: 'Payment recorded: the cash is collected.',
  chooseSize: (title: string) => `Please choose a size for "${title}" in your cart.`,
  notEnoughStock: (title: string, left: number) =>
    left === 0
      ? `"${title}" has just sold out. Please remove it from your cart.`
      : `Only ${left} of "${title}" left. Please lower the quantity in your cart.`,
} as const;

/**
 * Places a pending order for what is in the user's cart, at the database's prices, to one of their saved addresses.
 * Each product's stock is taken by a conditional update, so checkouts at the same moment can never sell more than exists.
 * A shopper holds at most one pending order: a new checkout lets the earlier one go (its stock back on sale), except
 * that paying by Razorpay again for the same cart and address answers the order already waiting (two tabs, a retry).
 */
export async function createOrder(
  db: Db,
  userId: string,
  input: { addressId: string; paymentMethod: PaymentMethod; couponCode?: string | undefined },
) {
  return db.transaction(async (tx) => {
    // One checkout at a time per shopper: a second one (another tab, a double click) waits here and then sees the first.
    // NO KEY UPDATE leaves rows that reference the user (sessions, orders) free to be written meanwhile.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const address = await findAddress(tx, userId, input.addressId);
    if (!address) throw new Invalid(MESSAGES.selectAddress);
    const addressInfo: AddressInfo = {
      addressId: address.id,
      address: joinAddressLines({ address_line1: address.addressLine1, address_line2: address.addressLine2 }),
      city: address.city,
      state: address.state,
      zipCode: address.zipCode,
      phone: address.phone,
      notes: address.notes,
    };

    const lines = await cartLinesOf(tx, userId);
    // A pincode the directory does not know (an address saved before it was checked) is not refused here.
    const delivery = await checkDelivery(tx, address.zipCode).catch(() => undefined);
    if (delivery && !delivery.serviceable) throw new Invalid(MESSAGES.notDeliverable);
    if (lines.length === 0) throw new Invalid(MESSAGES.cartEmpty);

    const waiting = await pendingOrdersOf(tx, userId);
    const [only] = waiting;
    if (
      waiting.length === 1 &&
      input.paymentMethod === 'Razorpay' &&
      only!.paymentMethod === 'Razorpay' &&
      only!.reservedUntil! > new Date() &&
      sameCoupon(only!.couponCode, input.couponCode) &&
      (await holdsExactly(tx, only!, addressInfo, lines))
    ) {
      return { orderId: only!.id, totalPaise: only!.totalPaise };
    }
    if (waiting.length > 0) {
      await lockStockOf(tx, waiting, lines);
      for (const earlier of waiting) {
        if (earlier.reservedUntil! > new Date()) await releaseOrder(tx, earlier.id, 'failed', userId, REPLACED_NOTE);
        else await releaseOrder(tx, earlier.id, 'expired', 'system');
      }
    }

    await lockProducts(
      tx,
      lines.map((line) => line.productId),
    );
    for (const line of lines) {
      if (!(await takeStock(tx, line))) {
        throw new Conflict(ORDER_MESSAGES.notEnoughStock(lineName(line), await stockLeft(tx, line)));
      }
    }

    // The coupon is checked and worked out here, under its row's lock, whatever the page showed.
    const coupon = input.couponCode ? await redeemable(tx, input.couponCode, userId, lines, { lock: true }) : undefined;
    const discountPaise = coupon?.discountPaise ?? 0;
    const itemsPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0) - discountPaise;
    const cod = input.paymentMethod === 'COD';
    const codFeePaise = cod ? await codFeeFor(tx, userId, itemsPaise, delivery?.cod_available ?? false) : 0;
    const totalPaise = itemsPaise + codFeePaise;
    const order = await openOrder(
      tx,
      {
        userId,
        addressInfo,
        totalPaise,
        codFeePaise,
        discountPaise,
        couponCode: coupon?.coupon.code ?? null,
        paymentMethod: input.paymentMethod,
      },
      cod ? 'cod' : 'online',
      userId,
    );
    await tx.insert(orderItems).values(
      lines.map((line, index) => ({
        orderId: order.id,
        productId: line.productId,
        variantId: line.variantId,
        size: line.size,
        colour: line.colour,
        sku: line.sku,
        taxClass: line.taxClass,
        title: line.title,
        image: line.image,
        unitPricePaise: line.unitPricePaise,
        quantity: line.quantity,
        discountPaise: coupon?.perLine[index] ?? 0,
      })),
    );
    if (coupon) await recordRedemption(tx, coupon, { id: order.id, userId }, cod ? 'used' : 'held');
    await reserve(tx, order.id, lines, cod ? 'committed' : 'held');
    // What was ordered for cash at the door leaves the cart now, as a paid order's does.
    if (cod) await removeBought(tx, userId, order.id);
    return { orderId: order.id, totalPaise };
  });
}

const REPLACED_NOTE = 'Replaced by a new checkout; stock released';

/** Whether a waiting order was placed with this coupon (or both without one), whatever the code's case. */
const sameCoupon = (held: string | null, asked: string | undefined) =>
  (held ?? '').toLowerCase() === (asked ?? '').trim().toLowerCase();

/**
 * The fee of a Cash on Delivery order, once it may be one: the pincode takes COD, the items' total is within staff's
 * limits, and the shopper has fewer than two COD orders still unpaid.
 */
async function codFeeFor(tx: Tx, userId: string, itemsPaise: number, codAvailable: boolean): Promise<number> {
  const { cod } = await getSettings(tx);
  if (!cod.enabled || !codAvailable) throw new Invalid(MESSAGES.codNotAvailable);
  if (itemsPaise < rupeesToPaise(cod.min_order) || itemsPaise > rupeesToPaise(cod.max_order)) {
    throw new Invalid(MESSAGES.codAmount(formatRupees(cod.min_order), formatRupees(cod.max_order)));
  }
  const [{ open } = { open: 0 }] = await tx
    .select({ open: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentMethod, 'COD'),
        eq(orders.paymentStatus, 'pending'),
        notInArray(orders.orderStatus, ['rejected', 'returned', 'cancelled']),
      ),
    );
  if (open >= LIMITS.openCodOrdersMax) throw new Invalid(MESSAGES.codTooMany);
  return rupeesToPaise(cod.fee);
}

type CartLine = StockLine & {
  title: string;
  category: string;
  image: string;
  size: string | null;
  colour: string | null;
  sku: string | null;
  taxClass: 'clothing' | 'bags';
  unitPricePaise: number;
};

/** "Linen Kurta (M, Black)": a line as a shopper names it. */
const lineName = (line: CartLine) => {
  const options = [line.size, line.colour].filter(Boolean).join(', ');
  return options ? `${line.title} (${options})` : line.title;
};

/**
 * The cart's lines at the database's prices, in lock order (every checkout the same: no deadlocks between them). A line
 * without a size for a product that has sizes now (staff added options after it went in the cart) cannot be bought.
 */
export async function cartLinesOf(tx: Tx | Db, userId: string): Promise<CartLine[]> {
  const rows = await tx
    .select({
      product: {
        id: products.id,
        title: products.title,
        image: products.image,
        pricePaise: products.pricePaise,
        salePricePaise: products.salePricePaise,
        unitPricePaise: products.unitPricePaise,
        taxClass: products.taxClass,
        category: products.category,
      },
      variant: productVariants,
      quantity: cartItems.quantity,
      hasVariants: sql<boolean>`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id})`,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(eq(carts.userId, userId));
  const lines = rows.map(({ product, variant, quantity, hasVariants }) => {
    if (!variant && hasVariants) throw new Invalid(ORDER_MESSAGES.chooseSize(product.title));
    return {
      productId: product.id,
      variantId: variant?.id ?? null,
      title: product.title,
      category: product.category,
      image: variant?.images[0] ?? product.image,
      size: variant?.size ?? null,
      colour: variant?.colour ?? null,
      sku: variant?.sku ?? null,
      taxClass: product.taxClass,
      unitPricePaise: variant ? variantUnitPaise(product, variant) : product.unitPricePaise,
      quantity,
    };
  });
  return inLockOrder(lines);
}
type WaitingOrder = {
  id: string;
  couponCode: string | null;
  paymentMethod: string;
  totalPaise: number;
  addressInfo: AddressInfo;
  reservedUntil: Date | null;
};

/** The user's orders still holding stock for a payment, locked; normally none or one. */
async function pendingOrdersOf(tx: Tx, userId: string): Promise<WaitingOrder[]> {
  return tx
    .select({
      id: orders.id,
      couponCode: orders.couponCode,
      paymentMethod: orders.paymentMethod,
      totalPaise: orders.totalPaise,
      addressInfo: orders.addressInfo,
      reservedUntil: orders.reservedUntil,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.paymentStatus, 'pending'), ne(orders.paymentMethod, 'COD')))
    .orderBy(asc(orders.id))
    .for('update');
}

/** Whether the waiting order is this very cart (same products, quantities and prices) to this very address. */
async function holdsExactly(tx: Tx, order: WaitingOrder, addressInfo: AddressInfo, lines: CartLine[]) {
  // Field by field: jsonb gives the keys back in its own order.
  const fields = Object.keys(addressInfo) as (keyof AddressInfo)[];
  if (fields.some((field) => order.addressInfo[field] !== addressInfo[field])) return false;
  const items = await tx
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      unitPricePaise: orderItems.unitPricePaise,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  type Line = { productId: string | null; variantId: string | null; unitPricePaise: number; quantity: number };
  const key = (rows: Line[]) =>
    JSON.stringify(
      rows
        .map((r) => [r.productId, r.variantId, r.unitPricePaise, r.quantity])
        .sort((a, b) => (`${a}` < `${b}` ? -1 : 1)),
    );
  return key(items) === key(lines);
}

/**
 * Locks every product whose stock this checkout gives back or takes, before touching any: the same order every other
 * checkout and release uses, so they wait for each other instead of deadlocking.
 */
async function lockStockOf(tx: Tx, waiting: WaitingOrder[], lines: CartLine[]) {
  const held = await heldProducts(
    tx,
    waiting.map((order) => order.id),
  );
  await lockProducts(tx, [...held, ...lines.map((line) => line.productId)]);
}

/** Gives an unpaid order's held stock back and marks its payment failed or expired. False when it was not pending. */
export async function releaseOrder(
  tx: Tx,
  orderId: string,
  to: 'failed' | 'expired',
  actor: string,
  note = to === 'expired' ? 'No payment within the reservation time; stock released' : 'Payment failed; stock released',
): Promise<boolean> {
  // A Cash on Delivery order holds nothing to let go: it is confirmed, and comes back only as returned to origin.
  if (!(await tryTransition(tx, orderId, 'release', { to, note }, actor))) return false;
  await releaseReserved(tx, orderId, 'held');
  await moveRedemption(tx, orderId, 'released');
  return true;
}

/** Expires every pending order whose reservation has run out; answers how many. */
export async function expireReservations(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.paymentStatus, 'pending'), lt(orders.reservedUntil, now)));
  let expired = 0;
  for (const { id } of due) {
    if (await db.transaction((tx) => releaseOrder(tx, id, 'expired', 'system'))) expired += 1;
  }
  return expired;
}

/**
 * Staff move an order: any of the statuses, in any order, every change recorded (the lifecycle's `setStatus`). A Cash on
 * Delivery order also takes "paid" once the cash is collected (its invoice is issued then), and "returned" when it
 * comes back unpaid (its stock goes back on sale). "Rejected" with `refund` also refunds what is refundable, in the
 * same transaction. A carrier, a tracking number and a private note are recorded with it (order-shipping.ts).
 * Answers the message to show, the status the order moved from and to (the same when it did not move), for the mail
 * that tells the shopper, and the refund it opened.
 */
export async function updateOrder(
  db: Db,
  orderId: string,
  change: {
    orderStatus?: OrderStatus | undefined;
    paymentStatus?: 'paid' | undefined;
    refund?: boolean | undefined;
  } & ShippingChange,
  actor: string,
): Promise<{ message: string; from: string; to: string; refund?: RefundRow | undefined }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId).catch(() => {
      throw new NotFound(ORDER_NOT_FOUND);
    });
    const from = order.orderStatus;
    await recordShipping(tx, order, change, actor);
    const answer = async (message: string, refund?: RefundRow) => ({
      message,
      from,
      to: (await lockOrder(tx, orderId)).orderStatus,
      refund,
    });
    if (change.orderStatus === 'returned' && order.orderStatus !== 'returned') {
      await transition(tx, orderId, 'returnToOrigin', {}, actor);
      await releaseReserved(tx, orderId, 'committed');
      await moveRedemption(tx, orderId, 'released');
      return answer(ORDER_MESSAGES.returned);
    }
    if (change.orderStatus) await transition(tx, orderId, 'setStatus', { to: change.orderStatus }, actor);
    if (change.paymentStatus === 'paid') {
      const { changed } = await transition(tx, orderId, 'collectCash', {}, actor);
      if (changed) {
        await tx
          .transaction(async (savepoint) => issueInvoice(savepoint, orderId, await getSettings(savepoint)))
          .catch(() => undefined); // the payment stands; the invoice waits for staff
      }
      return answer(ORDER_MESSAGES.collected);
    }
    if (change.orderStatus === 'rejected' && change.refund) {
      const now = await lockOrder(tx, orderId);
      if ((await refundableLeft(tx, now)) > 0) {
        const { refund } = await openRefund(tx, now, {
          kind: now.needsRefund ? 'late-payment' : 'staff',
          reason: 'Order rejected',
          actor,
        });
        return answer(ORDER_MESSAGES.statusUpdated, refund);
      }
    }
    if (change.orderStatus === undefined) {
      // Only the parcel's details or a note came.
      return answer(
        change.carrier !== undefined || change.trackingNumber !== undefined ? 'Tracking saved.' : 'Note added.',
      );
    }
    return answer(ORDER_MESSAGES.statusUpdated);
  });
}
