// Owns the running import on screen: a progress bar asked anew every second, then what was saved with a way to the
// Products list, or why the import stopped.
import type { ImportJob } from '@shop/contract/product-import';
import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { useImportJob } from '#web/features/admin-import/api/product-import.ts';
import { count, summaryParts } from '#web/features/admin-import/components/import-actions.ts';
import { ImportRowsTable } from '#web/features/admin-import/components/import-rows-table.tsx';

/** "2 created, 1 changed, 0 unchanged", with the refused only when there were some. */
function savedText(job: ImportJob): string {
  return summaryParts(job.summary, 'done')
    .filter(({ action }) => action !== 'error' || job.summary.error > 0)
    .map(({ text }) => text)
    .join(', ');
}

/** Tenths reached, so a screen reader hears "40% imported" now and then rather than every second. */
const tenths = (job: ImportJob) => (job.total > 0 ? Math.floor((job.done / job.total) * 10) * 10 : 0);

export function ImportProgress({ jobId, onAgain }: { jobId: string; onAgain: () => void }) {
  const job = useImportJob(jobId);
  const headingId = useId();

  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 gap-4 rounded-lg border border-border bg-background p-4"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {!job.data || job.data.state === 'running'
          ? 'Importing…'
          : job.data.state === 'done'
            ? 'Import finished'
            : 'Import stopped'}
      </h2>
      {job.isError && !job.data ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p>{job.error.message}</p>
          <Button variant="outline" onClick={() => void job.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <JobState job={job.data} onAgain={onAgain} />
      )}
    </section>
  );
}

function JobState({ job, onAgain }: { job: ImportJob | undefined; onAgain: () => void }) {
  const done = job?.done ?? 0;
  const total = job?.total ?? 0;
  const labelId = useId();
  const running = !job || job.state === 'running';
  return (
    <div className="grid gap-4">
      {running && (
        <div className="grid gap-2">
          <div
            role="progressbar"
            aria-labelledby={labelId}
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={done}
            aria-valuetext={`${count(done)} of ${count(total)} products`}
            className="h-3 w-full overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-accent transition-[width] duration-500"
              style={{ width: `${total > 0 ? (done / total) * 100 : 0}%` }}
            />
          </div>
          <p id={labelId} className="text-sm tabular-nums">
            {job ? `${count(done)} of ${count(total)} products` : 'Starting…'}
          </p>
        </div>
      )}
      {/* What a screen reader hears: the progress by tenths, then how it ended. */}
      <p role="status" className="sr-only">
        {running
          ? job
            ? `Importing: ${tenths(job)}% done`
            : ''
          : job.state === 'done'
            ? `Import finished: ${savedText(job)}`
            : `Import stopped: ${job.failure ?? ''}`}
      </p>
      {job?.state === 'done' && (
        <div className="grid justify-items-start gap-3">
          <p className="flex items-center gap-2 font-medium text-success">
            <CircleCheckIcon aria-hidden className="size-5" />
            <span className="wrap-anywhere">
              {job.file_name}: {savedText(job)}.
            </span>
          </p>
          {job.rows.length > 0 && <ImportRowsTable rows={job.rows} caption="Rows not saved" />}
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link to="/admin/products">Go to Products</Link>
            </Button>
            <Button variant="outline" onClick={onAgain}>
              Import another file
            </Button>
          </div>
        </div>
      )}
      {job?.state === 'failed' && (
        <div className="grid justify-items-start gap-3">
          <p className="flex items-center gap-2 font-medium text-destructive">
            <CircleAlertIcon aria-hidden className="size-5" />
            {job.failure ?? 'The import stopped before it finished.'}
          </p>
          <p className="text-sm">
            {count(job.done)} of {count(job.total)} products were saved before it stopped. Importing the same file again
            saves the rest and leaves those as they are.
          </p>
          {job.rows.length > 0 && <ImportRowsTable rows={job.rows} caption="Rows not saved" />}
          <Button variant="outline" onClick={onAgain}>
            Start again
          </Button>
        </div>
      )}
    </div>
  );
}
