// Owns POST /api/common/feature/add: staff add an uploaded image as a homepage banner.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bannerApi } from '#web/entities/banner/banner-api.ts';
import { bannerKeys } from '#web/entities/banner/banner-keys.ts';
import { toastFailure, toastSuccess } from '#web/components/admin/admin-answer.ts';
import { successOf } from '#web/lib/api-client.ts';

export async function addBanner(image: string) {
  return successOf(await bannerApi.add({ body: { image } }));
}

export function useAddBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBanner,
    onSuccess: async (answer) => {
      toastSuccess(answer, 'Banner added successfully');
      await queryClient.invalidateQueries({ queryKey: bannerKeys.all });
    },
    onError: toastFailure,
  });
}
