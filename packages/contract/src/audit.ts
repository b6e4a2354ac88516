// Owns the audit trail's answer: who changed what on the staff side, when, from where, and the values before and after.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { okAnswer } from './envelope.ts';

export const AUDIT_ENTITIES = [
  'order',
  'product',
  'settings',
  'staff',
  'export',
  'coupon',
  'import',
  'customer',
  'banner',
  'page',
  'collection',
  'redirect',
  'storefront',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  order: 'Orders',
  product: 'Products',
  settings: 'Settings',
  staff: 'Staff',
  export: 'Exports',
  coupon: 'Coupons',
  import: 'Imports',
  customer: 'Customers',
  banner: 'Banners',
  page: 'Pages',
  collection: 'Collections',
  redirect: 'Redirects',
  storefront: 'Home page and menu',
};

export const auditEvent = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.object({ _id: z.string().nullable(), email: z.string() }),
  /** What was done, as `entity.verb`: `product.update`, `order.refund`, `staff.invite`, `export.customers`. */
  action: z.string(),
  entity: z.enum(AUDIT_ENTITIES),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEvent>;

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is YYYY-MM-DD');

export const auditQuery = z.object({
  entity: z.enum(AUDIT_ENTITIES, { error: 'No such kind of record' }).optional(),
  entity_id: z.string().trim().max(100).optional(),
  /** A staff member's id or email. */
  actor: z.string().trim().max(200).optional(),
  from: day.optional(),
  to: day.optional(),
  /** Newest first; the next page starts before the last row's `at`. */
  before: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const auditEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/audit',
    tag: 'admin audit',
    permission: 'audit.read',
    query: auditQuery,
    answer: okAnswer(z.array(auditEvent)),
    errors: [400, 401, 403],
  }),
};
