// Owns /api/shop/order: the signed-in shopper's own orders, cancelling one, returning or exchanging its items. (Placing
// one is payment-routes.ts's, since placing starts paying.)
import type { FastifyPluginAsync } from 'fastify';
import { codEndpoints } from '@shop/contract/cod';
import { orderEndpoints } from '@shop/contract/orders';
import { returnEndpoints } from '@shop/contract/refunds';
import { requireUser, signedInUser } from '../platform/auth-guard.ts';
import { route } from '../platform/endpoint-routes.ts';
import { limit } from '../platform/rate-limits.ts';
import { sendCreditNote, sendInvoice } from '../modules/invoices/index.ts';
import { cancelByShopper, getOrder, listOrdersOf } from '../modules/orders/index.ts';
import { requestReturn, RETURN_MESSAGES, returnsOfOrder } from '../modules/returns/index.ts';
import { checkCod } from './place-order.ts';

export const orderRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireUser);

  route(app, orderEndpoints.cancel, {}, async (request) => {
    const user = signedInUser(request);
    const { message } = await cancelByShopper(app.db, request.params.id, user.id);
    // The refund asked, a booked parcel cancelled at the courier, the mail: the dispatcher's table (order-effects.ts).
    await app.orderEffects.kick(request.params.id);
    return { success: true, message };
  });

  route(
    app,
    returnEndpoints.create,
    { onRequest: limit(app, 'return-request', 30, 15, (r) => r.user!.id) },
    async (request) => {
      const user = signedInUser(request);
      const data = await requestReturn(app.db, request.params.id, user.id, request.body);
      await app.orderEffects.kick(data.order_id);
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

  route(app, codEndpoints.check, {}, async (request) => ({
    success: true as const,
    data: await checkCod(app.db, signedInUser(request).id, request.params.addressId),
  }));

  route(app, orderEndpoints.details, {}, async (request) => {
    const user = signedInUser(request);
    return { success: true as const, data: await getOrder(app.db, request.params.id, user.id) };
  });
};
