// Owns the import's first step: choosing Shopify's product CSV (and optionally a zip of its pictures) and "Check file",
// the dry run that reports every row before anything is saved.
import { FileSearchIcon } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';

/** The files chosen so far: the CSV is needed, the zip is not. */
export type ChosenFiles = { file: File | null; images: File | null };

export type ImportFormProps = {
  files: ChosenFiles;
  onFilesChange: (files: ChosenFiles) => void;
  /** "Check file": the page checks that a CSV was chosen, then runs the dry run. */
  onCheck: () => void;
  checking: boolean;
  /** Why the file could not be checked or imported (the server's words), or that none was chosen. */
  problem: string | null;
  /** While an import runs, the files stay as they are. */
  locked: boolean;
};

export function ImportForm({ files, onFilesChange, onCheck, checking, problem, locked }: ImportFormProps) {
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!checking && !locked) onCheck();
  }

  return (
    <Form noValidate className="grid gap-4" aria-label="Choose the file" onSubmit={onSubmit}>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField
          label="Product CSV"
          hint="Exported from Shopify (Products → Export), with either generation of its column headers."
          error={problem ?? undefined}
        >
          {(control) => (
            <Input
              {...control}
              type="file"
              name="file"
              accept=".csv,text/csv"
              disabled={locked}
              onChange={(event) => onFilesChange({ ...files, file: event.target.files?.[0] ?? null })}
            />
          )}
        </FormField>
        <FormField
          label="Images (zip, optional)"
          hint="Only for pictures the CSV names by file name; pictures at an address the shop can reach are fetched."
        >
          {(control) => (
            <Input
              {...control}
              type="file"
              name="images"
              accept=".zip,application/zip"
              disabled={locked}
              onChange={(event) => onFilesChange({ ...files, images: event.target.files?.[0] ?? null })}
            />
          )}
        </FormField>
      </div>
      <Button type="submit" className="w-full sm:w-fit" aria-busy={checking || undefined} disabled={locked}>
        <FileSearchIcon aria-hidden />
        {checking ? 'Checking…' : 'Check file'}
      </Button>
    </Form>
  );
}
