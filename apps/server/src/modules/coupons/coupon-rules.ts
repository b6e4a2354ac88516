// Owns a coupon's arithmetic, in paise: whether it applies now and to what, the discount (a percentage rounded to the
// paisa and capped, or a fixed amount), and the discount spread over the lines it applies to (pricing's `spread`).
import { categoryLabel } from '@shop/contract/shop';
import { formatRupees, paiseToRupees } from '@shop/contract/money';
import type { coupons } from '../../platform/db/schema.ts';
import { grossOf, spread, subtotalOf } from '../pricing/index.ts';

export type CouponRow = typeof coupons.$inferSelect;
/** One line of a cart or an order, as a coupon sees it. */
export type CouponLine = { category: string; unitPricePaise: number; quantity: number };

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));
const dateTime = (date: Date) =>
  date.toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

export const COUPON_MESSAGES = {
  unknown: 'That coupon code does not exist. Check it and try again.',
  paused: 'This coupon is not active at the moment.',
  notYet: (starts: Date) => `This coupon can be used from ${dateTime(starts)}.`,
  expired: 'This coupon has expired.',
  usedUp: 'This coupon has been used up.',
  usedByYou: (times: number) =>
    times === 1 ? 'You have already used this coupon.' : `You have already used this coupon ${times} times.`,
  noItems: (categories: string[]) =>
    `This coupon is for ${categories.map(categoryLabel).join(', ')} only, and none of those are in your cart.`,
  belowMinimum: (minimum: number, short: number) =>
    `This coupon needs an order of at least ${rupees(minimum)}: add ${rupees(short)} more.`,
  applied: (description: string) => `Coupon applied: ${description}.`,
  duplicateCode: 'A coupon with this code already exists.',
  created: 'Coupon added.',
  updated: 'Coupon saved.',
  deleted: 'Coupon deleted.',
  notFound: 'Coupon not found',
} as const;

/** "10% off, up to ₹500" / "₹200 off", and what it needs, as a shopper reads it. */
export function describeCoupon(coupon: CouponRow): string {
  const off =
    coupon.kind === 'percent'
      ? `${coupon.value}% off${coupon.maxDiscountPaise ? `, up to ${rupees(coupon.maxDiscountPaise)}` : ''}`
      : `${rupees(coupon.value)} off`;
  return off;
}

/** Why the coupon does not apply at `now` (paused, dates), or undefined. Limits are counted by the caller. */
export function timeRefusal(coupon: CouponRow, now: Date): string | undefined {
  if (coupon.paused) return COUPON_MESSAGES.paused;
  if (coupon.startsAt && now < coupon.startsAt) return COUPON_MESSAGES.notYet(coupon.startsAt);
  if (coupon.endsAt && now >= coupon.endsAt) return COUPON_MESSAGES.expired;
  return undefined;
}

/**
 * The discount on these lines, or why none: the lines in the coupon's categories (all when it names none) must come to
 * its minimum; a percentage is rounded to the paisa (half up) and capped; a fixed amount takes at most those lines'
 * value. Whatever it takes, at least ₹1 of the whole order is left to pay (no provider charges nothing).
 */
export function discountFor(
  coupon: CouponRow,
  lines: CouponLine[],
): { discountPaise: number; perLine: number[] } | { refusal: string } {
  const applies = (line: CouponLine) => coupon.categories.length === 0 || coupon.categories.includes(line.category);
  const eligible = subtotalOf(lines.filter(applies));
  const whole = subtotalOf(lines);
  if (eligible === 0) return { refusal: COUPON_MESSAGES.noItems(coupon.categories) };
  if (eligible < coupon.minOrderPaise) {
    return { refusal: COUPON_MESSAGES.belowMinimum(coupon.minOrderPaise, coupon.minOrderPaise - eligible) };
  }
  let discount =
    coupon.kind === 'percent' ? Math.round((eligible * coupon.value) / 100) : Math.min(coupon.value, eligible);
  if (coupon.kind === 'percent' && coupon.maxDiscountPaise !== null)
    discount = Math.min(discount, coupon.maxDiscountPaise);
  discount = Math.max(0, Math.min(discount, whole - 100));
  return {
    discountPaise: discount,
    perLine: spread(
      discount,
      lines.map((line) => (applies(line) ? grossOf(line) : 0)),
    ),
  };
}
