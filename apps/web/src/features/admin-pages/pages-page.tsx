// Owns /admin/pages: SPEC's eight information pages and staff's own, each opened to write in Markdown with a preview.
import { FileTextIcon, PlusIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ListState } from '#web/components/ui/list-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { usePages, usePageSource, type PageSummary } from '#web/features/admin-pages/api/pages-api.ts';
import { PageEditor } from '#web/features/admin-pages/components/page-editor.tsx';

/** Which page the editor shows: a saved one by handle, or a new one. */
type Editing = { handle: string } | { handle: null };

export function PagesPage() {
  const [editing, setEditing] = useState<Editing | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const close = () => {
    setEditing(null);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
            Pages
          </h1>
          <p className="text-sm text-muted-foreground">
            The shop’s information pages and your own, written in Markdown.
          </p>
        </div>
        {!editing && (
          <Button className="w-full sm:w-auto" onClick={() => setEditing({ handle: null })}>
            <PlusIcon aria-hidden />
            New page
          </Button>
        )}
      </div>
      {editing ? (
        <EditorFor
          key={editing.handle ?? 'new'}
          handle={editing.handle}
          onClose={close}
          onSaved={(handle) => setEditing({ handle })}
        />
      ) : (
        <PageList onEdit={(handle) => setEditing({ handle })} />
      )}
    </div>
  );
}

function EditorFor({
  handle,
  onClose,
  onSaved,
}: {
  handle: string | null;
  onClose: () => void;
  onSaved: (handle: string) => void;
}) {
  const source = usePageSource(handle);
  if (handle === null) return <PageEditor source={null} onClose={onClose} onSaved={onSaved} />;
  if (source.isError) {
    return (
      <div role="alert" className="grid gap-3">
        <p>{source.error.message}</p>
        <Button variant="outline" className="w-fit" onClick={onClose}>
          Back to the pages
        </Button>
      </div>
    );
  }
  if (!source.data) return <Skeleton className="h-96" aria-label="Loading the page" />;
  return <PageEditor source={source.data} onClose={onClose} onSaved={onSaved} />;
}

function PageList({ onEdit }: { onEdit: (handle: string) => void }) {
  const pages = usePages();
  const list = pages.data ?? [];
  return (
    <ListState
      query={pages}
      count={list.length}
      loading={{ label: 'Loading the pages', rows: 8, rowClassName: 'h-16' }}
      empty={{ icon: FileTextIcon, title: 'No pages yet' }}
    >
      <ul className="grid gap-3">
        {list.map((page) => (
          <PageRow key={page.handle} page={page} onEdit={onEdit} />
        ))}
      </ul>
    </ListState>
  );
}

function PageRow({ page, onEdit }: { page: PageSummary; onEdit: (handle: string) => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface p-4">
      <div className="grid min-w-0 gap-1">
        <h2 className="font-semibold">{page.title}</h2>
        <p className="text-sm break-all text-muted-foreground">{page.path}</p>
        <div className="flex flex-wrap gap-2">
          {page.spec && <Badge variant="secondary">Shop page</Badge>}
          {page.spec && !page.edited && <Badge variant="outline">Today’s wording</Badge>}
        </div>
      </div>
      <Button variant="outline" aria-label={`Edit ${page.title}`} onClick={() => onEdit(page.handle)}>
        Edit
      </Button>
    </li>
  );
}
