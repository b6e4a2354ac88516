// Owns the form staff write a page in: its title, its handle (a new page's address), its Markdown, a preview the
// server renders, and saving; an existing page may be deleted, and one of SPEC's reset to today's wording.
import { handleFrom, isHandle } from '@shop/contract/handles';
import { pagePath } from '@shop/contract/content-pages';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ConfirmDeleteDialog } from '#web/components/admin/confirm-delete-dialog.tsx';
import { MarkdownHtml } from '#web/components/markdown-html.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useDeletePage, usePreview, useSavePage, type PageSource } from '#web/features/admin-pages/api/pages-api.ts';

type PageEditorProps = {
  /** The page as saved; null for a new page. */
  source: PageSource | null;
  /** Back to the list (after a delete, or Cancel). */
  onClose: () => void;
  /** A new page was saved under this handle. */
  onSaved: (handle: string) => void;
};

const MARKDOWN_HINT =
  'Markdown: a blank line between paragraphs, ## for a section heading, - for a list item, [words](/shop/listing) for a link. On the FAQ, each ### under a ## is a question.';

export function PageEditor({ source, onClose, onSaved }: PageEditorProps) {
  const isNew = source === null;
  const [title, setTitle] = useState(source?.title ?? '');
  const [handle, setHandle] = useState(source?.handle ?? '');
  const [handleTyped, setHandleTyped] = useState(false);
  const [markdown, setMarkdown] = useState(source?.markdown ?? '');
  const [seoTitle, setSeoTitle] = useState(source?.seo_title ?? '');
  const [seoDescription, setSeoDescription] = useState(source?.seo_description ?? '');
  const [errors, setErrors] = useState<{ title?: string; handle?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const save = useSavePage();
  const remove = useDeletePage();
  const preview = usePreview();
  const markdownId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const shownHandle = isNew && !handleTyped ? handleFrom(title, '') : handle;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!title.trim()) found.title = 'Enter the page’s title';
    if (isNew && !isHandle(shownHandle)) {
      found.handle = 'The handle may hold only lower-case letters, digits and single dashes between words';
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const saved = await save
      .mutateAsync({
        handle: shownHandle,
        body: { title, markdown, seo_title: seoTitle || null, seo_description: seoDescription || null },
      })
      .catch(() => null);
    if (saved && isNew) onSaved(saved.data.handle);
  }

  const resets = source?.spec ?? false;
  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-labelledby={`${markdownId}-heading`}>
      <h2 id={`${markdownId}-heading`} ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        {isNew ? 'New page' : `Edit ${source.title}`}
      </h2>
      {!isNew && (
        <p className="text-sm text-muted-foreground">
          Shoppers read it at{' '}
          <a className="font-medium break-all text-accent underline" href={source.path}>
            {source.path}
          </a>
          {source.spec && !source.edited && ' (today’s wording until you save your own)'}
        </p>
      )}
      <TextField
        label="Title"
        value={title}
        maxLength={120}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title}
      />
      {isNew && (
        <TextField
          label="Handle"
          value={shownHandle}
          maxLength={100}
          onChange={(event) => {
            setHandleTyped(true);
            setHandle(event.target.value);
          }}
          hint={`The page’s address: ${pagePath(shownHandle || 'handle')}`}
          error={errors.handle}
        />
      )}
      <div className="grid gap-2">
        <Label htmlFor={markdownId}>Text (Markdown)</Label>
        <Textarea
          id={markdownId}
          value={markdown}
          rows={18}
          className="font-mono"
          aria-describedby={`${markdownId}-hint`}
          onChange={(event) => setMarkdown(event.target.value)}
        />
        <p id={`${markdownId}-hint`} className="text-sm text-muted-foreground">
          {MARKDOWN_HINT}
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="SEO title"
          value={seoTitle}
          maxLength={70}
          hint="What search results show; empty: the title."
          onChange={(event) => setSeoTitle(event.target.value)}
        />
        <TextField
          label="SEO description"
          value={seoDescription}
          maxLength={320}
          hint="Empty: the page’s first paragraph."
          onChange={(event) => setSeoDescription(event.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
        <Button type="button" variant="outline" disabled={preview.isPending} onClick={() => preview.mutate(markdown)}>
          {preview.isPending ? 'Rendering…' : 'Preview'}
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          Back to the pages
        </Button>
        {!isNew && (!resets || source.edited) && (
          <Button type="button" variant="destructive" className="sm:ml-auto" onClick={() => setConfirming(true)}>
            {resets ? 'Reset to today’s wording' : 'Delete page'}
          </Button>
        )}
      </div>

      {preview.data && (
        <section aria-label="Preview" className="grid gap-3 rounded-lg border border-border p-4 sm:p-6">
          <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Preview</h3>
          <p className="text-2xl font-semibold">{title}</p>
          <MarkdownHtml html={preview.data.html} />
        </section>
      )}

      {!isNew && (
        <ConfirmDeleteDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={resets ? `Reset ${source.title}?` : `Delete ${source.title}?`}
          description={
            resets
              ? 'The page goes back to the wording it had before anyone edited it. Your text is not kept.'
              : 'Shoppers can no longer open the page; links to it show the not-found page. This cannot be undone.'
          }
          actionLabel={resets ? 'Reset' : 'Delete'}
          pending={remove.isPending}
          focusAfterDelete={headingRef}
          onConfirm={async () => {
            const done = await remove.mutateAsync(source.handle).then(
              () => true,
              () => false,
            );
            if (done) onClose();
            return done;
          }}
        />
      )}
    </form>
  );
}
