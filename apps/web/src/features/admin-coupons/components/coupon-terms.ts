// Owns how a coupon reads to staff: its discount in words, its dates in India's time, its uses, its categories and
// where it stands (Active, Paused, Scheduled, Expired, Used up).
import type { Coupon } from '@shop/contract/coupons';
import { formatRupees } from '@shop/contract/money';
import { CATEGORY_LABELS } from '@shop/contract/shop';

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** "₹500" for whole rupees, "₹99.50" otherwise: a coupon's terms read shorter than a price. */
const rupees = (amount: number) => (Number.isInteger(amount) ? wholeRupees.format(amount) : formatRupees(amount));

/** "10% off, up to ₹500", "10% off", "₹200 off". */
export function couponDiscountText(coupon: Pick<Coupon, 'kind' | 'value' | 'max_discount'>): string {
  if (coupon.kind === 'fixed') return `${rupees(coupon.value)} off`;
  return coupon.max_discount === null
    ? `${coupon.value}% off`
    : `${coupon.value}% off, up to ${rupees(coupon.max_discount)}`;
}

/** "Orders from ₹999", or "No minimum". */
export const couponMinimumText = (coupon: Pick<Coupon, 'min_order'>) =>
  coupon.min_order > 0 ? `Orders from ${rupees(coupon.min_order)}` : 'No minimum';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** "1 Mar 2026, 10:00 am": India's time, whatever the browser's zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** "From 1 Mar 2026, 10:00 am", "Until …", "1 Mar 2026, 10:00 am to 31 Mar 2026, 11:59 pm", or "Any time". */
export function couponDatesText(coupon: Pick<Coupon, 'starts_at' | 'ends_at'>): string {
  const { starts_at: start, ends_at: end } = coupon;
  if (start && end) return `${formatDateTime(start)} to ${formatDateTime(end)}`;
  if (start) return `From ${formatDateTime(start)}`;
  if (end) return `Until ${formatDateTime(end)}`;
  return 'Any time';
}

/** "12/100 used", "12 used" without a limit; orders waiting for payment count apart ("2 held"). */
export function couponUsesText(coupon: Pick<Coupon, 'used' | 'held' | 'total_uses'>): string {
  const used = coupon.total_uses === null ? `${coupon.used} used` : `${coupon.used}/${coupon.total_uses} used`;
  return coupon.held > 0 ? `${used}, ${coupon.held} held` : used;
}

export const couponPerShopperText = (coupon: Pick<Coupon, 'per_shopper_uses'>) =>
  coupon.per_shopper_uses === null
    ? 'Any number per shopper'
    : coupon.per_shopper_uses === 1
      ? 'Once per shopper'
      : `${coupon.per_shopper_uses} per shopper`;

export const couponCategoriesText = (coupon: Pick<Coupon, 'categories'>) =>
  coupon.categories.length === 0
    ? 'All categories'
    : coupon.categories.map((category) => CATEGORY_LABELS[category]).join(', ');

export type CouponStatus = 'Active' | 'Paused' | 'Scheduled' | 'Expired' | 'Used up';

/**
 * Where a coupon stands now. What can never come back (its end passed, its uses gone) outranks a pause staff can lift;
 * a paused coupon that has not started yet reads as paused, since that is what staff would have to undo.
 */
export function couponStatus(
  coupon: Pick<Coupon, 'paused' | 'starts_at' | 'ends_at' | 'total_uses' | 'used'>,
  now: Date = new Date(),
): CouponStatus {
  if (coupon.ends_at && Date.parse(coupon.ends_at) <= now.getTime()) return 'Expired';
  if (coupon.total_uses !== null && coupon.used >= coupon.total_uses) return 'Used up';
  if (coupon.paused) return 'Paused';
  if (coupon.starts_at && Date.parse(coupon.starts_at) > now.getTime()) return 'Scheduled';
  return 'Active';
}
