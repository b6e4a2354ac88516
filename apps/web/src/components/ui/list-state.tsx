// Owns what a list shows instead of its rows (issue 43, F11): while it loads, when it could not be read (with a way to
// try again), when the filters or a search match nothing, when a page past the end is open, and when there is nothing
// yet. The rows themselves are the screen's.
import { SearchIcon, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/class-names.ts';

/** What ListState reads of the list's query (React Query's result has it). */
export type ListQuery = { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };

export type ListStateProps = {
  query: ListQuery;
  /** The rows the list would show now. */
  count: number;
  /**
   * Read out while the list loads ("Loading orders"), and its placeholder: `rows` grey rows (`rowClassName` their
   * height), or the screen's own.
   */
  loading: { label: string; rows?: number; rowClassName?: string; placeholder?: ReactNode };
  /** What the error says when the query's own message should not be shown ("We couldn't load your addresses."). */
  errorText?: string;
  /** The filters or a search apply and match nothing: what to say, and the way back to everything. */
  nothingMatches?: { narrowed: boolean; title: string; hint?: string; clearLabel: string; onClear: () => void };
  /** A page past the end is open (there are rows, not on it): what to say, and the way to the first page. */
  emptyPage?: { total: number; title: string; onFirstPage: () => void };
  /** There is nothing at all yet. */
  empty: { icon?: LucideIcon; title: ReactNode; hint?: string; className?: string };
  /** The rows, shown when there are any. */
  children: ReactNode;
};

const box =
  'grid justify-items-center gap-3 rounded-lg border border-dashed border-input bg-background p-10 text-center';

export function ListState({
  query,
  count,
  loading,
  errorText,
  nothingMatches,
  emptyPage,
  empty,
  children,
}: ListStateProps) {
  if (query.isPending) {
    return (
      loading.placeholder ?? (
        <div className="grid gap-3" role="status" aria-label={loading.label}>
          {Array.from({ length: loading.rows ?? 5 }, (_, index) => (
            <Skeleton key={index} className={loading.rowClassName ?? 'h-14'} />
          ))}
        </div>
      )
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 rounded-lg border border-border bg-background p-6">
        <p>{errorText ?? query.error?.message}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (count > 0) return children;
  if (nothingMatches?.narrowed) {
    return (
      <div className={box}>
        <SearchIcon className="size-10 text-muted-foreground" aria-hidden />
        <p className="font-medium">{nothingMatches.title}</p>
        {nothingMatches.hint && <p className="text-sm text-muted-foreground">{nothingMatches.hint}</p>}
        <Button variant="outline" onClick={nothingMatches.onClear}>
          {nothingMatches.clearLabel}
        </Button>
      </div>
    );
  }
  if (emptyPage && emptyPage.total > 0) {
    return (
      <div className={box}>
        <p className="font-medium">{emptyPage.title}</p>
        <Button variant="outline" onClick={emptyPage.onFirstPage}>
          Go to the first page
        </Button>
      </div>
    );
  }
  const Icon = empty.icon;
  return (
    <div className={cn(box, empty.className)}>
      {Icon && <Icon className="size-10 text-muted-foreground" aria-hidden />}
      <p className="font-medium">{empty.title}</p>
      {empty.hint && <p className="text-sm text-muted-foreground">{empty.hint}</p>}
    </div>
  );
}

/** Previous and Next under a list of pages, with where the list stands ("Page 2 of 5"). */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-center gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p className="text-sm text-muted-foreground">
        Page {Math.min(page, pages)} of {pages}
      </p>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
