// Owns the dry run's answer on screen: how many products each action takes, every row (or only the problems) with
// why a row is refused, and "Import N products", held back with the reason while any product is refused.
import type { ImportReport } from '@shop/contract/product-import';
import { UploadIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { ACTION_BADGE, count, products, summaryParts } from '#web/features/admin-import/components/import-actions.ts';
import { ImportRowsTable } from '#web/features/admin-import/components/import-rows-table.tsx';

/** Rows drawn at a time: a file of thousands of rows would otherwise make the screen slow to draw. */
const PAGE = 500;

export type DryRunReportProps = {
  report: ImportReport;
  fileName: string;
  onImport: () => void;
  starting: boolean;
};

/** Why "Import" is held back, or undefined when it may go. */
function importBlocked({ summary }: ImportReport): string | undefined {
  if (summary.error > 0)
    return `${products(summary.error)} ${summary.error === 1 ? 'is' : 'are'} refused. Fix ${summary.error === 1 ? 'its' : 'their'} rows in the CSV, then check the file again.`;
  if (summary.create + summary.update === 0)
    return 'Nothing to import: the shop already has every product as the file says.';
  return undefined;
}

export function DryRunReport({ report, fileName, onImport, starting }: DryRunReportProps) {
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [shown, setShown] = useState(PAGE);
  const filterId = useId();
  const reasonId = useId();
  const headingId = useId();
  const { summary } = report;
  const rows = onlyProblems ? report.rows.filter((row) => row.action === 'error') : report.rows;
  const blocked = importBlocked(report);
  const toImport = summary.create + summary.update;

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-4">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          What the file would do
        </h2>
        <p className="text-sm text-muted-foreground">
          <span className="break-all">{fileName}</span>: {count(report.rows.length)}{' '}
          {report.rows.length === 1 ? 'row' : 'rows'}. Nothing has been saved yet.
        </p>
      </div>
      <ul aria-label="Summary" className="flex flex-wrap gap-2">
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

      <div className="grid gap-2 rounded-lg border border-border bg-muted/40 p-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button
            className="w-full sm:w-fit"
            disabled={Boolean(blocked) || starting}
            aria-describedby={blocked ? reasonId : undefined}
            aria-busy={starting || undefined}
            onClick={onImport}
          >
            <UploadIcon aria-hidden />
            {starting ? 'Starting…' : `Import ${products(toImport)}`}
          </Button>
          {blocked && (
            <p id={reasonId} className="text-sm font-medium text-destructive">
              {blocked}
            </p>
          )}
        </div>
        {!blocked && (
          <p className="text-sm text-muted-foreground">
            The import runs in the background; you can watch its progress here.
          </p>
        )}
      </div>

      <div className="flex items-center gap-2">
        <Checkbox
          id={filterId}
          checked={onlyProblems}
          onCheckedChange={(checked) => {
            setOnlyProblems(checked === true);
            setShown(PAGE);
          }}
        />
        <Label htmlFor={filterId}>Only problems</Label>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {onlyProblems ? 'No row has a problem.' : 'The file has no rows.'}
        </p>
      ) : (
        <>
          <ImportRowsTable rows={rows.slice(0, shown)} caption={onlyProblems ? 'Rows with problems' : 'Rows'} />
          {rows.length > shown && (
            <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
              <span>
                Showing {count(shown)} of {count(rows.length)} rows.
              </span>
              <Button variant="outline" size="sm" onClick={() => setShown(shown + PAGE)}>
                Show more rows
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
