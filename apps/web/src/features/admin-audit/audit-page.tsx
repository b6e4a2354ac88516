// Owns /admin/audit: the audit trail, newest first: who changed what on the staff side, when and from where, with the
// filters in the address and older pages by `before` (decision 035).
import { HistoryIcon } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '#web/components/ui/button.tsx';
import { ListState } from '#web/components/ui/list-state.tsx';
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

      <ListState
        query={events}
        count={list.length}
        loading={{ label: 'Loading the audit trail', rows: 4 }}
        empty={{
          icon: HistoryIcon,
          title: filter.before ? 'Nothing older' : 'Nothing recorded yet',
          ...(narrowed ? { hint: 'Try fewer filters.' } : {}),
        }}
      >
        <AuditTable events={list} />
      </ListState>

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
