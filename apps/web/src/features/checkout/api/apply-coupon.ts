// Owns POST /api/shop/cart/coupon: what a code takes off the signed-in shopper's cart now (the server works the order
// out again when it is placed).
import type { cartCouponEndpoints, CouponQuote } from '@shop/contract/coupons';
import { dataOf, endpointClient } from '#web/lib/api-client.ts';

export type { CouponQuote };

const cartCouponApi = endpointClient<typeof cartCouponEndpoints>({ apply: 'POST /api/shop/cart/coupon' });

/** The quote; a refusal (unknown, expired, used up, below the minimum…) rejects with the server's words. */
export function applyCoupon(code: string): Promise<CouponQuote> {
  return dataOf(cartCouponApi.apply({ body: { code } }));
}
