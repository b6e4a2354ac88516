// Owns PUT /api/admin/stock: every changed row of the sheet saved at once.
import type { StockChange } from '@shop/contract/stock-sheet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '#web/components/admin/admin-answer.ts';
import { productKeys } from '#web/entities/product/product-keys.ts';
import { stockApi, stockKeys } from '#web/features/admin-stock/api/stock-api.ts';
import { successOf } from '#web/lib/api-client.ts';

export async function saveStock(changes: StockChange[]) {
  return successOf(await stockApi.save({ body: { changes } }));
}

export type SavedStock = Awaited<ReturnType<typeof saveStock>>['data'];

/** Toasts the answer either way; reloads the sheet, staff's product list and the shop's pages (stock shows there). */
export function useSaveStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStock,
    onSuccess: async (answer) => {
      toastSuccess(answer, 'Stock saved');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: stockKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.admin }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
      ]);
    },
    onError: toastFailure,
  });
}
