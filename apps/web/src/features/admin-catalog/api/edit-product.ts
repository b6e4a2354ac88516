// Owns PUT /api/admin/products/edit/:id: staff change a product.
import type { ProductInput } from '@shop/contract/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminProductApi } from '#web/entities/product/product-api.ts';
import { productKeys } from '#web/entities/product/product-keys.ts';
import { toastFailure, toastSuccess } from '#web/components/admin/admin-answer.ts';
import { successOf } from '#web/lib/api-client.ts';

export async function editProduct({ id, body }: { id: string; body: ProductInput }) {
  return successOf(await adminProductApi.edit({ params: { id }, body }));
}

export function useEditProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editProduct,
    onSuccess: async (answer) => {
      toastSuccess(answer, 'Product updated successfully');
      await queryClient.invalidateQueries({ queryKey: productKeys.admin });
    },
    onError: toastFailure,
  });
}
