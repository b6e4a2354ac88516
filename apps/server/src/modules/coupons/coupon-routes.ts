// Owns /api/admin/coupons: staff's codes. (The shopper's Apply coupon quotes their cart: flows/coupon-quote.ts.)
import type { FastifyPluginAsync } from 'fastify';
import { adminCouponEndpoints } from '@shop/contract/coupons';
import { route } from '../../platform/endpoint-routes.ts';
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
