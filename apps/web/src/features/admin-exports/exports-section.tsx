// Owns the staff's "Exports" section: a period of India's days (this month so far unless changed) and a download link
// for each CSV the server streams: orders line by line, customers, and the sales register.
import { useId, useState } from 'react';
import { exportEndpoints, exportPeriodQuery, type ExportPeriod } from '@shop/contract/exports';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { cn } from '#web/lib/class-names.ts';

const INDIA_OFFSET_MS = 330 * 60_000;

/** This month so far in India: its first day to today (the browser's own zone may be another). */
export function monthSoFar(now: Date): ExportPeriod {
  const today = new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** The first thing wrong with the period, as the server would say it; undefined when it can be exported. */
function periodProblem(period: ExportPeriod): string | undefined {
  const checked = exportPeriodQuery.safeParse(period);
  if (checked.success) return undefined;
  const issue = checked.error.issues[0];
  const field = issue?.path.join('.');
  return field ? `${field === 'from' ? 'From' : 'To'}: ${issue?.message}` : issue?.message;
}

const query = (period: ExportPeriod) => `?${new URLSearchParams(period).toString()}`;

/** A download of one export; with the period refused, the same words without a link, so nothing half-works. */
function DownloadLink({ href, label, disabled }: { href: string; label: string; disabled: boolean }) {
  const look = cn(buttonVariants({ variant: 'outline' }), 'w-full sm:w-fit');
  if (disabled)
    return (
      <a role="link" aria-disabled="true" className={cn(look, 'pointer-events-none opacity-50')}>
        {label}
      </a>
    );
  return (
    // The admin session is a cookie, so a plain link downloads: the browser streams the file to disk as it comes.
    <a href={href} download className={look}>
      {label}
    </a>
  );
}

export function ExportsSection({ now = new Date() }: { now?: Date }) {
  const [period, setPeriod] = useState(() => monthSoFar(now));
  const headingId = useId();
  const fromId = useId();
  const toId = useId();
  const problemId = useId();
  const problem = periodProblem(period);

  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 gap-4 rounded-lg border border-border bg-background p-4"
    >
      <div className="grid gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          Exports
        </h2>
        <p className="text-sm text-muted-foreground">
          CSV files for a spreadsheet or your accountant, in India&apos;s time. Money is in rupees.
        </p>
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-2 sm:max-w-md">
        <legend className="sr-only">Period</legend>
        <div className="grid gap-2">
          <Label htmlFor={fromId}>From</Label>
          <Input
            id={fromId}
            type="date"
            value={period.from}
            max={period.to}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => setPeriod({ ...period, from: event.target.value })}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={toId}>To</Label>
          <Input
            id={toId}
            type="date"
            value={period.to}
            min={period.from}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => setPeriod({ ...period, to: event.target.value })}
          />
        </div>
      </fieldset>
      {problem && (
        <p id={problemId} role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <DownloadLink
          label="Orders CSV"
          href={`${exportEndpoints.orders.path}${query(period)}`}
          disabled={Boolean(problem)}
        />
        <DownloadLink
          label="Sales register CSV"
          href={`${exportEndpoints.salesRegister.path}${query(period)}`}
          disabled={Boolean(problem)}
        />
        {/* Every shopper with all their orders: the period does not narrow it. */}
        <DownloadLink label="Customers CSV" href={exportEndpoints.customers.path} disabled={false} />
      </div>
      <p className="text-sm text-muted-foreground">
        Orders has one row per item bought; the sales register lists the tax invoices and credit notes of the period.
        Customers lists every shopper, whatever the period.
      </p>
    </section>
  );
}
