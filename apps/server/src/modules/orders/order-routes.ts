// Owns /api/shop/order: the signed-in shopper's own orders, cancelling one, returning or exchanging its items. (Placing
// one is the payments module's single entry, since placing starts paying.)
import type { FastifyPluginAsync } from 'fastify';
import { sendInvoice } from '../invoices/index.ts';
import { orderEndpoints } from '@shop/contract/orders';
import { requireUser, signedInUser } from '../../platform/auth-guard.ts';
import { route } from '../../platform/endpoint-routes.ts';
import { limit } from '../../platform/rate-limits.ts';
import { returnEndpoints } from '@shop/contract/refunds';
import { sendCreditNote } from '../invoices/index.ts';
import { cancelByShopper } from './cancellation.ts';
import { cancellationNotice, returnNotice } from './money-back-mail.ts';
import { getOrder, listOrdersOf } from './order-queries.ts';
import { requestReturn, RETURN_MESSAGES, returnsOfOrder } from './returns.ts';

export const orderRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireUser);

  route(app, orderEndpoints.cancel, {}, async (request) => {
    const user = signedInUser(request);
    const { message, cancelled, refund } = await cancelByShopper(app.db, request.params.id, user.id);
    if (refund) app.events.emit('refundOpened', refund.id);
    if (cancelled) await cancellationNotice(app, request.params.id, refund);
    return { success: true, message };
  });

  route(
    app,
    returnEndpoints.create,
    { onRequest: limit(app, 'return-request', 30, 15, (r) => r.user!.id) },
    async (request) => {
      const user = signedInUser(request);
      const data = await requestReturn(app.db, request.params.id, user.id, request.body);
      await returnNotice(app, data);
      return { success: true as const, message: RETURN_MESSAGES.requested, data };
    },
  );

  route(app, returnEndpoints.list, {}, async (request) => ({
    success: true as const,
    data: await returnsOfOrder(app.db, request.params.id, signedInUser(request).id),
  }));

  route(app, returnEndpoints.creditNote, {}, async (request, reply) =>
    sendCreditNote(app.db, reply, request.params.id, signedInUser(request).id),
  );

  route(app, orderEndpoints.list, {}, async (request) => {
    const user = signedInUser(request, request.params.userId);
    return { success: true as const, data: await listOrdersOf(app.db, user.id) };
  });

  route(app, orderEndpoints.invoice, {}, async (request, reply) =>
    sendInvoice(app.db, reply, request.params.id, signedInUser(request).id),
  );

  route(app, orderEndpoints.details, {}, async (request) => {
    const user = signedInUser(request);
    return { success: true as const, data: await getOrder(app.db, request.params.id, user.id) };
  });
};
