// Owns importing a review app's CSV (Judge.me's export) on screen: "Check file" counts the reviews that would be added
// and lists the rows refused with why; "Import reviews" adds them, each attached to its product by handle and shown to
// shoppers as imported. Pictures are kept as https addresses only; nothing is downloaded.
import { FileSearchIcon, UploadIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useImportReviewFile, type ReviewImportResult } from '#web/features/admin-import/api/customer-import.ts';
import { count } from '#web/features/admin-import/components/import-actions.ts';

const reviews = (n: number) => `${count(n)} ${n === 1 ? 'review' : 'reviews'}`;

type Outcome = { result: ReviewImportResult; dryRun: boolean; file: File };

function outcomeText({ result, dryRun }: Outcome) {
  const parts = [
    dryRun ? `${reviews(result.created)} to add` : `${reviews(result.created)} added`,
    `${count(result.unchanged)} already here`,
    `${count(result.refused.length)} refused`,
  ];
  return `${parts.join(', ')}.`;
}

export function ReviewImportSection() {
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useImportReviewFile();
  const headingId = useId();

  function run(dryRun: boolean, chosen: File) {
    setProblem(null);
    send.mutate(
      { file: chosen, dryRun },
      {
        onSuccess: (result) => setOutcome({ result, dryRun, file: chosen }),
        onError: (error) => {
          setOutcome(null);
          setProblem(error.message);
        },
      },
    );
  }

  function onCheck(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    if (!file) {
      setProblem('Choose the review CSV first.');
      return;
    }
    setOutcome(null);
    run(true, file);
  }

  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 gap-6 rounded-lg border border-border bg-background p-4"
    >
      <div className="grid gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          Reviews
        </h2>
        <p className="max-w-prose text-sm text-muted-foreground">
          Upload the reviews exported from your review app (Judge.me&apos;s CSV). Each review is attached to the product
          with the same handle and shown to shoppers as imported, with its date; it counts in the product&apos;s rating.
          Importing the same file again adds nothing. Pictures are not copied: only their https addresses are kept.
        </p>
      </div>
      <Form noValidate className="grid gap-4" aria-label="Choose the review file" onSubmit={onCheck}>
        <FormField label="Review CSV" error={problem ?? undefined}>
          {(control) => (
            <Input
              {...control}
              type="file"
              name="file"
              accept=".csv,text/csv"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setOutcome(null);
                setProblem(null);
              }}
            />
          )}
        </FormField>
        <Button type="submit" className="w-full sm:w-fit" aria-busy={send.isPending || undefined}>
          <FileSearchIcon aria-hidden />
          {send.isPending ? 'Working…' : 'Check file'}
        </Button>
      </Form>
      <p role="status" className="sr-only">
        {send.isPending ? 'Working on the file…' : problem ? problem : outcome ? outcomeText(outcome) : ''}
      </p>
      {outcome && (
        <div className="grid min-w-0 gap-3">
          <h3 className="font-semibold">{outcome.dryRun ? 'What the file would do' : 'Reviews imported'}</h3>
          <p className="text-sm">
            <span className="break-all">{outcome.file.name}</span>: {outcomeText(outcome)}
            {outcome.dryRun ? ' Nothing has been saved yet.' : ''}
          </p>
          {outcome.dryRun && (
            <Button
              className="w-full sm:w-fit"
              disabled={outcome.result.created === 0 || send.isPending}
              aria-busy={send.isPending || undefined}
              onClick={() => run(false, outcome.file)}
            >
              <UploadIcon aria-hidden />
              {`Import ${reviews(outcome.result.created)}`}
            </Button>
          )}
          {outcome.result.refused.length > 0 && (
            <div className="grid gap-2">
              <h4 className="text-sm font-semibold">
                {outcome.dryRun ? 'Rows that will be left out' : 'Rows left out'}
              </h4>
              <ul aria-label="Refused review rows" className="grid list-disc gap-1 pl-4 text-sm">
                {outcome.result.refused.map((row) => (
                  <li key={row.row}>
                    Row {row.row}: {row.reason}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
