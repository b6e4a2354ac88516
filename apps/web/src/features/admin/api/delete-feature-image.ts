// Owns DELETE /api/common/feature/delete/:id: staff remove a homepage banner.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { requireSuccess, toastFailure, toastSuccess } from '#web/features/admin/api/admin-answer.ts';
import { FEATURE_IMAGES_KEY } from '#web/features/admin/api/get-feature-images.ts';

export async function deleteFeatureImage(id: string) {
  return requireSuccess(await api.delete(`/common/feature/delete/${encodeURIComponent(id)}`));
}

export function useDeleteFeatureImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFeatureImage,
    onSuccess: async (answer) => {
      toastSuccess(answer, 'Banner deleted successfully');
      await queryClient.invalidateQueries({ queryKey: FEATURE_IMAGES_KEY });
    },
    onError: toastFailure,
  });
}
