// Owns the policies' windows as an order's facts decide them: which orders count as paid, until when the shopper may
// cancel (a day after ordering, before it ships) and return (2 days after delivery), and why not when they may not.
import { KEPT_PURCHASE, LIMITS, PAID_STATUSES } from '@shop/contract/shop';
import type { orders } from '../../platform/db/schema.ts';

type OrderRow = typeof orders.$inferSelect;

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** "28 Nov 2026, 3:45 pm", in India's time. */
export const dateTime = (date: Date) =>
  date.toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

export { KEPT_PURCHASE, PAID_STATUSES };
export const wasPaid = (status: string) => (PAID_STATUSES as readonly string[]).includes(status);

/** How a refund's way back is named to shoppers and staff. */
export const REFUND_METHOD_NAMES: Record<'razorpay' | 'phonepe' | 'paypal' | 'transfer', string> = {
  razorpay: 'Razorpay',
  phonepe: 'PhonePe',
  paypal: 'PayPal',
  transfer: 'Bank/UPI transfer',
};

export const WINDOW_MESSAGES = {
  alreadyCancelled: 'This order is already cancelled.',
  shipped:
    'This order has already shipped, so it can no longer be cancelled. You can return it within 2 days of delivery.',
  ended: (status: string) => `This order was ${status}, so there is nothing to cancel.`,
  unpaid: 'This order was not paid, so there is nothing to cancel.',
  tooLateToCancel: (placed: Date) =>
    `Orders can be cancelled within ${LIMITS.cancelWithinHours} hours of ordering; this one was placed on ${dateTime(placed)}.`,
  notDelivered: 'An order can be returned once it is delivered.',
  tooLateToReturn: `Returns are accepted within ${LIMITS.returnWithinDays} days of delivery; this order's window has closed.`,
  notPaidReturn: 'This order is not paid yet, so it cannot be returned. Please contact us.',
} as const;

export const SHIP_MESSAGES = {
  notShippable: 'Only a paid order, or a Cash on Delivery order, that is confirmed or in process can be shipped.',
  notConfirmed: 'The shopper has not confirmed this Cash on Delivery order yet: it ships once confirmed.',
} as const;

/**
 * Why staff cannot send this order's parcel now, or undefined when they can: it is confirmed or being packed, and paid
 * (a partly refunded order still ships the rest) or Cash on Delivery with the cash still to collect.
 */
export function shipRefusal(order: OrderRow): string | undefined {
  if (order.codConfirmation === 'awaiting') return SHIP_MESSAGES.notConfirmed;
  const packing = order.orderStatus === 'confirmed' || order.orderStatus === 'inProcess';
  const payable =
    wasPaid(order.paymentStatus) && order.paymentStatus !== 'refunded'
      ? true
      : order.paymentMethod === 'COD' && order.paymentStatus === 'pending';
  return packing && payable ? undefined : SHIP_MESSAGES.notShippable;
}

/** Why the shopper cannot cancel this order now, or undefined when they can. */
export function cancelRefusal(order: OrderRow, now = new Date()): string | undefined {
  if (order.orderStatus === 'cancelled') return WINDOW_MESSAGES.alreadyCancelled;
  if (order.orderStatus === 'inShipping' || order.orderStatus === 'delivered') return WINDOW_MESSAGES.shipped;
  if (order.orderStatus === 'rejected' || order.orderStatus === 'returned')
    return WINDOW_MESSAGES.ended(order.orderStatus);
  // An order still waiting for its shopper's confirmation may be cancelled by them until it is cancelled for them.
  if (order.codConfirmation === 'awaiting') return undefined;
  const cashAtTheDoor = order.paymentMethod === 'COD' && order.paymentStatus === 'pending';
  if (!cashAtTheDoor && !wasPaid(order.paymentStatus)) return WINDOW_MESSAGES.unpaid;
  if (now.getTime() - order.createdAt.getTime() >= LIMITS.cancelWithinHours * HOUR_MS) {
    return WINDOW_MESSAGES.tooLateToCancel(order.createdAt);
  }
  return undefined;
}

/** Until when the shopper may cancel, or null when they cannot (now or ever). */
export function cancelUntil(order: OrderRow, now = new Date()): string | null {
  if (cancelRefusal(order, now)) return null;
  return new Date(order.createdAt.getTime() + LIMITS.cancelWithinHours * HOUR_MS).toISOString();
}

/** Why the shopper cannot ask to return this order now, or undefined when they can. */
export function returnRefusal(order: OrderRow, now = new Date()): string | undefined {
  if (order.orderStatus !== 'delivered' || !order.deliveredAt) return WINDOW_MESSAGES.notDelivered;
  if (!wasPaid(order.paymentStatus) || order.paymentStatus === 'refunded') return WINDOW_MESSAGES.notPaidReturn;
  if (now.getTime() >= order.deliveredAt.getTime() + LIMITS.returnWithinDays * DAY_MS) {
    return WINDOW_MESSAGES.tooLateToReturn;
  }
  return undefined;
}

/** Until when the shopper may ask to return or exchange, or null when they cannot. */
export function returnUntil(order: OrderRow, now = new Date()): string | null {
  if (returnRefusal(order, now)) return null;
  return new Date(order.deliveredAt!.getTime() + LIMITS.returnWithinDays * DAY_MS).toISOString();
}
