// Owns DELETE /api/admin/products/delete/:id: staff remove a product.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { requireSuccess, toastFailure, toastSuccess } from '#web/features/admin/api/admin-answer.ts';
import { ADMIN_PRODUCTS_KEY } from '#web/features/admin/api/get-admin-products.ts';

export async function deleteProduct(id: string) {
  return requireSuccess(await api.delete(`/admin/products/delete/${encodeURIComponent(id)}`));
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: async (answer) => {
      toastSuccess(answer, 'Product deleted successfully');
      await queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY });
    },
    onError: toastFailure,
  });
}
