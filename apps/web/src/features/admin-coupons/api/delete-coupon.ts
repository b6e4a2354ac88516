// Owns DELETE /api/admin/coupons/:id: staff remove a code.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '#web/components/admin/admin-answer.ts';
import { adminCouponApi, couponKeys } from '#web/features/admin-coupons/api/coupons-api.ts';
import { successOf } from '#web/lib/api-client.ts';

export async function deleteCoupon(id: string) {
  return successOf(await adminCouponApi.remove({ params: { id } }));
}

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCoupon,
    onSuccess: async (answer) => {
      toastSuccess(answer, 'Coupon deleted');
      await queryClient.invalidateQueries({ queryKey: couponKeys.all });
    },
    onError: toastFailure,
  });
}
