// Owns GET /api/shop/pages/:handle: a page staff wrote (or one of SPEC's, in today's wording), rendered on the server.
import type { ShopPage, shopPageEndpoints } from '@shop/contract/content-pages';
import { ApiError, dataOf, endpointClient } from '#web/lib/api-client.ts';

export type { ShopPage };

const shopPageApi = endpointClient<typeof shopPageEndpoints>({ get: 'GET /api/shop/pages/:handle' });

/** The page at `handle`, or null when there is none. */
export async function getShopPage(handle: string, signal?: AbortSignal): Promise<ShopPage | null> {
  try {
    return await dataOf(shopPageApi.get({ params: { handle }, signal }));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
