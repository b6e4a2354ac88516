// Owns GET /api/common/feature/get: the homepage banners, as staff manage them.
import { featureImageList, type FeatureImage } from '@shop/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { malformedAnswer, requireSuccess } from '#web/features/admin/api/admin-answer.ts';

export const FEATURE_IMAGES_KEY = ['feature-images'] as const;

export async function getFeatureImages(signal?: AbortSignal): Promise<FeatureImage[]> {
  const answer = requireSuccess(await api.get('/common/feature/get', signal ? { signal } : {}));
  const parsed = featureImageList.safeParse(answer);
  if (!parsed.success) throw malformedAnswer(answer.status);
  return parsed.data.data;
}

export const featureImagesQueryOptions = () =>
  queryOptions({ queryKey: FEATURE_IMAGES_KEY, queryFn: ({ signal }) => getFeatureImages(signal) });

export function useFeatureImages() {
  return useQuery(featureImagesQueryOptions());
}
