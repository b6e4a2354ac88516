// Owns GET /api/admin/coupons: every code staff have made, with how often each has been used.
import type { Coupon } from '@shop/contract/coupons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCouponApi, couponKeys } from '#web/features/admin-coupons/api/coupons-api.ts';
import { dataOf } from '#web/lib/api-client.ts';

export type { Coupon };

export async function getCoupons(signal?: AbortSignal): Promise<Coupon[]> {
  return dataOf(adminCouponApi.list({ signal }));
}

export const couponsQueryOptions = () =>
  queryOptions({ queryKey: couponKeys.all, queryFn: ({ signal }) => getCoupons(signal) });

export function useCoupons() {
  return useQuery(couponsQueryOptions());
}
