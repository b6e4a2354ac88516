// Owns /api/shop/order: placing an order from the cart, and the signed-in shopper's own orders.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdParams } from '@shop/contract/cart';
import { idParams } from '@shop/contract/catalog';
import { errorAnswer } from '@shop/contract/envelope';
import { paiseToRupees } from '@shop/contract/money';
import { createOrderAnswer, createOrderBody, orderAnswer, orderList } from '@shop/contract/orders';
import { requireUser, signedInUser } from '../../platform/auth-guard.ts';
import { getOrder, listOrdersOf } from './order-queries.ts';
import { createOrder, ORDER_MESSAGES } from './order-service.ts';

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 409: errorAnswer };

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];
  app.addHook('onRequest', requireUser);

  app.post(
    '/create',
    { schema: { tags, body: createOrderBody, response: { 201: createOrderAnswer, ...errors } } },
    async (request, reply) => {
      const user = signedInUser(request, request.body.user_id);
      const { orderId, totalPaise } = await createOrder(app.db, user.id, {
        addressId: request.body.addressInfo.address_id,
        paymentMethod: request.body.paymentMethod,
      });
      return reply.status(201).send({
        success: true as const,
        message: ORDER_MESSAGES.created,
        order_id: orderId,
        total_amount: paiseToRupees(totalPaise),
      });
    },
  );

  app.get(
    '/list/:userId',
    { schema: { tags, params: userIdParams, response: { 200: orderList, ...errors } } },
    async (request) => {
      const user = signedInUser(request, request.params.userId);
      return { success: true as const, data: await listOrdersOf(app.db, user.id) };
    },
  );

  app.get(
    '/details/:id',
    { schema: { tags, params: idParams, response: { 200: orderAnswer, ...errors } } },
    async (request) => {
      const user = signedInUser(request);
      return { success: true as const, data: await getOrder(app.db, request.params.id, user.id) };
    },
  );
};
