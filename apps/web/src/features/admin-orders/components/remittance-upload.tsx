// Owns "COD remittance" on staff's orders page: uploading the aggregator's remittance report (CSV) and reading what
// it recorded, what an earlier upload had recorded already, and each row it refused with why.
import { formatRupees } from '@shop/contract/money';
import { BanknoteIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
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
import { useUploadRemittance, type RemittanceResult } from '#web/features/admin-orders/api/upload-remittance.ts';

export function RemittanceUpload() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full sm:w-fit">
          <BanknoteIcon aria-hidden />
          COD remittance
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>COD remittance</DialogTitle>
          <DialogDescription>
            Upload the courier aggregator’s remittance report (CSV) to record the cash it paid over for Cash on Delivery
            parcels. Uploading the same report again changes nothing.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: each opening starts with no file and no result. */}
        {open && <RemittanceForm onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function RemittanceForm({ onDone }: { onDone: () => void }) {
  const upload = useUploadRemittance();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [result, setResult] = useState<RemittanceResult | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (upload.isPending) return;
    if (!file) {
      setMissing(true);
      return;
    }
    const answer = await upload.mutateAsync(file).catch(() => null);
    if (answer) setResult(answer.data);
  }

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void onSubmit(event)}>
      <FormField
        label="Remittance report (CSV)"
        hint="The CSV as the aggregator sends it: one row per parcel, with its AWB and the amount."
        error={missing ? 'Choose the report first' : undefined}
      >
        {(control) => (
          <Input
            {...control}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setMissing(false);
              setResult(null);
            }}
          />
        )}
      </FormField>
      <div role="status" aria-live="polite">
        {result && <RemittanceSummary result={result} />}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Close
        </Button>
        <Button type="submit" aria-busy={upload.isPending}>
          {upload.isPending ? 'Uploading…' : 'Upload report'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function RemittanceSummary({ result }: { result: RemittanceResult }) {
  const rows = (count: number) => (count === 1 ? '1 row' : `${count} rows`);
  return (
    <div className="grid gap-2 rounded-md border border-border p-3 text-sm">
      <p>
        <span className="font-medium">Recorded:</span> {rows(result.recorded)} ({formatRupees(result.amount)})
      </p>
      <p>
        <span className="font-medium">Already recorded:</span> {rows(result.already)}
      </p>
      <p>
        <span className="font-medium">Refused:</span> {rows(result.refused.length)}
      </p>
      {result.refused.length > 0 && (
        <ul className="grid gap-1" aria-label="Refused rows">
          {result.refused.map((refusal) => (
            <li key={`${refusal.row}-${refusal.awb}`} className="text-destructive">
              Row {refusal.row}, AWB <span className="font-mono text-xs break-all">{refusal.awb}</span>:{' '}
              {refusal.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
