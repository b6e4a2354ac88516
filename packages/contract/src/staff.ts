// Owns the staff area's calls for managing members, their sessions and the shop's staff policy (decision 035); the
// roles and permissions themselves are permissions.ts's.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { messageAnswer, okAnswer } from './envelope.ts';

export * from './permissions.ts';
import { STAFF_ROLES, STAFF_STATUSES } from './permissions.ts';

const staffMember = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(STAFF_STATUSES),
  two_factor: z.boolean(),
  last_seen_at: z.string().nullable(),
  /** Until when an invitation still works (invited members only). */
  invite_expires_at: z.string().nullable().optional(),
});
export type StaffMember = z.infer<typeof staffMember>;

const staffSession = z.object({
  _id: z.string(),
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  current: z.boolean(),
});
export type StaffSession = z.infer<typeof staffSession>;

export const inviteBody = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address')),
  role: z.enum(STAFF_ROLES, { error: 'Choose a role' }),
});
export const updateStaffBody = z
  .object({
    role: z.enum(STAFF_ROLES, { error: 'Choose a role' }).optional(),
    status: z.enum(['active', 'suspended'], { error: 'A member is active or suspended' }).optional(),
  })
  .refine((b) => b.role !== undefined || b.status !== undefined, 'Say what to change: the role or the status');

export const staffPolicy = z.object({
  /** Every staff member must sign in with a second factor (off by default: SPEC's sign-in stays as it is). */
  require_two_factor: z.boolean(),
  /** The largest refund, in rupees, the Support role may give on its own. */
  support_refund_limit: z.coerce
    .number({ error: 'The refund limit must be a number' })
    .int('The refund limit is in whole rupees')
    .min(0, 'The refund limit cannot be negative')
    .max(1_000_000, 'The refund limit is too large'),
});
export type StaffPolicy = z.infer<typeof staffPolicy>;
export const DEFAULT_STAFF_POLICY: StaffPolicy = { require_two_factor: false, support_refund_limit: 2000 };

export const acceptInviteBody = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'That invitation link is not complete. Open the link from the mail again.'),
  name: z.string().trim().min(2, 'Name must be at least 2 characters').max(50, 'Name must be at most 50 characters'),
  password: z.string().min(8, 'Password must be at least 8 characters').max(200, 'Password is too long'),
});
export const inviteTokenQuery = z.object({ token: z.string().trim().max(100) });
const idParams = z.object({ id: z.uuid('That is not a staff member') });
const sessionParams = z.object({ id: z.uuid('That is not a staff member'), sessionId: z.uuid('No such session') });

const errors = [400, 401, 403, 404, 409] as const;

/** /api/admin/staff: the owner's management of the staff (permission `staff.manage`). */
export const staffEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/staff',
    tag: 'admin staff',
    permission: 'staff.manage',
    answer: okAnswer(z.array(staffMember)),
    errors,
  }),
  invite: endpoint({
    method: 'POST',
    path: '/api/admin/staff/invite',
    tag: 'admin staff',
    permission: 'staff.manage',
    body: inviteBody,
    status: 201,
    answer: okAnswer(staffMember),
    errors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/staff/:id',
    tag: 'admin staff',
    permission: 'staff.manage',
    params: idParams,
    body: updateStaffBody,
    answer: okAnswer(staffMember),
    errors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/staff/:id',
    tag: 'admin staff',
    permission: 'staff.manage',
    params: idParams,
    answer: messageAnswer,
    errors,
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/api/admin/staff/:id/sessions',
    tag: 'admin staff',
    permission: 'staff.manage',
    params: idParams,
    answer: okAnswer(z.array(staffSession)),
    errors,
  }),
  endSession: endpoint({
    method: 'DELETE',
    path: '/api/admin/staff/:id/sessions/:sessionId',
    tag: 'admin staff',
    permission: 'staff.manage',
    params: sessionParams,
    answer: messageAnswer,
    errors,
  }),
  endSessions: endpoint({
    method: 'DELETE',
    path: '/api/admin/staff/:id/sessions',
    tag: 'admin staff',
    permission: 'staff.manage',
    params: idParams,
    answer: messageAnswer,
    errors,
  }),
  policy: endpoint({
    method: 'GET',
    path: '/api/admin/staff/policy',
    tag: 'admin staff',
    permission: 'staff.manage',
    answer: okAnswer(staffPolicy),
    errors,
  }),
  savePolicy: endpoint({
    method: 'PUT',
    path: '/api/admin/staff/policy',
    tag: 'admin staff',
    permission: 'staff.manage',
    body: staffPolicy,
    answer: okAnswer(staffPolicy),
    errors,
  }),
};

/** /api/auth/invite: an invited member reads their invitation and accepts it by setting a name and password. */
export const inviteEndpoints = {
  read: endpoint({
    method: 'GET',
    path: '/api/auth/invite',
    tag: 'auth',
    query: inviteTokenQuery,
    answer: okAnswer(z.object({ email: z.string(), role: z.enum(STAFF_ROLES), shop_name: z.string() })),
    errors: [400, 404],
  }),
  accept: endpoint({
    method: 'POST',
    path: '/api/auth/invite',
    tag: 'auth',
    body: acceptInviteBody,
    answer: messageAnswer,
    errors: [400, 404, 429],
  }),
};
