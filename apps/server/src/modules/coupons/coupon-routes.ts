// Owns /api/admin/coupons (staff's codes) and /api/shop/cart/coupon (the shopper's Apply coupon).
import type { FastifyPluginAsync } from 'fastify';

export const adminCouponRoutes: FastifyPluginAsync = async () => {};
export const cartCouponRoutes: FastifyPluginAsync = async () => {};
