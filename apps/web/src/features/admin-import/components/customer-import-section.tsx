// Owns importing Shopify's customer CSV on screen, as products are imported: choose the file, "Check file" (the dry
// run: what each customer would do, and the rows with problems or with something left out), then "Import N customers"
// with its progress. Nobody is mailed.
import type { ImportSummary } from '@shop/contract/product-import';
import { CircleAlertIcon, CircleCheckIcon, FileSearchIcon, UploadIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import {
  CustomerImportRefused,
  useCheckCustomerFile,
  useCustomerImportJob,
  useStartCustomerImport,
  type CustomerImportJob,
  type CustomerImportReport,
} from '#web/features/admin-import/api/customer-import.ts';
import { ACTION_BADGE, count, summaryParts } from '#web/features/admin-import/components/import-actions.ts';

const customers = (n: number) => `${count(n)} ${n === 1 ? 'customer' : 'customers'}`;

const summaryText = (summary: ImportSummary, tense: 'planned' | 'done') =>
  summaryParts(summary, tense)
    .map(({ text }) => text)
    .join(', ');

type Checked = { report: CustomerImportReport; file: File };

export function CustomerImportSection() {
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const check = useCheckCustomerFile();
  const start = useStartCustomerImport();
  const headingId = useId();

  function refused(error: unknown, of: File) {
    setProblem(error instanceof Error ? error.message : 'The file could not be checked.');
    setChecked(error instanceof CustomerImportRefused && error.report ? { report: error.report, file: of } : null);
  }

  function onCheck(event: FormEvent) {
    event.preventDefault();
    if (check.isPending || jobId) return;
    if (!file) {
      setProblem('Choose the customer CSV first.');
      return;
    }
    setProblem(null);
    setChecked(null);
    check.mutate(file, {
      onSuccess: (report) => setChecked({ report, file }),
      onError: (error) => refused(error, file),
    });
  }

  function onImport() {
    if (!checked) return;
    setProblem(null);
    start.mutate(checked.file, { onSuccess: setJobId, onError: (error) => refused(error, checked.file) });
  }

  function again() {
    setJobId(null);
    setChecked(null);
    setProblem(null);
    setFile(null);
    setRound(round + 1);
  }

  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 gap-6 rounded-lg border border-border bg-background p-4"
    >
      <div className="grid gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          Customers
        </h2>
        <p className="max-w-prose text-sm text-muted-foreground">
          Upload the customer CSV exported from Shopify (Customers → Export). Each customer gets an account without a
          password: they log in with a link or code mailed to them. Their marketing choices, tags, note and default
          address come along. Nobody is mailed by the import; invite them below when you are ready.
        </p>
      </div>
      <Form key={round} noValidate className="grid gap-4" aria-label="Choose the customer file" onSubmit={onCheck}>
        <FormField label="Customer CSV" error={problem ?? undefined}>
          {(control) => (
            <Input
              {...control}
              type="file"
              name="file"
              accept=".csv,text/csv"
              disabled={jobId !== null || start.isPending}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setChecked(null);
                setProblem(null);
              }}
            />
          )}
        </FormField>
        <Button
          type="submit"
          className="w-full sm:w-fit"
          aria-busy={check.isPending || undefined}
          disabled={jobId !== null}
        >
          <FileSearchIcon aria-hidden />
          {check.isPending ? 'Checking…' : 'Check file'}
        </Button>
      </Form>
      <p role="status" className="sr-only">
        {check.isPending
          ? 'Checking the file…'
          : problem
            ? problem
            : checked
              ? `Checked: ${summaryText(checked.report.summary, 'planned')}.`
              : ''}
      </p>
      {jobId ? (
        <CustomerImportProgress jobId={jobId} onAgain={again} />
      ) : (
        checked && <CustomerDryRun checked={checked} onImport={onImport} starting={start.isPending} />
      )}
    </section>
  );
}

function CustomerDryRun({
  checked,
  onImport,
  starting,
}: {
  checked: Checked;
  onImport: () => void;
  starting: boolean;
}) {
  const { summary } = checked.report;
  const reasonId = useId();
  const toImport = summary.create + summary.update;
  const blocked =
    summary.error > 0
      ? `${customers(summary.error)} ${summary.error === 1 ? 'is' : 'are'} refused. Fix the rows in the CSV, then check the file again.`
      : toImport === 0
        ? 'Nothing to import: the shop already has every customer as the file says.'
        : undefined;
  return (
    <div className="grid min-w-0 gap-4">
      <h3 className="font-semibold">What the file would do</h3>
      <p className="text-sm text-muted-foreground">
        <span className="break-all">{checked.file.name}</span>: {customers(checked.report.rows.length)}. Nothing has
        been saved yet.
      </p>
      <ul aria-label="Customer summary" className="flex flex-wrap gap-2">
        {summaryParts(summary, 'planned').map(({ action, text }) => (
          <li key={action}>
            <Badge
              variant={summary[action] > 0 ? ACTION_BADGE[action].variant : 'outline'}
              className="px-3 py-1 text-sm"
            >
              {text}
            </Badge>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 rounded-lg border border-border bg-muted/40 p-4 sm:flex-row sm:items-center">
        <Button
          className="w-full sm:w-fit"
          disabled={Boolean(blocked) || starting}
          aria-describedby={blocked ? reasonId : undefined}
          aria-busy={starting || undefined}
          onClick={onImport}
        >
          <UploadIcon aria-hidden />
          {starting ? 'Starting…' : `Import ${customers(toImport)}`}
        </Button>
        {blocked && (
          <p id={reasonId} className="text-sm font-medium text-destructive">
            {blocked}
          </p>
        )}
      </div>
      <RowNotes rows={checked.report.rows} caption="Rows to look at" />
    </div>
  );
}

/** The rows refused, and the rows that came over with something left out, each with why. */
function RowNotes({ rows, caption }: { rows: CustomerImportReport['rows']; caption: string }) {
  const noted = rows.filter((row) => row.errors.length > 0 || row.warnings.length > 0);
  if (noted.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-semibold">{caption}</h4>
      <ul aria-label={caption} className="grid gap-2">
        {noted.map((row) => (
          <li key={row.row} className="grid gap-1 rounded-lg border border-border p-3 text-sm">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium tabular-nums">Row {row.row}</span>
              <span className="wrap-anywhere text-muted-foreground">{row.email}</span>
              <Badge variant={ACTION_BADGE[row.action].variant}>{ACTION_BADGE[row.action].label}</Badge>
            </p>
            <ul className="grid list-disc gap-1 pl-4">
              {row.errors.map((error) => (
                <li key={error} className="text-destructive">
                  {error}
                </li>
              ))}
              {row.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}

function CustomerImportProgress({ jobId, onAgain }: { jobId: string; onAgain: () => void }) {
  const job = useCustomerImportJob(jobId);
  const data: CustomerImportJob | undefined = job.data;
  const running = !data || data.state === 'running';
  const labelId = useId();
  return (
    <div className="grid gap-4 rounded-lg border border-border p-4">
      <h3 className="font-semibold">
        {running ? 'Importing customers…' : data.state === 'done' ? 'Import finished' : 'Import stopped'}
      </h3>
      {job.isError && !data ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p>{job.error.message}</p>
          <Button variant="outline" onClick={() => void job.refetch()}>
            Try again
          </Button>
        </div>
      ) : running ? (
        <div className="grid gap-2">
          <div
            role="progressbar"
            aria-labelledby={labelId}
            aria-valuemin={0}
            aria-valuemax={data?.total ?? 0}
            aria-valuenow={data?.done ?? 0}
            className="h-3 w-full overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-accent transition-[width] duration-500"
              style={{ width: `${data && data.total > 0 ? (data.done / data.total) * 100 : 0}%` }}
            />
          </div>
          <p id={labelId} className="text-sm tabular-nums">
            {data ? `${count(data.done)} of ${customers(data.total)}` : 'Starting…'}
          </p>
        </div>
      ) : (
        <div className="grid justify-items-start gap-3">
          <p
            className={`flex items-center gap-2 font-medium ${data.state === 'done' ? 'text-success' : 'text-destructive'}`}
          >
            {data.state === 'done' ? (
              <CircleCheckIcon aria-hidden className="size-5" />
            ) : (
              <CircleAlertIcon aria-hidden className="size-5" />
            )}
            <span className="wrap-anywhere">
              {data.state === 'done'
                ? `${data.file_name}: ${summaryText(data.summary, 'done')}.`
                : (data.failure ?? 'The import stopped before it finished.')}
            </span>
          </p>
          <RowNotes rows={data.rows} caption="Rows to look at" />
          <Button variant="outline" onClick={onAgain}>
            Import another file
          </Button>
        </div>
      )}
      <p role="status" className="sr-only">
        {running
          ? ''
          : data.state === 'done'
            ? `Import finished: ${summaryText(data.summary, 'done')}`
            : 'Import stopped'}
      </p>
    </div>
  );
}
