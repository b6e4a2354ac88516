// Owns /admin/import: Shopify's product CSV checked row by row (the dry run), then imported in the background with its
// progress, and the Shopify-format export beside it.
import { useState } from 'react';
import {
  ImportRefused,
  useCheckImportFile,
  useStartImport,
  type ImportReport,
} from '#web/features/admin-import/api/product-import.ts';
import { DryRunReport } from '#web/features/admin-import/components/dry-run-report.tsx';
import { ExportProducts } from '#web/features/admin-import/components/export-products.tsx';
import { ImportForm, type ChosenFiles } from '#web/features/admin-import/components/import-form.tsx';
import { summaryParts } from '#web/features/admin-import/components/import-actions.ts';
import { ImportProgress } from '#web/features/admin-import/components/import-progress.tsx';

/** The dry run's answer, with the file it was for (Import sends those same files again). */
type Checked = { report: ImportReport; files: { file: File; images: File | null } };

const reportText = (report: ImportReport) =>
  `Checked: ${summaryParts(report.summary, 'planned')
    .map(({ text }) => text)
    .join(', ')}.`;

export function ImportPage() {
  const [files, setFiles] = useState<ChosenFiles>({ file: null, images: null });
  const [checked, setChecked] = useState<Checked | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  /** Bumped by "Import another file", so the form starts again with empty file inputs. */
  const [round, setRound] = useState(0);
  const check = useCheckImportFile();
  const start = useStartImport();

  function chooseFiles(next: ChosenFiles) {
    setFiles(next);
    // A report is only good for the file it checked.
    setChecked(null);
    setProblem(null);
  }

  /** A refusal's words; when the server sent the rows with it, they replace the report so staff see which. */
  function refused(error: unknown, checkedFiles: Checked['files']) {
    setProblem(error instanceof Error ? error.message : 'The file could not be checked.');
    setChecked(error instanceof ImportRefused && error.report ? { report: error.report, files: checkedFiles } : null);
  }

  function onCheck() {
    if (!files.file) {
      setProblem('Choose the product CSV first.');
      return;
    }
    const chosen = { file: files.file, images: files.images };
    setProblem(null);
    setChecked(null);
    check.mutate(chosen, {
      onSuccess: (report) => setChecked({ report, files: chosen }),
      onError: (error) => refused(error, chosen),
    });
  }

  function onImport() {
    if (!checked) return;
    setProblem(null);
    start.mutate(checked.files, {
      onSuccess: setJobId,
      onError: (error) => refused(error, checked.files),
    });
  }

  function again() {
    setJobId(null);
    setChecked(null);
    setProblem(null);
    setFiles({ file: null, images: null });
    setRound(round + 1);
  }

  return (
    <div className="grid min-w-0 gap-8">
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold">Import products</h1>
        <p className="max-w-prose text-sm text-muted-foreground">
          Upload the product CSV exported from Shopify, with either generation of its column headers. Options named Size
          and Color become each product&apos;s sizes and colours, with prices, sale prices (compare-at), stock, tax
          class and HSN. Pictures come from their addresses when the shop can reach them, or from a zip of images
          uploaded beside the CSV. Check the file first: you see what each row would do before anything is saved.
        </p>
      </div>

      <section aria-label="Import" className="grid min-w-0 gap-6 rounded-lg border border-border bg-background p-4">
        <ImportForm
          key={round}
          files={files}
          onFilesChange={chooseFiles}
          onCheck={onCheck}
          checking={check.isPending}
          problem={problem}
          locked={jobId !== null || start.isPending}
        />
        {/* What a screen reader hears once a check ends: the counts, or why the file was refused. */}
        <p role="status" className="sr-only">
          {check.isPending ? 'Checking the file…' : problem ? problem : checked ? reportText(checked.report) : ''}
        </p>
        {jobId ? (
          <ImportProgress jobId={jobId} onAgain={again} />
        ) : (
          checked && (
            <DryRunReport
              key={checked.report.rows.length + checked.files.file.name}
              report={checked.report}
              fileName={checked.files.file.name}
              onImport={onImport}
              starting={start.isPending}
            />
          )
        )}
      </section>

      <ExportProducts />
    </div>
  );
}
