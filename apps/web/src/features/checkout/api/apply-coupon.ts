// Owns POST /api/shop/cart/coupon: what a code takes off the signed-in shopper's cart now (the server works the order
// out again when it is placed).
import type { cartCouponEndpoints, CouponQuote } from '@shop/contract/coupons';
import { MESSAGES } from '@shop/contract/messages';
import { queryOptions } from '@tanstack/react-query';
import { dataOf, endpointClient } from '#web/lib/api-client.ts';

export type { CouponQuote };

const cartCouponApi = endpointClient<typeof cartCouponEndpoints>({ apply: 'POST /api/shop/cart/coupon' });

/** The quote; a refusal (unknown, expired, used up, below the minimum…) rejects with the server's words. */
export function applyCoupon(code: string): Promise<CouponQuote> {
  return dataOf(cartCouponApi.apply({ body: { code } }));
}

/** A code's answer as the page arrived with it (?coupon=CODE, the coupon form's GET before the app runs). */
export type CouponOnArrival = { quote: CouponQuote } | { refusal: string };

export const couponOnArrivalKey = (code: string) => ['coupon-on-arrival', code] as const;

/** Asked by the checkout's loader on the server: the quote, or the server's words for refusing the code. */
export const couponOnArrivalQueryOptions = (code: string) =>
  queryOptions({
    queryKey: couponOnArrivalKey(code),
    queryFn: (): Promise<CouponOnArrival> =>
      applyCoupon(code).then(
        (quote) => ({ quote }),
        (error: unknown) => ({ refusal: error instanceof Error ? error.message : MESSAGES.serverError }),
      ),
  });
