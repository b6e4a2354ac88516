// Owns recording every staff request that changes something, or takes customers' data away, in the audit trail: one
// set of hooks on the staff routes, so no change escapes it. The record's before and after come from audit-snapshots.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { AuditEntity } from '@shop/contract/audit';
import type { Permission } from '@shop/contract/staff';
import { actorOf, recordAudit } from './audit-trail.ts';
import { snapshotOf } from './audit-snapshots.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** What the audit hooks know of this staff request: its kind of record, id and the record before the change. */
    audit?: { entity: AuditEntity; entityId: string | null; before: unknown };
  }
}

const ENTITY_BY_PERMISSION: Partial<Record<Permission, AuditEntity>> = {
  'products.read': 'product',
  'products.write': 'product',
  'orders.read': 'order',
  'orders.update': 'order',
  'shipping.manage': 'order',
  'returns.manage': 'order',
  'cod.confirm': 'order',
  'refunds.create': 'order',
  'settings.read': 'settings',
  'settings.write': 'settings',
  'coupons.manage': 'coupon',
  'staff.manage': 'staff',
  'exports.read': 'export',
  'reports.read': 'export',
  'customers.read': 'customer',
  'customers.erase': 'customer',
  'customers.import': 'import',
};

/** Staff's content (content.write), named by the kind of record its path names. */
const CONTENT_ENTITIES: [RegExp, AuditEntity][] = [
  [/^\/api\/admin\/pages\b/, 'page'],
  [/^\/api\/admin\/collections\b/, 'collection'],
  [/^\/api\/admin\/redirects\b/, 'redirect'],
  [/^\/api\/admin\/storefront\b/, 'storefront'],
];

/** Reads that hand customers' data (or the catalogue) over as a file are recorded like changes. */
const RECORDED_READS = /\/(exports\/[\w-]+|reports\/gstr1|products\/export|customers\/[^/]+\/export)$/;

function entityOf(path: string, permission: Permission): AuditEntity | undefined {
  if (path.startsWith('/api/common/feature/')) return 'banner';
  if (path.startsWith('/api/admin/products/import')) return 'import';
  if (path.endsWith('/products/export')) return 'export';
  if (path === '/api/admin/customers/invite') return 'customer';
  if (permission === 'content.write') return CONTENT_ENTITIES.find(([pattern]) => pattern.test(path))?.[1];
  return ENTITY_BY_PERMISSION[permission];
}

const VERB_BY_METHOD: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };
const RESOURCE_WORDS = new Set([
  'admin',
  'api',
  'common',
  'orders',
  'products',
  'coupons',
  'settings',
  'staff',
  'stock',
  'pages',
  'collections',
  'redirects',
  'storefront',
]);

/** `product.edit`, `order.refund`, `export.customers`, `coupon.create`: the path's last word, or the method's verb. */
function actionOf(entity: AuditEntity, method: string, path: string): string {
  const words = path.split('/').filter((word) => word && !word.startsWith(':'));
  const last = words.at(-1) ?? '';
  const verb = RESOURCE_WORDS.has(last) || last === 'feature' ? (VERB_BY_METHOD[method] ?? 'read') : last;
  return `${entity}.${verb}`;
}

function idOf(params: unknown): string | null {
  const p = (params ?? {}) as Record<string, unknown>;
  const id = p.id ?? p.orderId ?? p.category ?? p.job_id ?? p.handle;
  return typeof id === 'string' ? id : null;
}

/** Asks that change nothing though they are posted: a page's preview. */
const UNRECORDED_POSTS = /\/pages\/preview$/;

function shouldRecord(request: FastifyRequest): boolean {
  const url = request.routeOptions.url ?? '';
  if (request.method === 'GET') return RECORDED_READS.test(url);
  return !UNRECORDED_POSTS.test(url);
}

async function before(request: FastifyRequest): Promise<void> {
  const endpoint = request.routeOptions.config.endpoint;
  if (!endpoint?.permission || !shouldRecord(request)) return;
  const entity = entityOf(endpoint.path, endpoint.permission);
  if (!entity) return;
  const entityId = idOf(request.params);
  request.audit = { entity, entityId, before: undefined };
  try {
    request.audit.before = await snapshotOf(request.server.db, entity, entityId);
  } catch (error) {
    // The change itself goes ahead: its row will say what was asked and what it became.
    request.log.error({ err: error }, 'The record before a staff change could not be read for the audit trail');
  }
}

/**
 * Writes the row before the answer leaves (onSend), so whoever reads the trail next finds it: the record after the
 * change, and a new record's id from the answer.
 */
async function after(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const audit = request.audit;
  if (!audit || reply.statusCode >= 400) return payload;
  request.audit = undefined;
  const endpoint = request.routeOptions.config.endpoint!;
  const entityId = audit.entityId ?? idInAnswer(payload);
  const asked = request.method === 'GET' ? request.query : request.body;
  try {
    const snapshot = await snapshotOf(request.server.db, audit.entity, entityId);
    await recordAudit(request.server.db, actorOf(request), {
      action: actionOf(audit.entity, request.method, endpoint.path),
      entity: audit.entity,
      entityId,
      before: audit.before ?? null,
      // What the record became; for kinds kept only as what was asked (a bulk ship, an export), what was asked.
      after: snapshot === undefined ? { asked: asked ?? null } : snapshot,
    });
  } catch (error) {
    request.log.error({ err: error }, 'A staff change could not be written to the audit trail');
  }
  return payload;
}

/** A record made by the request names itself in the answer's `data._id`. */
function idInAnswer(payload: unknown): string | null {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return null;
  try {
    const id = (JSON.parse(payload) as { data?: { _id?: unknown } }).data?._id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/** The hooks for a route or scope of staff routes: the record before (preHandler), and the row with it after. */
export const auditHooks = {
  preHandler: before,
  onSend: after,
} satisfies Pick<RouteShorthandOptions, 'preHandler' | 'onSend'>;

/** Records every staff change made in `scope`. */
export function registerAuditTrail(scope: FastifyInstance): void {
  scope.addHook('preHandler', auditHooks.preHandler);
  scope.addHook('onSend', auditHooks.onSend);
}
