// Owns placing an order, the operation that spans the shop: the shopper's saved address (addresses), the cart's lines
// at the catalogue's prices (cart), whether the pincode is served and takes cash (delivery), the coupon under its row's
// lock (coupons), the stock taken and held (inventory), the order written in its first state (orders), and for cash at
// the door the confirmation mail.
import { joinAddressLines } from '@shop/contract/addresses';
import type { BusinessBuyer } from '@shop/contract/invoice';
import { MESSAGES } from '@shop/contract/messages';
import type { PaymentMethod } from '@shop/contract/shop';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../platform/db/database.ts';
import { type AddressInfo, users } from '../platform/db/schema.ts';
import { Conflict, Invalid, NotFound } from '../platform/errors.ts';
import type { FastifyInstance } from 'fastify';
import { findAddress } from '../modules/addresses/index.ts';
import { type CartLine, cartLinesOf, lineName, orderRefusal, removeBought } from '../modules/cart/index.ts';
import { recordRedemption, redeemable } from '../modules/coupons/index.ts';
import { checkDelivery } from '../modules/delivery/index.ts';
import { heldProducts, lockProducts, reserve, stockLeft, takeStock } from '../modules/inventory/index.ts';
import {
  checkoutPause,
  holdsExactly,
  confirmPageUrl,
  newConfirmToken,
  openOrder,
  ORDER_MESSAGES,
  pendingOrdersOf,
  releaseOrder,
  type WaitingOrder,
  writeOrderLines,
} from '../modules/orders/index.ts';
import { codConfirmRequestMail, tellOnWhatsApp } from '../modules/notifications/index.ts';
import { getSettings } from '../modules/settings/index.ts';
import { askForUpdates, sendQueuedWhatsApp } from '../modules/whatsapp/index.ts';
import { priceCart } from './price-cart.ts';

/**
 * Places a pending order for what is in the user's cart, at the database's prices, to one of their saved addresses.
 * Each product's stock is taken by a conditional update, so checkouts at the same moment can never sell more than exists.
 * A shopper holds at most one pending order: a new checkout lets the earlier one go (its stock back on sale), except
 * that paying by Razorpay again for the same cart and address answers the order already waiting (two tabs, a retry).
 * The order keeps within staff's limits on units (per item, per order), and a shopper who left too many orders unpaid
 * lately waits before checking out again (unpaid-orders.ts); either refusal lets nothing go and takes nothing.
 */
export async function createOrder(db: Db, userId: string, input: OrderInput, now = new Date()): Promise<Placed> {
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

    // "Send order updates on WhatsApp" has the address's phone asked for its own yes, once; it changes no answer the
    // phone gave, and unticked it changes nothing (the order just gets none).
    if (input.whatsappOptIn) await askForUpdates(tx, address.phone, userId);

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
      only!.buyerGstin === (input.buyer?.gstin ?? null) &&
      (await holdsExactly(tx, only!, addressInfo, lines))
    ) {
      return { orderId: only!.id, totalPaise: only!.totalPaise };
    }
    // What is already held may be paid, whatever the limits say now (above); anything new keeps to them.
    const settings = await getSettings(tx);
    const tooMuch = orderRefusal(settings.limits, lines);
    if (tooMuch) throw new Invalid(tooMuch);
    const paused = await checkoutPause(tx, userId, waiting);
    if (paused) throw new Conflict(paused);
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
    const cod = input.paymentMethod === 'COD';
    const priced = await priceCart(tx, userId, {
      lines,
      settings,
      coupon,
      address,
      codAvailable: delivery?.cod_available ?? false,
      judgeCod: cod,
    });
    const price = priced.methods[input.paymentMethod];
    if (price.reason !== null) throw new Invalid(price.reason);
    // Cash on Delivery waits for the shopper to confirm it, by the mail's link (this token) or on WhatsApp, in time.
    const confirmation = cod
      ? {
          ...newConfirmToken(),
          until: new Date(now.getTime() + settings.cod.confirm_hours * 3_600_000),
        }
      : undefined;
    const order = await openOrder(
      tx,
      {
        userId,
        addressInfo,
        totalPaise: price.totalPaise,
        codFeePaise: price.codFeePaise,
        discountPaise: price.discountPaise,
        couponCode: coupon?.coupon.code ?? null,
        onlineDiscountPaise: price.onlineDiscountPaise,
        paymentMethod: input.paymentMethod,
        whatsappOptIn: input.whatsappOptIn ?? false,
        buyerGstin: input.buyer?.gstin ?? null,
        buyerBusinessName: input.buyer?.businessName ?? null,
        codConfirmUntil: confirmation?.until ?? null,
        codConfirmTokenHash: confirmation?.hash ?? null,
      },
      cod ? 'cod' : 'online',
      userId,
      undefined,
      now,
    );
    // Each line keeps its shares of the discounts, as priced: what its invoice taxes and what returning it gives back.
    await writeOrderLines(tx, order.id, lines, {
      coupon: price.lines.map((line) => line.discountPaise),
      online: price.lines.map((line) => line.onlineDiscountPaise),
    });
    if (coupon) await recordRedemption(tx, coupon, { id: order.id, userId }, cod ? 'used' : 'held');
    // Held either way: an online order's until it is paid, a COD order's until its shopper confirms it (then sold).
    await reserve(tx, order.id, lines, 'held');
    // What was ordered for cash at the door leaves the cart now, as a paid order's does.
    if (cod) await removeBought(tx, userId, order.id);
    return {
      orderId: order.id,
      totalPaise: price.totalPaise,
      ...(confirmation ? { confirm: { token: confirmation.token, until: confirmation.until } } : {}),
    };
  });
}

type OrderInput = {
  addressId: string;
  paymentMethod: PaymentMethod;
  couponCode?: string | undefined;
  whatsappOptIn?: boolean | undefined;
  /** A business buying for its books: its GSTIN and name go on the tax invoice (B2B). */
  buyer?: BusinessBuyer | undefined;
};

/** The order placed; for Cash on Delivery, the token of the confirmation mail's link and until when it may be used. */
type Placed = { orderId: string; totalPaise: number; confirm?: { token: string; until: Date } };

const REPLACED_NOTE = 'Replaced by a new checkout; stock released';

/** Whether a waiting order was placed with this coupon (or both without one), whatever the code's case. */
const sameCoupon = (held: string | null, asked: string | undefined) =>
  (held ?? '').toLowerCase() === (asked ?? '').trim().toLowerCase();

/**
 * Whether the shopper's cart may be paid in cash at one of their saved addresses, and why not: what checkout shows
 * before they press the button (placing the order checks again, with the coupon).
 */
export async function checkCod(
  db: Db,
  userId: string,
  addressId: string,
): Promise<{ available: boolean; reason: string | null }> {
  const address = await findAddress(db, userId, addressId);
  if (!address) throw new NotFound(MESSAGES.selectAddress);
  const delivery = await checkDelivery(db, address.zipCode).catch(() => undefined);
  const priced = await priceCart(db, userId, {
    lines: await cartLinesOf(db, userId),
    settings: await getSettings(db),
    address,
    codAvailable: delivery?.cod_available ?? false,
    judgeCod: true,
  });
  const { available, reason } = priced.methods.COD;
  return { available, reason };
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

/**
 * Places the order. One for cash at the door waits for its shopper to confirm it: they are asked by mail (a link that
 * works without signing in) and, when they said yes to it, on WhatsApp with a button.
 */
export async function placeOrder(app: FastifyInstance, userId: string, input: OrderInput) {
  const placed = await createOrder(app.db, userId, input);
  // The phone's ask for its yes, if the checkout queued it.
  if (input.whatsappOptIn) void sendQueuedWhatsApp(app);
  if (placed.confirm) {
    const { orderId } = placed;
    const confirmUrl = confirmPageUrl(app.config.publicUrl, orderId, placed.confirm.token);
    const mail = await codConfirmRequestMail(app.db, orderId, confirmUrl, placed.confirm.until);
    if (mail) {
      await app.mailer
        .send(mail)
        .catch((error: unknown) => app.log.error({ err: error, orderId }, 'confirmation request mail not sent'));
    }
    await tellOnWhatsApp(app, orderId, { step: 'cod_confirm', until: placed.confirm.until });
  }
  return placed;
}
