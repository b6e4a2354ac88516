// Owns POST /api/admin/coupons and PUT /api/admin/coupons/:id: staff add a code, change one, or pause and resume it
// (a PUT of the same fields with `paused` turned over).
import type { Coupon, CouponInput } from '@shop/contract/coupons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '#web/components/admin/admin-answer.ts';
import { adminCouponApi, couponKeys } from '#web/features/admin-coupons/api/coupons-api.ts';
import { successOf } from '#web/lib/api-client.ts';

/** A coupon as the body that would make it again: what Pause and Resume send with `paused` changed. */
export function couponInputOf(coupon: Coupon): CouponInput {
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.value,
    min_order: coupon.min_order,
    max_discount: coupon.max_discount,
    starts_at: coupon.starts_at,
    ends_at: coupon.ends_at,
    total_uses: coupon.total_uses,
    per_shopper_uses: coupon.per_shopper_uses,
    categories: coupon.categories,
    paused: coupon.paused,
  };
}

/** `id` null adds a coupon; otherwise it replaces that coupon's fields. */
export type SaveCouponVariables = { id: string | null; body: CouponInput };

export async function saveCoupon({ id, body }: SaveCouponVariables) {
  return successOf(id ? await adminCouponApi.update({ params: { id }, body }) : await adminCouponApi.create({ body }));
}

/** Toasts the server's answer either way and reloads the list. */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCoupon,
    onSuccess: async (answer, { id }) => {
      toastSuccess(answer, id ? `${answer.data.code} saved` : `${answer.data.code} added`);
      await queryClient.invalidateQueries({ queryKey: couponKeys.all });
    },
    onError: toastFailure,
  });
}

/** Pause stops new orders using the code (orders already holding it keep it); Resume lets shoppers use it again. */
export function usePauseCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (coupon: Coupon) =>
      saveCoupon({ id: coupon._id, body: { ...couponInputOf(coupon), paused: !coupon.paused } }),
    onSuccess: async (answer) => {
      toastSuccess(answer, answer.data.paused ? `${answer.data.code} paused` : `${answer.data.code} resumed`);
      await queryClient.invalidateQueries({ queryKey: couponKeys.all });
    },
    onError: toastFailure,
  });
}
