// Owns /api/auth/2fa: a staff member turns their second factor on and off, and a sign-in finishes with its code.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { twoFactorEndpoints } from '@shop/contract/auth';
import { requireUser, sessionCookieOptions } from '../../platform/auth-guard.ts';
import { users } from '../../platform/db/schema.ts';
import { route } from '../../platform/endpoint-routes.ts';
import { Forbidden, Invalid, Unauthorized } from '../../platform/errors.ts';
import { limit } from '../../platform/rate-limits.ts';
import { endOtherSessions, SESSION_COOKIE } from '../../platform/sessions.ts';
import { actorOf, recordAudit } from '../audit/index.ts';
import { AUTH_MESSAGES, startSession } from './auth-service.ts';
import { originOf } from './auth-routes.ts';
import { verifyPassword } from './password.ts';
import {
  disableTwoFactor,
  enableTwoFactor,
  newRecoveryCodes,
  redeemTicket,
  setupTwoFactor,
  TWO_FACTOR_MESSAGES,
} from './two-factor.ts';

const FOR_STAFF = 'Two-factor sign-in is for staff accounts.';

function staffMember(request: FastifyRequest) {
  const user = request.user;
  if (!user) throw new Unauthorized();
  if (!user.staffRole || user.role !== 'admin') throw new Forbidden(FOR_STAFF);
  return user;
}

export const twoFactorRoutes: FastifyPluginAsync = async (app) => {
  const perUser = (name: string) => limit(app, name, 10, 15, (request) => request.user?.id ?? request.ip);
  const withPassword = async (userId: string, password: string) => {
    const [row] = await app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
    if (!row || !(await verifyPassword(row.hash, password))) throw new Invalid(AUTH_MESSAGES.wrongOldPassword);
  };
  const record = (request: FastifyRequest, action: string, after: unknown) =>
    recordAudit(app.db, actorOf(request), { action, entity: 'staff', entityId: request.user!.id, after });

  route(app, twoFactorEndpoints.setup, { onRequest: requireUser }, async (request) => {
    const user = staffMember(request);
    const { secret, otpauthUrl, qrSvg } = await setupTwoFactor(app.db, user.id);
    return { success: true as const, otpauth_url: otpauthUrl, secret, qr_svg: qrSvg };
  });

  route(app, twoFactorEndpoints.enable, { onRequest: [requireUser, perUser('2fa-enable')] }, async (request) => {
    const user = staffMember(request);
    const codes = await enableTwoFactor(app.db, user.id, request.body.code);
    // Sessions started without the second factor end: from now on every way in asks for it.
    await endOtherSessions(app.db, user.id, request.sessionId ?? undefined);
    await record(request, 'staff.two_factor_on', { two_factor: true });
    return { success: true as const, message: TWO_FACTOR_MESSAGES.enabled, recovery_codes: codes };
  });

  route(app, twoFactorEndpoints.verify, { onRequest: limit(app, '2fa-verify', 30, 15) }, async (request, reply) => {
    const userId = await redeemTicket(app.db, request.body.ticket, request.body.code);
    const [user] = await app.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new Unauthorized(TWO_FACTOR_MESSAGES.ticketSpent);
    const signedIn = await startSession(app, user, originOf(request), { secondFactorDone: true });
    const { session } = signedIn;
    if (!session) throw new Unauthorized(TWO_FACTOR_MESSAGES.ticketSpent);
    reply.setCookie(SESSION_COOKIE, session.token, sessionCookieOptions(app.config.publicUrl, session.expiresAt));
    return { success: true, message: AUTH_MESSAGES.signedIn, user: signedIn.user };
  });

  route(app, twoFactorEndpoints.disable, { onRequest: [requireUser, perUser('2fa-password')] }, async (request) => {
    const user = staffMember(request);
    if (!user.twoFactor) throw new Invalid(TWO_FACTOR_MESSAGES.notOn);
    if (user.shopRequiresTwoFactor) throw new Forbidden(TWO_FACTOR_MESSAGES.requiredByShop);
    await withPassword(user.id, request.body.password);
    await disableTwoFactor(app.db, user.id);
    await record(request, 'staff.two_factor_off', { two_factor: false });
    return { success: true, message: TWO_FACTOR_MESSAGES.disabled };
  });

  route(
    app,
    twoFactorEndpoints.recoveryCodes,
    { onRequest: [requireUser, perUser('2fa-password')] },
    async (request) => {
      const user = staffMember(request);
      await withPassword(user.id, request.body.password);
      const codes = await newRecoveryCodes(app.db, user.id);
      await record(request, 'staff.recovery_codes', { recovery_codes: 'replaced' });
      return { success: true as const, message: TWO_FACTOR_MESSAGES.newCodes, recovery_codes: codes };
    },
  );
};
