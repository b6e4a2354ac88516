// Owns the audit trail's table: one row per event (when, who, what, which record, from where), each opening to its
// before and after side by side; a stacked card per event where the table would not fit.
import { AUDIT_ENTITY_LABELS } from '@shop/contract/audit';
import { ChevronDownIcon } from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { AuditChanges } from '#web/entities/audit/audit-changes.tsx';
import type { AuditEvent } from '#web/entities/audit/audit-api.ts';
import { formatDateTime } from '#web/entities/order/order-time.ts';
import { cn } from '#web/lib/class-names.ts';

function CardLabel({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden className="shrink-0 whitespace-nowrap text-muted-foreground @4xl:hidden">
      {children}
    </span>
  );
}

const headerCell = 'px-4 py-3 text-left font-medium whitespace-nowrap text-muted-foreground';
const cell =
  'px-4 py-3 align-top @max-4xl:flex @max-4xl:items-start @max-4xl:justify-between @max-4xl:gap-4 @max-4xl:p-0';
const card =
  '@max-4xl:grid @max-4xl:content-start @max-4xl:gap-2.5 @max-4xl:rounded-lg @max-4xl:border @max-4xl:border-border @max-4xl:bg-background @max-4xl:p-4 @max-4xl:shadow-sm';

/** An order's record opens its details; other records are named by kind and id. */
function RecordText({ event }: { event: AuditEvent }) {
  const kind = AUDIT_ENTITY_LABELS[event.entity];
  if (!event.entity_id) return <span>{kind}</span>;
  return (
    <span className="grid gap-0.5 @max-4xl:justify-items-end @max-4xl:text-right">
      <span>{kind}</span>
      {event.entity === 'order' ? (
        <Link
          to={`/admin/orders?order=${encodeURIComponent(event.entity_id)}`}
          className="font-mono text-xs text-accent underline underline-offset-4 wrap-anywhere"
        >
          {event.entity_id}
        </Link>
      ) : (
        <span className="font-mono text-xs text-muted-foreground wrap-anywhere">{event.entity_id}</span>
      )}
    </span>
  );
}

export function AuditTable({ events }: { events: AuditEvent[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="@container">
      <div className="@4xl:overflow-x-auto @4xl:rounded-lg @4xl:border @4xl:border-border @4xl:bg-background">
        <table role="table" className="w-full text-sm @max-4xl:block">
          <caption className="sr-only">Audit trail, newest first</caption>
          <thead role="rowgroup" className="border-b border-border bg-muted/50 @max-4xl:sr-only">
            <tr role="row">
              {['When', 'Who', 'Action', 'Record', 'IP'].map((name) => (
                <th key={name} role="columnheader" scope="col" className={headerCell}>
                  {name}
                </th>
              ))}
              <th role="columnheader" scope="col" className={headerCell}>
                <span className="sr-only">Changes</span>
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup" className="divide-y divide-border @max-4xl:grid @max-4xl:gap-3 @max-4xl:divide-y-0">
            {events.map((event) => {
              const expanded = open.has(event._id);
              const changesId = `audit-changes-${event._id}`;
              const when = formatDateTime(event.at);
              return (
                <Fragment key={event._id}>
                  <tr role="row" className={card}>
                    <th role="rowheader" scope="row" className={cn(cell, 'text-left font-normal whitespace-nowrap')}>
                      <CardLabel>When</CardLabel>
                      <span>{when}</span>
                    </th>
                    <td role="cell" className={cell}>
                      <CardLabel>Who</CardLabel>
                      <span className="wrap-anywhere">{event.actor.email}</span>
                    </td>
                    <td role="cell" className={cell}>
                      <CardLabel>Action</CardLabel>
                      <span className="font-mono text-xs">{event.action}</span>
                    </td>
                    <td role="cell" className={cell}>
                      <CardLabel>Record</CardLabel>
                      <RecordText event={event} />
                    </td>
                    <td role="cell" className={cell}>
                      <CardLabel>IP</CardLabel>
                      <span className="font-mono text-xs wrap-anywhere">{event.ip ?? 'Unknown'}</span>
                    </td>
                    <td role="cell" className={cn(cell, '@max-4xl:pt-1 @4xl:text-right')}>
                      <Button
                        variant="outline"
                        size="sm"
                        className="@max-4xl:w-full"
                        aria-expanded={expanded}
                        aria-controls={changesId}
                        aria-label={`${expanded ? 'Hide' : 'Show'} the changes of ${event.action} at ${when}`}
                        onClick={() => toggle(event._id)}
                      >
                        <ChevronDownIcon aria-hidden className={cn('transition-transform', expanded && 'rotate-180')} />
                        {expanded ? 'Hide changes' : 'Show changes'}
                      </Button>
                    </td>
                  </tr>
                  <tr role="row" id={changesId} hidden={!expanded} className="@max-4xl:block">
                    <td role="cell" colSpan={6} className="bg-muted/30 px-4 py-3 @max-4xl:block @max-4xl:rounded-lg">
                      {expanded && <AuditChanges before={event.before} after={event.after} />}
                    </td>
                  </tr>
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
