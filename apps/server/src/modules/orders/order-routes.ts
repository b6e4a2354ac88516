// Owns /api/shop/order: placing an order from the cart, and the signed-in shopper's own orders.
import type { FastifyPluginAsync } from 'fastify';
import { sendInvoice } from '../invoices/invoice-service.ts';
import { paiseToRupees } from '@shop/contract/money';
import { orderEndpoints } from '@shop/contract/orders';
import { requireUser, signedInUser } from '../../platform/auth-guard.ts';
import { route } from '../../platform/endpoint-routes.ts';
import { limit } from '../../platform/rate-limits.ts';
import { getOrder, listOrdersOf } from './order-queries.ts';
import { orderConfirmationMail } from './order-mail.ts';
import { failPayment } from './order-payments.ts';
import { createOrder, ORDER_MESSAGES } from './order-service.ts';

type Options = {
  /** The redirect provider's approval page for a new order (the app layer wires it to payments). */
  approvalUrlFor?: (orderId: string, totalPaise: number) => Promise<string>;
};

export const orderRoutes: FastifyPluginAsync<Options> = async (app, { approvalUrlFor }) => {
  app.addHook('onRequest', requireUser);

  route(
    app,
    orderEndpoints.create,
    {
      // Far above a shopper's few tries (each replaces their last), and above the load test's bots (one checkout every
      // 3 s for 100 s); it stops a script cycling holds on the stock.
      onRequest: [limit(app, 'order-create', 300, 15), limit(app, 'order-create-user', 60, 15, (r) => r.user!.id)],
    },
    async (request) => {
      const user = signedInUser(request, request.body.user_id);
      const { orderId, totalPaise } = await createOrder(app.db, user.id, {
        addressId: request.body.addressInfo.address_id,
        paymentMethod: request.body.paymentMethod,
      });
      if (request.body.paymentMethod === 'COD') {
        // Confirmed at once: the shopper hears so now, and pays at the door.
        const mail = await orderConfirmationMail(app.db, orderId);
        if (mail) {
          await app.mailer
            .send(mail)
            .catch((error: unknown) => request.log.error({ err: error, orderId }, 'confirmation mail not sent'));
        }
      }
      let approvalURL: string | undefined;
      if (request.body.paymentMethod === 'PayPal' && approvalUrlFor) {
        try {
          approvalURL = await approvalUrlFor(orderId, totalPaise);
        } catch (error) {
          await failPayment(app.db, orderId, 'paypal:start');
          throw error;
        }
      }
      return {
        success: true as const,
        message: ORDER_MESSAGES.created,
        order_id: orderId,
        total_amount: paiseToRupees(totalPaise),
        approvalURL,
      };
    },
  );

  route(app, orderEndpoints.cancel, {}, async (request) => {
    const user = signedInUser(request);
    await getOrder(app.db, request.params.id, user.id); // 404 unless it is theirs
    const released = await failPayment(app.db, request.params.id, user.id);
    return { success: true, message: released ? ORDER_MESSAGES.cancelled : ORDER_MESSAGES.notPending };
  });

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
