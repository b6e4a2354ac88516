// Owns /admin/redirects: the old addresses staff send on (a shop moved from Shopify keeps its links), added one by one
// or from Shopify's CSV, exported the same way, and deleted.
import { REDIRECT_CSV_HEADERS } from '@shop/contract/redirects';
import { DownloadIcon, SignpostIcon, Trash2Icon } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ConfirmDeleteDialog } from '#web/components/admin/confirm-delete-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { ListState } from '#web/components/ui/list-state.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import {
  REDIRECTS_EXPORT_URL,
  RedirectRefused,
  useAddRedirect,
  useDeleteRedirect,
  useImportRedirects,
  useRedirects,
  type Redirect,
  type RedirectRefusal,
} from '#web/features/admin-pages/api/redirects-api.ts';

export function RedirectsPage() {
  const redirects = useRedirects();
  const remove = useDeleteRedirect();
  const [toDelete, setToDelete] = useState<Redirect | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const list = redirects.data ?? [];

  return (
    <div className="grid gap-8">
      <div className="grid gap-1">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
          Redirects
        </h1>
        <p className="max-w-[70ch] text-sm text-muted-foreground">
          Old addresses that send shoppers on. Shopify’s product, collection and page addresses already lead to the same
          things here; add the others (blog posts, renamed pages) below.
        </p>
      </div>

      <AddRedirectForm />
      <ImportForm />

      <section aria-labelledby="redirect-list-heading" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="redirect-list-heading" className="text-lg font-semibold">
            {redirects.isSuccess ? `${list.length} ${list.length === 1 ? 'redirect' : 'redirects'}` : 'Redirects'}
          </h2>
          <Button asChild variant="outline">
            <a href={REDIRECTS_EXPORT_URL} download>
              <DownloadIcon aria-hidden />
              Export CSV
            </a>
          </Button>
        </div>
        <ListState
          query={redirects}
          count={list.length}
          loading={{ label: 'Loading the redirects', rows: 3, rowClassName: 'h-14' }}
          empty={{ icon: SignpostIcon, title: 'No redirects yet', hint: 'Add one above, or import Shopify’s CSV.' }}
        >
          <ul className="grid gap-2">
            {list.map((redirect) => (
              <li
                key={redirect._id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface p-3"
              >
                <p className="grid min-w-0 gap-1 text-sm">
                  <span className="font-medium break-all">{redirect.from}</span>
                  <span className="break-all text-muted-foreground">
                    <span aria-hidden>→ </span>
                    <span className="sr-only">goes to </span>
                    {redirect.to}
                  </span>
                </p>
                <Button variant="ghost" size="icon" onClick={() => setToDelete(redirect)}>
                  <Trash2Icon aria-hidden />
                  <span className="sr-only">Delete the redirect from {redirect.from}</span>
                </Button>
              </li>
            ))}
          </ul>
        </ListState>
      </section>

      <ConfirmDeleteDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={toDelete ? `Delete the redirect from ${toDelete.from}?` : 'Delete the redirect?'}
        description="Links to the old address will show the not-found page again."
        pending={remove.isPending}
        focusAfterDelete={headingRef}
        onConfirm={async () => {
          if (!toDelete) return false;
          return remove.mutateAsync(toDelete._id).then(
            () => true,
            () => false,
          );
        }}
      />
    </div>
  );
}

const TICK_LABELS: Record<RedirectRefusal, string> = {
  loop: 'It is meant to loop',
  offsite: 'It is meant to leave the shop',
};

function AddRedirectForm() {
  const add = useAddRedirect();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [ticks, setTicks] = useState<Record<RedirectRefusal, boolean>>({ loop: false, offsite: false });
  const [offered, setOffered] = useState<RedirectRefusal[]>([]);
  const refusal = add.error instanceof RedirectRefused ? add.error : null;
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const done = await add
      .mutateAsync({ from, to, allow_loop: ticks.loop, allow_offsite: ticks.offsite })
      .catch((error: unknown) => {
        if (error instanceof RedirectRefused) {
          setOffered((shown) => (shown.includes(error.refusal) ? shown : [...shown, error.refusal]));
        }
        return null;
      });
    if (!done) return;
    setFrom('');
    setTo('');
    setTicks({ loop: false, offsite: false });
    setOffered([]);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="grid gap-4 rounded-lg border border-border p-4 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Add a redirect
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Old address"
          placeholder="/blogs/news/summer-sale"
          hint="A path on this shop. Its query (after ?) is left out."
          value={from}
          required
          onChange={(event) => setFrom(event.target.value)}
        />
        <TextField
          label="Goes to"
          placeholder="/shop/pages/summer-sale"
          hint="A path on this shop, or a full address starting with https://"
          value={to}
          required
          onChange={(event) => setTo(event.target.value)}
        />
      </div>
      {refusal && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {refusal.message}
        </p>
      )}
      {offered.map((reason) => (
        <div key={reason} className="flex min-h-9 items-center gap-2">
          <input
            id={`${id}-${reason}`}
            type="checkbox"
            className="size-4 accent-[var(--color-accent)]"
            checked={ticks[reason]}
            onChange={(event) => setTicks((current) => ({ ...current, [reason]: event.target.checked }))}
          />
          <Label htmlFor={`${id}-${reason}`}>{TICK_LABELS[reason]}</Label>
        </div>
      ))}
      <Button type="submit" className="w-full sm:w-fit" disabled={add.isPending}>
        {add.isPending ? 'Adding…' : 'Add redirect'}
      </Button>
    </form>
  );
}

function ImportForm() {
  const importCsv = useImportRedirects();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const id = useId();
  const result = importCsv.data;

  function submit(event: FormEvent) {
    event.preventDefault();
    setMissing(!file);
    if (file) importCsv.mutate(file);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="grid gap-4 rounded-lg border border-border p-4 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Import from Shopify
      </h2>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-file`}>Redirects CSV</Label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${id}-hint${missing ? ` ${id}-missing` : ''}`}
          aria-invalid={missing || undefined}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-2"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          Shopify’s export (Online Store → Navigation → URL redirects → Export), with the columns “
          {REDIRECT_CSV_HEADERS.join('” and “')}”. Good rows are added; the others are listed with the reason.
        </p>
        {missing && (
          <p id={`${id}-missing`} className="text-sm font-medium text-destructive">
            Choose the CSV file to import
          </p>
        )}
      </div>
      <Button type="submit" variant="outline" className="w-full sm:w-fit" disabled={importCsv.isPending}>
        {importCsv.isPending ? 'Importing…' : 'Import CSV'}
      </Button>
      {result && (
        <div role="status" className="grid gap-2 text-sm">
          <p className="font-medium">
            {result.created === 1 ? '1 redirect added' : `${result.created} redirects added`}
            {result.refused.length > 0 &&
              `; ${result.refused.length} ${result.refused.length === 1 ? 'row was' : 'rows were'} not`}
          </p>
          {result.refused.length > 0 && (
            <ul className="grid list-disc gap-1 pl-5 text-destructive">
              {result.refused.map((row) => (
                <li key={row.row}>{row.reason}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </form>
  );
}
