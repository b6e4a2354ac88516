// Owns DELETE /api/admin/products/delete/:id: staff remove a product.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminProductApi } from '#web/entities/product/product-api.ts';
import { productKeys } from '#web/entities/product/product-keys.ts';
import { requireSuccess, toastFailure, toastSuccess } from '#web/features/admin/api/admin-answer.ts';

export async function deleteProduct(id: string) {
  return requireSuccess(await adminProductApi.remove({ params: { id } }));
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
