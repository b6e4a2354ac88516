// Owns DELETE /api/admin/products/delete/:id: staff remove a product.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminProductApi } from '#web/entities/product/product-api.ts';
import { productKeys } from '#web/entities/product/product-keys.ts';
import { toastFailure, toastSuccess } from '#web/components/admin/admin-answer.ts';
import { successOf } from '#web/lib/api-client.ts';

export async function deleteProduct(id: string) {
  return successOf(await adminProductApi.remove({ params: { id } }));
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: async (answer) => {
      toastSuccess(answer, 'Product deleted successfully');
      await queryClient.invalidateQueries({ queryKey: productKeys.admin });
    },
    onError: toastFailure,
  });
}
