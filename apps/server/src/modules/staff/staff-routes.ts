// Owns /api/admin/staff (the owner's: members, invitations, sessions, the staff policy) and /api/auth/invite (the
// invitee's). The staff area's guard has checked `staff.manage` before any of these runs.
import type { FastifyPluginAsync } from 'fastify';
import { inviteEndpoints, staffEndpoints } from '@shop/contract/staff';
import { route } from '../../platform/endpoint-routes.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { limit } from '../../platform/rate-limits.ts';
import { recordAudit } from '../audit/index.ts';
import { saveStaffPolicy, staffPolicy } from './staff-policy.ts';
import {
  acceptInvite,
  endSession,
  endSessions,
  getMember,
  inviteStaff,
  listSessions,
  listStaff,
  readInvite,
  removeStaff,
  STAFF_TEXT,
  updateStaff,
} from './staff-service.ts';

export const staffRoutes: FastifyPluginAsync<{ mailer: Mailer }> = async (app, { mailer }) => {
  const inviteDeps = { db: app.db, mailer, acceptPage: `${app.config.publicUrl}/auth/accept-invite` };

  route(app, staffEndpoints.list, {}, async () => ({ success: true as const, data: await listStaff(app.db) }));

  route(app, staffEndpoints.invite, {}, async (request) => {
    const data = await inviteStaff(inviteDeps, request.user!, request.body);
    return { success: true as const, message: STAFF_TEXT.invited(data.email), data };
  });

  route(app, staffEndpoints.policy, {}, async () => ({ success: true as const, data: await staffPolicy(app.db) }));

  route(app, staffEndpoints.savePolicy, {}, async (request) => {
    const before = await staffPolicy(app.db);
    const data = await saveStaffPolicy(app.db, request.body);
    request.audit = { entity: 'staff', entityId: null, before };
    return { success: true as const, message: 'Staff rules saved', data };
  });

  route(app, staffEndpoints.update, {}, async (request) => {
    const data = await updateStaff(app.db, request.user!.id, request.params.id, request.body);
    return { success: true as const, message: `${data.name} is updated`, data };
  });

  route(app, staffEndpoints.remove, {}, async (request) => {
    await getMember(app.db, request.params.id);
    await removeStaff(app.db, request.user!.id, request.params.id);
    return { success: true, message: STAFF_TEXT.removed };
  });

  route(app, staffEndpoints.sessions, {}, async (request) => ({
    success: true as const,
    data: await listSessions(app.db, request.params.id, request.sessionId),
  }));

  route(app, staffEndpoints.endSession, {}, async (request) => {
    await endSession(app.db, request.params.id, request.params.sessionId);
    return { success: true, message: STAFF_TEXT.sessionEnded };
  });

  route(app, staffEndpoints.endSessions, {}, async (request) => {
    await endSessions(app.db, request.params.id);
    return { success: true, message: STAFF_TEXT.sessionsEnded };
  });
};

/** The invitee's side: read the invitation, then accept it with a name and password. */
export const inviteRoutes: FastifyPluginAsync = async (app) => {
  const perNetwork = { onRequest: limit(app, 'staff-invite', 30, 15) };

  route(app, inviteEndpoints.read, perNetwork, async (request) => ({
    success: true as const,
    data: await readInvite(app.db, request.query.token),
  }));

  route(app, inviteEndpoints.accept, perNetwork, async (request) => {
    const member = await acceptInvite(app.db, request.body);
    await recordAudit(
      app.db,
      { id: member.id, email: member.email, ip: request.ip },
      {
        action: 'staff.accept',
        entity: 'staff',
        entityId: member.id,
        after: { email: member.email, role: member.role, status: 'active' },
      },
    );
    return { success: true, message: STAFF_TEXT.accepted };
  });
};
