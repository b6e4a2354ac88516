// Owns the staff's coupon calls on the client (list, add, change, delete) and the Coupons screen's query key.
import type { adminCouponEndpoints } from '@shop/contract/coupons';
import { endpointClient } from '#web/lib/api-client.ts';

export const adminCouponApi = endpointClient<typeof adminCouponEndpoints>({
  list: 'GET /api/admin/coupons',
  create: 'POST /api/admin/coupons',
  update: 'PUT /api/admin/coupons/:id',
  remove: 'DELETE /api/admin/coupons/:id',
});

export const couponKeys = {
  /** The one list of codes: every change reloads it (its used and held counts move on the server too). */
  all: ['admin', 'coupons'] as const,
};
