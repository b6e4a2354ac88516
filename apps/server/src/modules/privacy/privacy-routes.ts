// Owns /api/shop/account (the signed-in shopper's own data) and /api/admin/customers (staff acting on a customer's
// request, behind the admin guard): downloading it and deleting the account.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  accountEndpoints,
  accountExportFileName,
  customerDataEndpoints,
  PRIVACY_MESSAGES,
} from '@shop/contract/privacy';
import { requireUser, signedInUser } from '../../platform/auth-guard.ts';
import { route } from '../../platform/endpoint-routes.ts';
import { limit } from '../../platform/rate-limits.ts';
import { SESSION_COOKIE } from '../../platform/sessions.ts';
import { actorOf } from '../audit/index.ts';
import { eraseAccount, erasedEmail } from './account-erasure.ts';
import { exportAccount, findAccount } from './account-export.ts';
import { proveDeletion } from './deletion-proof.ts';

/** A download: an attachment the browser saves, kept by no cache on the way. */
const asDownload = (reply: FastifyReply, userId: string) =>
  reply
    .header('content-disposition', `attachment; filename="${accountExportFileName(userId)}"`)
    .header('cache-control', 'private, no-store');

export const shopAccountRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireUser);

  route(app, accountEndpoints.export, {}, async (request, reply) => {
    const user = signedInUser(request);
    const data = await exportAccount(app.db, user.id);
    asDownload(reply, user.id);
    return data;
  });

  route(
    app,
    accountEndpoints.remove,
    { onRequest: limit(app, 'delete-account', 10, 15, (request) => request.user?.id ?? request.ip) },
    async (request, reply) => {
      const user = await findAccount(app.db, signedInUser(request).id);
      await proveDeletion(app.db, user, { sessionId: request.sessionId, password: request.body.password });
      // The shopper is the actor, by id: their email, erased, must not live on in the append-only trail.
      const actor = { id: user.id, email: erasedEmail(user.id), ip: request.ip ?? null };
      await eraseAccount(app.db, user.id, { actor, action: 'customer.erase' });
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true, message: PRIVACY_MESSAGES.deleted };
    },
  );
};

export const adminCustomerDataRoutes: FastifyPluginAsync = async (app) => {
  // The staff scope's audit hooks record the download (customer.export: who, whose, when, from where).
  route(app, customerDataEndpoints.export, {}, async (request, reply) => {
    const data = await exportAccount(app.db, request.params.id);
    asDownload(reply, request.params.id);
    return data;
  });

  // Recorded by the erasure itself, in its transaction, with the counts of what went (customer.erase).
  route(app, customerDataEndpoints.erase, {}, async (request) => {
    await eraseAccount(app.db, request.params.id, { actor: actorOf(request), action: 'customer.erase' });
    return { success: true, message: PRIVACY_MESSAGES.erased };
  });
};
