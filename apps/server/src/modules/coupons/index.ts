// Owns the coupons module's face: staff's routes, the arithmetic others share, and redeeming a code.
export { adminCouponRoutes } from './coupon-routes.ts';
export { COUPON_MESSAGES, type CouponLine, describeCoupon } from './coupon-rules.ts';
export { moveRedemption, recordRedemption, redeemable } from './coupon-service.ts';
