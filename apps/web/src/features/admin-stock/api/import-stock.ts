// Owns POST /api/admin/stock/import: a stock CSV checked (the dry run) and then applied, all rows or none.
import type { StockImportReport } from '@shop/contract/stock-sheet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '#web/components/admin/admin-answer.ts';
import { productKeys } from '#web/entities/product/product-keys.ts';
import { stockApi, stockKeys } from '#web/features/admin-stock/api/stock-api.ts';
import { successOf } from '#web/lib/api-client.ts';

export type { StockImportReport };

/** Multipart, field `file`, as the contract's endpoint takes it; `dryRun` reports without saving. */
export async function importStock({ file, dryRun }: { file: File; dryRun: boolean }) {
  const body = new FormData();
  body.append('file', file);
  return successOf(await stockApi.import({ body, query: dryRun ? { dry_run: '1' } : {} }));
}

/** The dry run: a refusal of the whole file (no SKU column, say) is toasted; the rows' own errors come in the report. */
export function useCheckStockCsv() {
  return useMutation({
    mutationFn: (file: File) => importStock({ file, dryRun: true }),
    onError: toastFailure,
  });
}

export function useApplyStockCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importStock({ file, dryRun: false }),
    onSuccess: async (answer) => {
      toastSuccess(answer, 'Stock updated');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: stockKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.admin }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
      ]);
    },
    onError: toastFailure,
  });
}
