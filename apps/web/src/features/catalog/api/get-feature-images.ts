// Owns GET /api/common/feature/get: the home page's banner images.
import type { FeatureImage } from '@shop/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '#web/lib/api-client.ts';
import { catalogKeys } from '#web/features/catalog/api/catalog-keys.ts';

export function getFeatureImages(signal?: AbortSignal) {
  return apiData<FeatureImage[]>('/common/feature/get', signal ? { signal } : {});
}

export const featureImagesQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.featureImages,
    queryFn: ({ signal }) => getFeatureImages(signal),
  });

export function useFeatureImages() {
  return useQuery(featureImagesQueryOptions());
}
