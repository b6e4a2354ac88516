// Owns "Upload stock CSV": choosing a file of SKU and quantity, reading the dry run row by row (what changes, what is
// refused and why), then applying every change at once; nothing is saved until staff press Apply.
import { UploadIcon } from 'lucide-react';
import { Fragment, useState, type FormEvent } from 'react';
import { Badge, type BadgeProps } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import {
  useApplyStockCsv,
  useCheckStockCsv,
  type StockImportReport,
} from '#web/features/admin-stock/api/import-stock.ts';
import { cn } from '#web/lib/class-names.ts';

export function StockImportDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full sm:w-fit">
          <UploadIcon aria-hidden />
          Upload stock CSV
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Upload stock CSV</DialogTitle>
          <DialogDescription>
            A CSV with the columns SKU and Quantity (Shopify’s inventory export, with SKU and Available, works too). You
            see what each row would change before anything is saved.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: each opening starts with no file and no report. */}
        {open && <StockImportForm onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function StockImportForm({ onDone }: { onDone: () => void }) {
  const check = useCheckStockCsv();
  const apply = useApplyStockCsv();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [report, setReport] = useState<StockImportReport | null>(null);

  async function onCheck(event: FormEvent) {
    event.preventDefault();
    if (check.isPending) return;
    if (!file) {
      setMissing(true);
      return;
    }
    const answer = await check.mutateAsync(file).catch(() => null);
    setReport(answer?.data ?? null);
  }

  async function onApply() {
    if (!file || apply.isPending) return;
    const answer = await apply.mutateAsync(file).catch(() => null);
    if (answer) onDone();
  }

  const updates = report?.summary.update ?? 0;
  const blocked = !report || report.summary.error > 0 || updates === 0;
  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void onCheck(event)}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField label="Stock file (CSV)" className="flex-1" error={missing ? 'Choose the file first' : undefined}>
          {(control) => (
            <Input
              {...control}
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setMissing(false);
                setReport(null);
              }}
            />
          )}
        </FormField>
        <Button type="submit" variant="outline" aria-busy={check.isPending}>
          {check.isPending ? 'Checking…' : 'Check file'}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {report && <ImportReport report={report} />}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        {report && (
          <Button type="button" disabled={blocked} aria-busy={apply.isPending} onClick={() => void onApply()}>
            {apply.isPending ? 'Applying…' : updates === 1 ? 'Apply 1 change' : `Apply ${updates} changes`}
          </Button>
        )}
      </DialogFooter>
    </form>
  );
}

const ACTION_LABEL: Record<StockImportReport['rows'][number]['action'], string> = {
  update: 'Changes',
  unchanged: 'Unchanged',
  error: 'Error',
};
const ACTION_BADGE: Record<StockImportReport['rows'][number]['action'], BadgeProps['variant']> = {
  update: 'accent',
  unchanged: 'secondary',
  error: 'destructive',
};

const rowsText = (count: number) => (count === 1 ? '1 row' : `${count} rows`);

function ImportReport({ report }: { report: StockImportReport }) {
  const { summary, rows } = report;
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        <span className="font-medium">{rowsText(summary.update)} to change</span>, {rowsText(summary.unchanged)}{' '}
        unchanged,{' '}
        <span className={summary.error > 0 ? 'font-medium text-destructive' : undefined}>
          {rowsText(summary.error)} with errors
        </span>
        .{summary.error > 0 && ' Fix them in the file and check it again: nothing is saved while a row is wrong.'}
      </p>
      <div className="max-h-80 overflow-auto rounded-md border border-border">
        <table className="w-full text-sm">
          <caption className="sr-only">What each row of the file would do</caption>
          <thead className="sticky top-0 bg-muted">
            <tr>
              {['Row', 'SKU', 'Stock', 'Result'].map((name) => (
                <th key={name} scope="col" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <Fragment key={row.row}>
                <tr className={cn('border-t border-border', row.action === 'error' && 'bg-destructive/5')}>
                  <td className="px-3 py-2 tabular-nums">{row.row}</td>
                  <td className="px-3 py-2">
                    <span className="font-mono text-xs wrap-anywhere">{row.sku || '—'}</span>
                    {row.name && <span className="block text-xs text-muted-foreground">{row.name}</span>}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                    {row.before ?? '—'} → {row.after ?? '—'}
                  </td>
                  <td className="px-3 py-2">
                    <Badge variant={ACTION_BADGE[row.action]}>{ACTION_LABEL[row.action]}</Badge>
                  </td>
                </tr>
                {/* A row's errors take the table's whole width beneath it, readable on a phone too. */}
                {row.errors.length > 0 && (
                  <tr className="bg-destructive/5">
                    <td colSpan={4} className="px-3 pb-2">
                      <ul className="grid gap-0.5 text-destructive">
                        {row.errors.map((error) => (
                          <li key={error}>{error}</li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
