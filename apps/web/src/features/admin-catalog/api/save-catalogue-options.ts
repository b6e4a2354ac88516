// Owns PUT /api/admin/options: staff replace the shop's colours and size scales (the whole list).
import type { CatalogueOptions, catalogueOptionEndpoints } from '@shop/contract/options';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '#web/components/admin/admin-answer.ts';
import { endpointClient, successOf } from '#web/lib/api-client.ts';
import { catalogueOptionKeys } from '#web/lib/catalogue-options.ts';

const optionsApi = endpointClient<Pick<typeof catalogueOptionEndpoints, 'save'>>({
  save: 'PUT /api/admin/options',
});

export async function saveCatalogueOptions(body: CatalogueOptions) {
  return successOf(await optionsApi.save({ body }));
}

/**
 * Toasts the server's answer either way ("Options saved"; a refusal such as "Aubergine is used by 3 products: change
 * them before removing it" as an error), and puts the saved options in the cache every screen reads them from.
 */
export function useSaveCatalogueOptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCatalogueOptions,
    onSuccess: (answer) => {
      toastSuccess(answer, 'Options saved');
      queryClient.setQueryData(catalogueOptionKeys.all, answer.data);
    },
    onError: toastFailure,
  });
}
