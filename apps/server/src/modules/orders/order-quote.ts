// Owns what a coupon takes off the shopper's cart now, as the order would be placed: the same lines, prices and rules.
import type { CouponQuote } from '@shop/contract/coupons';
import { MESSAGES } from '@shop/contract/messages';
import { paiseToRupees } from '@shop/contract/money';
import type { Db } from '../../platform/db/database.ts';
import { Invalid } from '../../platform/errors.ts';
import { describeCoupon } from '../coupons/coupon-rules.ts';
import { redeemable } from '../coupons/coupon-service.ts';
import { cartLinesOf } from './order-service.ts';

export async function quoteCoupon(db: Db, userId: string, code: string): Promise<CouponQuote> {
  const lines = await cartLinesOf(db, userId);
  if (lines.length === 0) throw new Invalid(MESSAGES.cartEmpty);
  const { coupon, discountPaise } = await redeemable(db, code, userId, lines);
  const subtotal = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  return {
    code: coupon.code,
    discount: paiseToRupees(discountPaise),
    subtotal: paiseToRupees(subtotal),
    total: paiseToRupees(subtotal - discountPaise),
    description: describeCoupon(coupon),
  };
}
