// Owns /admin/audit: the audit trail, newest first: who changed what on the staff side, when and from where, with the
// filters in the address and older pages by `before` (decision 035).
import { HistoryIcon } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { AUDIT_PAGE_SIZE, auditEventsQueryOptions } from '#web/entities/audit/audit-api.ts';
import { AuditFilters } from '#web/features/admin-audit/components/audit-filters.tsx';
import { AuditTable } from '#web/features/admin-audit/components/audit-table.tsx';
import { useAuditFilter } from '#web/features/admin-audit/hooks/use-audit-filter.ts';

export function AuditPage() {
  const { filter, narrowed, setFilter, setBefore, clearFilter } = useAuditFilter();
  const events = useQuery(auditEventsQueryOptions(filter));
  const list = events.data ?? [];
  const last = list.at(-1);

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold">Audit trail</h1>
        <p className="text-sm text-muted-foreground">
          What staff changed, newest first. Nothing here can be edited or deleted.
        </p>
      </div>

      <AuditFilters filter={filter} narrowed={narrowed} onChange={setFilter} onClear={clearFilter} />

      {events.isPending ? (
        <div className="grid gap-3" role="status" aria-label="Loading the audit trail">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-14" />
          ))}
        </div>
      ) : events.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 rounded-lg border border-border bg-background p-6">
          <p>{events.error.message}</p>
          <Button variant="outline" onClick={() => void events.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-input bg-background p-10 text-center">
          <HistoryIcon className="size-10 text-muted-foreground" aria-hidden />
          <p className="font-medium">{filter.before ? 'Nothing older' : 'Nothing recorded yet'}</p>
          {narrowed && <p className="text-sm text-muted-foreground">Try fewer filters.</p>}
        </div>
      ) : (
        <AuditTable events={list} />
      )}

      {(filter.before || list.length === AUDIT_PAGE_SIZE) && (
        <nav aria-label="Older and newer" className="flex flex-wrap gap-2">
          {filter.before && (
            <Button variant="outline" onClick={() => setBefore(undefined)}>
              Newest
            </Button>
          )}
          {list.length === AUDIT_PAGE_SIZE && last && (
            <Button variant="outline" onClick={() => setBefore(last.at)}>
              Older
            </Button>
          )}
        </nav>
      )}
    </div>
  );
}
