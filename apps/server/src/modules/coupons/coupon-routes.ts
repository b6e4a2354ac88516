// Owns /api/admin/coupons (staff's codes) and /api/shop/cart/coupon (the shopper's Apply coupon).
import type { FastifyPluginAsync } from 'fastify';
import { adminCouponEndpoints, cartCouponEndpoints } from '@shop/contract/coupons';
import { requireUser, signedInUser } from '../../platform/auth-guard.ts';
import { route } from '../../platform/endpoint-routes.ts';
import { limit } from '../../platform/rate-limits.ts';
import { quoteCoupon } from '../orders/order-quote.ts';
import { COUPON_MESSAGES } from './coupon-rules.ts';
import { createCoupon, deleteCoupon, listCoupons, updateCoupon } from './coupon-service.ts';

export const adminCouponRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminCouponEndpoints.list, {}, async () => ({ success: true as const, data: await listCoupons(app.db) }));

  route(app, adminCouponEndpoints.create, {}, async (request) => ({
    success: true as const,
    message: COUPON_MESSAGES.created,
    data: await createCoupon(app.db, request.body),
  }));

  route(app, adminCouponEndpoints.update, {}, async (request) => ({
    success: true as const,
    message: COUPON_MESSAGES.updated,
    data: await updateCoupon(app.db, request.params.id, request.body),
  }));

  route(app, adminCouponEndpoints.remove, {}, async (request) => {
    await deleteCoupon(app.db, request.params.id);
    return { success: true, message: COUPON_MESSAGES.deleted };
  });
};

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
