// Owns who is asking: loads the session's user for /api requests, and the guards routes use (signed in, admin, self).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { missingPermissionMessage, permissionsOf, type Permission } from '@shop/contract/staff';
import { Forbidden, Unauthorized } from './errors.ts';
import { findSession, SESSION_COOKIE, SESSION_DAYS, type SessionUserRow } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUserRow | null;
    sessionId: string | null;
  }
}

export function sessionCookieOptions(publicUrl: string, expires?: Date) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: publicUrl.startsWith('https:'),
    ...(expires ? { expires } : { maxAge: SESSION_DAYS * 24 * 60 * 60 }),
  };
}

/** Registers, in the /api scope, the hook that reads the session cookie. */
export function loadSessionUser(api: FastifyInstance): void {
  api.decorateRequest('user', null);
  api.decorateRequest('sessionId', null);
  api.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const found = await findSession(api.db, token);
    if (!found) {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return;
    }
    request.user = found.user;
    request.sessionId = found.sessionId;
    if (found.renewedUntil)
      reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(api.config.publicUrl, found.renewedUntil));
  });
}

export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw new Unauthorized();
}

export const STAFF_MESSAGES = {
  suspended: 'Your staff account is suspended. Ask the shop’s owner.',
  mustEnrol: 'Your shop requires two-factor sign-in for all staff. Turn it on under My account before you carry on.',
} as const;

/**
 * The staff area's one check (decision 035): a signed-in, active staff member whose role holds the permission the
 * route's endpoint description names. A route without one is refused at start (`requirePermissions`).
 */
export async function requirePermission(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = request.user;
  if (!user) throw new Unauthorized();
  if (user.role !== 'admin' || !user.staffRole) throw new Forbidden();
  if (user.staffStatus !== 'active') throw new Forbidden(STAFF_MESSAGES.suspended);
  if (user.mustEnrolTwoFactor) throw new Forbidden(STAFF_MESSAGES.mustEnrol);
  const permission = request.routeOptions.config.endpoint?.permission;
  if (!permission) throw new Forbidden();
  if (!permissionsOf(user.staffRole).includes(permission))
    throw new Forbidden(missingPermissionMessage(user.staffRole, permission));
}

/** Whether the signed-in staff member's role holds a permission beyond the route's own (a refund past the limit). */
export function hasPermission(request: FastifyRequest, permission: Permission): boolean {
  const role = request.user?.staffRole;
  return Boolean(role && request.user?.staffStatus === 'active' && permissionsOf(role).includes(permission));
}

/** Refuses, at start, a route in `app`'s scope whose endpoint names no permission: no staff call escapes the check. */
export function requirePermissions(app: FastifyInstance): void {
  app.addHook('onRoute', (options) => {
    if (options.method === 'HEAD') return;
    if (!options.config?.endpoint?.permission)
      throw new Error(
        `${String(options.method)} ${options.url} is a staff route without a permission in its description`,
      );
  });
}

/** The signed-in user; a userId in the request that is not theirs is a 403. */
export function signedInUser(request: FastifyRequest, claimedUserId?: string): SessionUserRow {
  if (!request.user) throw new Unauthorized();
  if (claimedUserId !== undefined && claimedUserId !== request.user.id) throw new Forbidden();
  return request.user;
}
