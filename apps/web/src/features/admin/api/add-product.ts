// Owns POST /api/admin/products/add: staff add a product.
import type { Product, ProductInput } from '@shop/contract/catalog';
import { MESSAGES } from '@shop/contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { requireSuccess, toastFailure, toastSuccess } from '#web/features/admin/api/admin-answer.ts';
import { ADMIN_PRODUCTS_KEY } from '#web/features/admin/api/get-admin-products.ts';

export async function addProduct(body: ProductInput) {
  return requireSuccess(await api.post<Product>('/admin/products/add', body));
}

/** Toasts the server's answer either way ('Product add successfully' on success) and refreshes the grid. */
export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProduct,
    onSuccess: async (answer) => {
      toastSuccess(answer, MESSAGES.productAdded);
      await queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY });
    },
    onError: toastFailure,
  });
}
