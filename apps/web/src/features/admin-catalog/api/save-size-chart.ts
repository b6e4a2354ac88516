// Owns PUT /api/admin/size-charts/:category: staff save a category's chart, or remove it (null).
import type { sizeChartEndpoints } from '@shop/contract/catalog';
import type { BodyOf } from '@shop/contract/endpoint';
import type { Category } from '@shop/contract/shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '#web/components/admin/admin-answer.ts';
import { sizeChartApi, sizeChartKeys } from '#web/features/admin-catalog/api/size-chart-api.ts';
import { successOf } from '#web/lib/api-client.ts';

/** The chart as staff typed it (the server coerces and checks the figures), or null to remove it. */
export type SizeChartBody = BodyOf<typeof sizeChartEndpoints.save>['chart'];

export async function saveSizeChart({ category, chart }: { category: Category; chart: SizeChartBody }) {
  return successOf(await sizeChartApi.save({ params: { category }, body: { chart } }));
}

/** Toasts the server's answer either way, then reloads the charts. */
export function useSaveSizeChart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSizeChart,
    onSuccess: async (answer) => {
      toastSuccess(answer, 'Size chart saved');
      await queryClient.invalidateQueries({ queryKey: sizeChartKeys.all });
    },
    onError: toastFailure,
  });
}
