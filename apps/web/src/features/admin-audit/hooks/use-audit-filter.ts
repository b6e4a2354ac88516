// Owns the audit trail's filter in the address (?entity=, ?actor=, ?from=, ?to=, and ?before= for an older page), so a
// link opens the trail already narrowed and Back undoes a change.
import { AUDIT_ENTITIES, type AuditEntity } from '@shop/contract/audit';
import { useSearchParams } from 'react-router';
import type { AuditFilter } from '#web/entities/audit/audit-api.ts';

export type AuditFilterField = 'entity' | 'actor' | 'from' | 'to';

const isDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
const isMoment = (value: string | null) => (value && !Number.isNaN(Date.parse(value)) ? value : undefined);

/** A hand-edited or stale address narrows by what it says correctly and ignores the rest. */
export function auditFilterOf(params: URLSearchParams): AuditFilter {
  const entity = params.get('entity');
  return {
    entity: AUDIT_ENTITIES.includes(entity as AuditEntity) ? (entity as AuditEntity) : undefined,
    actor: params.get('actor')?.trim() || undefined,
    from: isDay(params.get('from')),
    to: isDay(params.get('to')),
    before: isMoment(params.get('before')),
  };
}

export function useAuditFilter() {
  const [params, setParams] = useSearchParams();
  const filter = auditFilterOf(params);

  /** Narrowing starts again from the newest rows. */
  const setFilter = (change: Partial<Record<AuditFilterField, string>>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(change)) {
        if (value?.trim()) next.set(name, value.trim());
        else next.delete(name);
      }
      next.delete('before');
      return next;
    });
  /** `before` undefined goes back to the newest rows. */
  const setBefore = (before: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (before) next.set('before', before);
      else next.delete('before');
      return next;
    });
  const clearFilter = () => setParams(new URLSearchParams());

  const narrowed = Boolean(filter.entity || filter.actor || filter.from || filter.to);
  return { filter, narrowed, setFilter, setBefore, clearFilter };
}
