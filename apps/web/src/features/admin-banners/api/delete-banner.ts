// Owns DELETE /api/common/feature/delete/:id: staff remove a homepage banner.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bannerApi } from '#web/entities/banner/banner-api.ts';
import { bannerKeys } from '#web/entities/banner/banner-keys.ts';
import { toastFailure, toastSuccess } from '#web/components/admin/admin-answer.ts';
import { successOf } from '#web/lib/api-client.ts';

export async function deleteBanner(id: string) {
  return successOf(await bannerApi.remove({ params: { id } }));
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    onSuccess: async (answer) => {
      toastSuccess(answer, 'Banner deleted successfully');
      await queryClient.invalidateQueries({ queryKey: bannerKeys.all });
    },
    onError: toastFailure,
  });
}
