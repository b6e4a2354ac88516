// Owns a record's History panel: the audit trail's events for one order, product or member, newest first, each
// opening to its before and after. The route composing a screen hands it in only for roles that may read the trail.
import { formatDateTime } from '#web/entities/order/order-time.ts';
import { useQuery } from '@tanstack/react-query';
import { ChevronDownIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { AuditChanges } from '#web/entities/audit/audit-changes.tsx';
import { auditEventsQueryOptions, type AuditEvent, type RecordHistoryProps } from '#web/entities/audit/audit-api.ts';
import { cn } from '#web/lib/class-names.ts';

function HistoryEntry({ event }: { event: AuditEvent }) {
  const [open, setOpen] = useState(false);
  const changesId = useId();
  return (
    <li className="grid gap-2 py-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="grid gap-0.5">
          <span>
            <span className="font-mono text-xs">{event.action}</span> by {event.actor.email}
          </span>
          <span className="text-muted-foreground">{formatDateTime(event.at)}</span>
        </p>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={changesId}
          onClick={() => setOpen((was) => !was)}
        >
          <ChevronDownIcon aria-hidden className={cn('transition-transform', open && 'rotate-180')} />
          {open ? 'Hide changes' : 'Show changes'}
        </Button>
      </div>
      <div id={changesId} hidden={!open}>
        {open && <AuditChanges before={event.before} after={event.after} />}
      </div>
    </li>
  );
}

export function RecordHistory({ entity, entityId }: RecordHistoryProps) {
  const events = useQuery(auditEventsQueryOptions({ entity, entity_id: entityId }));
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2 text-sm">
      <h3 id={headingId} className="font-semibold">
        History
      </h3>
      {events.isPending ? (
        <Skeleton role="status" aria-label="Loading the history" className="h-16" />
      ) : events.isError ? (
        <div role="alert" className="grid justify-items-start gap-2">
          <p>{events.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => void events.refetch()}>
            Try again
          </Button>
        </div>
      ) : events.data.length === 0 ? (
        <p className="text-muted-foreground">No changes by staff recorded yet.</p>
      ) : (
        <ul className="divide-y divide-border">
          {events.data.map((event) => (
            <HistoryEntry key={event._id} event={event} />
          ))}
        </ul>
      )}
    </section>
  );
}
