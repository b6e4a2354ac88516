// Owns POST /api/admin/products/add: staff add a product.
import type { ProductInput } from '@shop/contract/catalog';
import { MESSAGES } from '@shop/contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminProductApi } from '#web/entities/product/product-api.ts';
import { productKeys } from '#web/entities/product/product-keys.ts';
import { toastFailure, toastSuccess } from '#web/components/admin/admin-answer.ts';
import { successOf } from '#web/lib/api-client.ts';

export async function addProduct(body: ProductInput) {
  return successOf(await adminProductApi.add({ body }));
}

/** Toasts the server's answer either way ('Product add successfully' on success) and refreshes the grid. */
export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProduct,
    onSuccess: async (answer) => {
      toastSuccess(answer, MESSAGES.productAdded);
      await queryClient.invalidateQueries({ queryKey: productKeys.admin });
    },
    onError: toastFailure,
  });
}
