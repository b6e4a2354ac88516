// Owns the homepage banners on the client (GET/POST/DELETE /api/common/feature/…): one list, read by the home
// carousel, the checkout and account page banner and the staff's banner manager, under one key.
import type { bannerEndpoints, FeatureImage } from '@shop/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bannerKeys } from '#web/entities/banner/banner-keys.ts';
import { dataOf, endpointClient } from '#web/lib/api-client.ts';

export type { FeatureImage };

export const bannerApi = endpointClient<typeof bannerEndpoints>({
  list: 'GET /api/common/feature/get',
  add: 'POST /api/common/feature/add',
  remove: 'DELETE /api/common/feature/delete/:id',
});

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: bannerKeys.all,
    queryFn: ({ signal }) => dataOf(bannerApi.list({ signal })),
  });

export function useBanners() {
  return useQuery(bannersQueryOptions());
}
