// Owns the audit trail's rows: every staff change is added here (who, when, from where, what, before and after), and
// nothing ever changes or removes one (the table's trigger refuses it).
import { and, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuditEntity, AuditEvent } from '@shop/contract/audit';
import type { Db, Tx } from '../../platform/db/database.ts';
import { auditEvents } from '../../platform/db/schema.ts';
import { UUID } from './audit-snapshots.ts';

/** Who did it and from where: a staff member, a shopper acting on their own data, or the shop itself (`system`). */
export type AuditActor = { id: string | null; email: string; ip: string | null };

export type AuditEntry = {
  /** `entity.verb`: `product.update`, `order.refund`, `staff.invite`, `export.customers`. */
  action: string;
  entity: AuditEntity;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
};

/** Fields whose values never enter the trail, wherever they sit in a before or after. */
const SECRET_FIELDS = /password|secret|token|code_hash|passwordhash|totp|recovery/i;

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, SECRET_FIELDS.test(key) ? '[hidden]' : withoutSecrets(inner)]),
    );
  return value;
}

export function actorOf(request: FastifyRequest): AuditActor {
  return { id: request.user?.id ?? null, email: request.user?.email ?? 'anonymous', ip: request.ip ?? null };
}

export const SYSTEM_ACTOR: AuditActor = { id: null, email: 'system', ip: null };

export async function recordAudit(db: Db | Tx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    actorId: actor.id,
    actorEmail: actor.email,
    ip: actor.ip,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before === undefined ? null : withoutSecrets(entry.before),
    after: entry.after === undefined ? null : withoutSecrets(entry.after),
  });
}

export type AuditFilter = {
  entity?: AuditEntity;
  entityId?: string;
  /** A staff member's id or email. */
  actor?: string;
  /** Whole days, India's time: `from` counts from its midnight, `to` to the end of its day. */
  from?: string;
  to?: string;
  before?: string;
  limit: number;
};

const IST = '+05:30';

export async function listAudit(db: Db, filter: AuditFilter): Promise<AuditEvent[]> {
  const where: (SQL | undefined)[] = [];
  if (filter.entity) where.push(eq(auditEvents.entity, filter.entity));
  if (filter.entityId) where.push(eq(auditEvents.entityId, filter.entityId));
  if (filter.actor) {
    const actor = filter.actor.toLowerCase();
    where.push(
      UUID.test(actor)
        ? or(eq(auditEvents.actorId, actor), eq(auditEvents.actorEmail, actor))
        : eq(auditEvents.actorEmail, actor),
    );
  }
  if (filter.from) where.push(gte(auditEvents.at, new Date(`${filter.from}T00:00:00${IST}`)));
  if (filter.to)
    where.push(lt(auditEvents.at, new Date(new Date(`${filter.to}T00:00:00${IST}`).getTime() + 86_400_000)));
  if (filter.before) where.push(lt(auditEvents.at, new Date(filter.before)));
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(...where))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(filter.limit);
  return rows.map((row) => ({
    _id: row.id,
    at: row.at.toISOString(),
    actor: { _id: row.actorId, email: row.actorEmail },
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    before: row.before,
    after: row.after,
    ip: row.ip,
  }));
}
