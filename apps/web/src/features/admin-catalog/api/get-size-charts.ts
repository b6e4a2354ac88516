// Owns GET /api/admin/size-charts: the chart each category has (null for none yet).
import { sizeChartList, type SizeChart } from '@shop/contract/catalog';
import type { Category } from '@shop/contract/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { malformedAnswer } from '#web/components/admin/admin-answer.ts';
import { sizeChartApi, sizeChartKeys } from '#web/features/admin-catalog/api/size-chart-api.ts';
import { successOf } from '#web/lib/api-client.ts';

export type CategoryCharts = Partial<Record<Category, SizeChart | null>>;

export async function getSizeCharts(signal?: AbortSignal): Promise<CategoryCharts> {
  const answer = successOf(await sizeChartApi.list({ signal }));
  const parsed = sizeChartList.safeParse(answer);
  if (!parsed.success) throw malformedAnswer(answer.status);
  return Object.fromEntries(parsed.data.data.map(({ category, chart }) => [category, chart])) as CategoryCharts;
}

export const sizeChartsQueryOptions = () =>
  queryOptions({ queryKey: sizeChartKeys.all, queryFn: ({ signal }) => getSizeCharts(signal) });

export function useSizeCharts() {
  return useQuery(sizeChartsQueryOptions());
}
