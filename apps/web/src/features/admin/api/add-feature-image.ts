// Owns POST /api/common/feature/add: staff add an uploaded image as a homepage banner.
import type { FeatureImage } from '@shop/contract/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { requireSuccess, toastFailure, toastSuccess } from '#web/features/admin/api/admin-answer.ts';
import { FEATURE_IMAGES_KEY } from '#web/features/admin/api/get-feature-images.ts';

export async function addFeatureImage(image: string) {
  return requireSuccess(await api.post<FeatureImage>('/common/feature/add', { image }));
}

export function useAddFeatureImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFeatureImage,
    onSuccess: async (answer) => {
      toastSuccess(answer, 'Banner added successfully');
      await queryClient.invalidateQueries({ queryKey: FEATURE_IMAGES_KEY });
    },
    onError: toastFailure,
  });
}
