// Owns the audit trail's call on the client (GET /api/admin/audit), its query keys and query options: the Audit screen
// and every record's History panel read through these.
import type { AuditEntity, AuditEvent, auditEndpoints } from '@shop/contract/audit';
import { queryOptions } from '@tanstack/react-query';
import { dataOf, endpointClient } from '#web/lib/api-client.ts';

export type { AuditEntity, AuditEvent };

export const auditApi = endpointClient<typeof auditEndpoints>({ list: 'GET /api/admin/audit' });

/** What narrows the trail: the kind of record (and one record), who did it, the days, and where a page starts. */
export type AuditFilter = {
  entity?: AuditEntity | undefined;
  entity_id?: string | undefined;
  /** A staff member's id or email. */
  actor?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Rows older than this moment: the "Older" page starts before the last row shown. */
  before?: string | undefined;
};

/** Rows a page shows: a full page means there may be older ones. */
export const AUDIT_PAGE_SIZE = 50;

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (filter: AuditFilter) => [...auditKeys.all, filter] as const,
};

/** Undefined fields are left out of the address rather than sent empty. */
function queryOf(filter: AuditFilter) {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));
}

export async function getAuditEvents(filter: AuditFilter, signal?: AbortSignal): Promise<AuditEvent[]> {
  return dataOf(auditApi.list({ query: { ...queryOf(filter), limit: AUDIT_PAGE_SIZE }, signal }));
}

export const auditEventsQueryOptions = (filter: AuditFilter) =>
  queryOptions({ queryKey: auditKeys.list(filter), queryFn: ({ signal }) => getAuditEvents(filter, signal) });

/**
 * What a record's History panel takes; the route that composes a screen hands the panel in, or nothing when the
 * member's role may not read the trail.
 */
export type RecordHistoryProps = { entity: AuditEntity; entityId: string };
