// Owns staff's collection calls on the client (list, add, change, delete), saving the home page and menu, and the
// Collections screen's query keys.
import type { adminCollectionEndpoints, Collection, CollectionInput } from '@shop/contract/collections';
import type { Storefront } from '@shop/contract/storefront';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '#web/components/admin/admin-answer.ts';
import { productKeys } from '#web/entities/product/product-keys.ts';
import { storefrontApi, storefrontKeys } from '#web/entities/storefront/storefront-api.ts';
import { dataOf, endpointClient, successOf } from '#web/lib/api-client.ts';

export type { Collection, CollectionInput };

export const adminCollectionApi = endpointClient<typeof adminCollectionEndpoints>({
  list: 'GET /api/admin/collections',
  create: 'POST /api/admin/collections',
  update: 'PUT /api/admin/collections/:id',
  remove: 'DELETE /api/admin/collections/:id',
});

export const collectionAdminKeys = { all: ['admin', 'collections'] as const };

export const collectionsQueryOptions = () =>
  queryOptions({
    queryKey: collectionAdminKeys.all,
    queryFn: ({ signal }) => dataOf(adminCollectionApi.list({ signal })),
  });

export function useCollections() {
  return useQuery(collectionsQueryOptions());
}

/** `id` null adds a collection; otherwise it replaces that collection's fields. */
export type SaveCollectionVariables = { id: string | null; body: CollectionInput };

export async function saveCollection({ id, body }: SaveCollectionVariables) {
  return successOf(
    id ? await adminCollectionApi.update({ params: { id }, body }) : await adminCollectionApi.create({ body }),
  );
}

/** Reloads staff's list and whatever the shop shows of collections (their pages, the home page's sections). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: collectionAdminKeys.all }),
      queryClient.invalidateQueries({ queryKey: productKeys.all }),
    ]);
}

/** The server's words either way; the caller keeps the form open on a refusal. */
export function useSaveCollection() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: saveCollection,
    onSuccess: async (answer, { id }) => {
      toastSuccess(answer, id ? `${answer.data.title} saved` : `${answer.data.title} added`);
      await refresh();
    },
  });
}

export function useDeleteCollection() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) => successOf(await adminCollectionApi.remove({ params: { id } })),
    onSuccess: async (answer) => {
      toastSuccess(answer, 'Collection deleted');
      await refresh();
    },
    onError: toastFailure,
  });
}

export function useSaveStorefront() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Storefront) => successOf(await storefrontApi.save({ body })),
    onSuccess: async (answer) => {
      toastSuccess(answer, 'Home page and menu saved');
      await queryClient.invalidateQueries({ queryKey: storefrontKeys.all });
    },
    onError: toastFailure,
  });
}
