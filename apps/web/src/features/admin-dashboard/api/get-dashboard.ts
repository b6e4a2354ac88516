// Owns GET /api/admin/dashboard: the owner's numbers for a range, under one key per range.
import { dashboardEndpoints, type Dashboard, type DashboardRange } from '@shop/contract/dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { malformedAnswer } from '#web/components/admin/admin-answer.ts';
import { endpointClient, successOf } from '#web/lib/api-client.ts';

export type { Dashboard, DashboardRange };

export const dashboardApi = endpointClient<typeof dashboardEndpoints>({
  get: 'GET /api/admin/dashboard',
});

export const dashboardKeys = {
  all: ['admin', 'dashboard'] as const,
  of: (range: DashboardRange) => ['admin', 'dashboard', range] as const,
};

export async function getDashboard(range: DashboardRange, signal?: AbortSignal): Promise<Dashboard> {
  const answer = successOf(await dashboardApi.get({ query: { range }, signal }));
  const parsed = dashboardEndpoints.get.answer.safeParse(answer);
  if (!parsed.success) throw malformedAnswer(answer.status);
  return parsed.data.data;
}

export const dashboardQueryOptions = (range: DashboardRange) =>
  queryOptions({
    queryKey: dashboardKeys.of(range),
    queryFn: ({ signal }) => getDashboard(range, signal),
  });

/** The range asked for; the last range's numbers stay on screen while another loads. */
export function useDashboard(range: DashboardRange) {
  return useQuery({ ...dashboardQueryOptions(range), placeholderData: keepPreviousData });
}
