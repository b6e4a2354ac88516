// Owns PUT /api/admin/products/edit/:id: staff change a product.
import type { Product, ProductInput } from '@shop/contract/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { requireSuccess, toastFailure, toastSuccess } from '#web/features/admin/api/admin-answer.ts';
import { ADMIN_PRODUCTS_KEY } from '#web/features/admin/api/get-admin-products.ts';

export async function editProduct({ id, body }: { id: string; body: ProductInput }) {
  return requireSuccess(await api.put<Product>(`/admin/products/edit/${encodeURIComponent(id)}`, body));
}

export function useEditProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editProduct,
    onSuccess: async (answer) => {
      toastSuccess(answer, 'Product updated successfully');
      await queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY });
    },
    onError: toastFailure,
  });
}
