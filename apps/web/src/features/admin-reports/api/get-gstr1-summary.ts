// Owns GET /api/admin/reports/gstr1/summary (the return's section totals for a period, one key per period) and the
// addresses of the two downloads of the same return.
import { gstReturnEndpoints, type Gstr1Period, type Gstr1Summary } from '@shop/contract/gst-returns';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { malformedAnswer } from '#web/components/admin/admin-answer.ts';
import { apiUrl, endpointClient, successOf } from '#web/lib/api-client.ts';

export type { Gstr1Period, Gstr1Summary };

export const gstReturnApi = endpointClient<Pick<typeof gstReturnEndpoints, 'gstr1Summary'>>({
  gstr1Summary: 'GET /api/admin/reports/gstr1/summary',
});

export const gstr1Keys = {
  all: ['admin', 'reports', 'gstr1'] as const,
  of: ({ from, to }: Gstr1Period) => ['admin', 'reports', 'gstr1', from, to] as const,
};

export async function getGstr1Summary(period: Gstr1Period, signal?: AbortSignal): Promise<Gstr1Summary> {
  const answer = successOf(await gstReturnApi.gstr1Summary({ query: period, signal }));
  const parsed = gstReturnEndpoints.gstr1Summary.answer.safeParse(answer);
  if (!parsed.success) throw malformedAnswer(answer.status);
  return parsed.data.data;
}

export const gstr1SummaryQueryOptions = (period: Gstr1Period) =>
  queryOptions({ queryKey: gstr1Keys.of(period), queryFn: ({ signal }) => getGstr1Summary(period, signal) });

export function useGstr1Summary(period: Gstr1Period) {
  return useQuery(gstr1SummaryQueryOptions(period));
}

/** The download's address: the portal's JSON, or the CSV files zipped. A link, so the browser saves the file. */
export function gstr1DownloadUrl({ from, to }: Gstr1Period, format: 'json' | 'csv'): string {
  const query = new URLSearchParams({ from, to, ...(format === 'csv' ? { format } : {}) });
  return `${apiUrl(gstReturnEndpoints.gstr1.path)}?${query.toString()}`;
}
