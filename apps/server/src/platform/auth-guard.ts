// Owns who is asking: loads the session's user for /api requests, and the guards routes use (signed in, admin, self).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw new Unauthorized();
  if (request.user.role !== 'admin') throw new Forbidden();
}

/** The signed-in user; a userId in the request that is not theirs is a 403. */
export function signedInUser(request: FastifyRequest, claimedUserId?: string): SessionUserRow {
  if (!request.user) throw new Unauthorized();
  if (claimedUserId !== undefined && claimedUserId !== request.user.id) throw new Forbidden();
  return request.user;
}
