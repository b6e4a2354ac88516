// Owns the GSTR-1 section of Reports: the period (kept in the address as ?from=&to=, last month unless chosen), its
// totals to check, when it was last downloaded, and the two downloads of the same return: the portal's JSON and the
// accountant's CSV files.
import {
  downloadedAtLabel,
  periodLabel,
  periodProblem,
  previousMonth,
  type Gstr1Period,
} from '@shop/contract/gst-returns';
import { useQueryClient } from '@tanstack/react-query';
import { DownloadIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { gstr1DownloadUrl, gstr1Keys, useGstr1Summary } from '#web/features/admin-reports/api/get-gstr1-summary.ts';
import { Gstr1PeriodPicker } from '#web/features/admin-reports/components/gstr1-period-picker.tsx';
import { Gstr1TotalsTable } from '#web/features/admin-reports/components/gstr1-totals-table.tsx';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** How long after a download link is followed to ask again when the period was downloaded (the server records it). */
const RECORDED_AFTER_MS = 2000;

/** The period in the address when it is one the server takes, else last month (the return usually being made). */
function periodFrom(params: URLSearchParams, now: Date): Gstr1Period {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (MONTH.test(from) && MONTH.test(to) && !periodProblem({ from, to })) return { from, to };
  return previousMonth(now);
}

export function Gstr1Report() {
  const [searchParams, setSearchParams] = useSearchParams();
  const now = new Date();
  const period = periodFrom(searchParams, now);
  const summary = useGstr1Summary(period);
  const queryClient = useQueryClient();
  // The browser saves the file itself, so the page hears nothing back: it asks again once the download is recorded.
  const downloaded = () => {
    setTimeout(() => void queryClient.invalidateQueries({ queryKey: gstr1Keys.of(period) }), RECORDED_AFTER_MS);
  };

  function choose(next: Gstr1Period) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('from', next.from);
        params.set('to', next.to);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <section
      aria-labelledby="gstr1-heading"
      className="grid gap-4 rounded-lg border border-border bg-background p-4 sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id="gstr1-heading" className="text-xl font-semibold">
          GSTR-1
        </h2>
        <p className="text-sm text-muted-foreground">
          Outward supplies for a month or a quarter, from the tax invoices and credit notes dated in it. Check the
          totals against your books, then upload the JSON with the GST portal&apos;s offline tool.
        </p>
      </div>
      <Gstr1PeriodPicker value={period} onChange={choose} now={now} />
      {summary.isPending ? (
        <div role="status" aria-label="Loading the GSTR-1 totals" className="grid gap-2">
          <Skeleton className="h-48" />
        </div>
      ) : summary.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 rounded-md border border-border p-4">
          <p>{summary.error.message}</p>
          {summary.error.message.includes('Settings') ? (
            <Button asChild variant="outline">
              <Link to="/admin/settings">Open Settings</Link>
            </Button>
          ) : (
            <Button variant="outline" onClick={() => void summary.refetch()}>
              Try again
            </Button>
          )}
        </div>
      ) : (
        <>
          <h3 className="font-medium">
            {periodLabel(period)}: GSTIN {summary.data.gstin}, return period {summary.data.fp}
          </h3>
          {summary.data.exported_at && (
            <p role="note" className="text-sm text-muted-foreground">
              <span className="font-medium text-foreground">
                Downloaded on {downloadedAtLabel(summary.data.exported_at)}
              </span>
              : its invoices are taken as filed, and their buyers can no longer be changed.
            </p>
          )}
          <Gstr1TotalsTable summary={summary.data} />
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <Button asChild>
              <a href={gstr1DownloadUrl(period, 'json')} download onClick={downloaded}>
                <DownloadIcon aria-hidden />
                Download JSON for the GST portal
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={gstr1DownloadUrl(period, 'csv')} download onClick={downloaded}>
                <DownloadIcon aria-hidden />
                Download CSV files (zip)
              </a>
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
