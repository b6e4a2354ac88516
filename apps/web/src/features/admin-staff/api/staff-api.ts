// Owns the owner's staff calls on the client (members, invitations, roles and status, sessions, the staff rules) and
// the Staff screen's query keys.
import type { staffEndpoints } from '@shop/contract/staff';
import { endpointClient } from '#web/lib/api-client.ts';

export const staffApi = endpointClient<typeof staffEndpoints>({
  list: 'GET /api/admin/staff',
  invite: 'POST /api/admin/staff/invite',
  update: 'PUT /api/admin/staff/:id',
  remove: 'DELETE /api/admin/staff/:id',
  sessions: 'GET /api/admin/staff/:id/sessions',
  endSession: 'DELETE /api/admin/staff/:id/sessions/:sessionId',
  endSessions: 'DELETE /api/admin/staff/:id/sessions',
  policy: 'GET /api/admin/staff/policy',
  savePolicy: 'PUT /api/admin/staff/policy',
});

export const staffKeys = {
  all: ['admin', 'staff'] as const,
  members: ['admin', 'staff', 'members'] as const,
  sessions: (id: string) => ['admin', 'staff', 'sessions', id] as const,
  policy: ['admin', 'staff', 'policy'] as const,
};
