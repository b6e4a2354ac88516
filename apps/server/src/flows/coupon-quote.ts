// Owns Apply coupon (POST /api/shop/cart/coupon): what a coupon takes off the shopper's cart now, as the order would be
// placed (the cart's lines at the catalogue's prices) under the coupons module's rules, priced by the pricing module.
import type { CouponQuote } from '@shop/contract/coupons';
import { MESSAGES } from '@shop/contract/messages';
import { paiseToRupees } from '@shop/contract/money';
import { cartCouponEndpoints } from '@shop/contract/coupons';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser, signedInUser } from '../platform/auth-guard.ts';
import type { Db } from '../platform/db/database.ts';
import { route } from '../platform/endpoint-routes.ts';
import { Invalid } from '../platform/errors.ts';
import { limit } from '../platform/rate-limits.ts';
import { COUPON_MESSAGES, describeCoupon, redeemable } from '../modules/coupons/index.ts';
import { cartLinesOf } from '../modules/cart/index.ts';
import { itemsOf } from '../modules/pricing/index.ts';

export async function quoteCoupon(db: Db, userId: string, code: string): Promise<CouponQuote> {
  const lines = await cartLinesOf(db, userId);
  if (lines.length === 0) throw new Invalid(MESSAGES.cartEmpty);
  const redemption = await redeemable(db, code, userId, lines);
  const { subtotalPaise, itemsPaise } = itemsOf(lines, redemption);
  const { coupon, discountPaise } = redemption;
  return {
    code: coupon.code,
    discount: paiseToRupees(discountPaise),
    subtotal: paiseToRupees(subtotalPaise),
    total: paiseToRupees(itemsPaise),
    description: describeCoupon(coupon),
  };
}

export const cartCouponRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    cartCouponEndpoints.apply,
    // A shopper tries a few codes; a script guessing them gets a 429.
    { onRequest: [requireUser, limit(app, 'coupon-apply', 30, 15, (r) => r.user!.id)] },
    async (request) => {
      const quote = await quoteCoupon(app.db, signedInUser(request).id, request.body.code);
      return { success: true as const, message: COUPON_MESSAGES.applied(quote.description), data: quote };
    },
  );
};
