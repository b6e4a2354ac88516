// Owns /api/admin/orders: staff see every order and move its status (the admin guard sits on the /api/admin scope).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@shop/contract/catalog';
import { errorAnswer, messageAnswer, pageQuery } from '@shop/contract/envelope';
import { orderAnswer, orderList, updateOrderStatusBody } from '@shop/contract/orders';
import { getOrder, listAllOrders } from './order-queries.ts';
import { ORDER_MESSAGES, setOrderStatus } from './order-service.ts';

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin orders'];

  app.get(
    '/get',
    { schema: { tags, querystring: pageQuery, response: { 200: orderList, ...errors } } },
    async (request) => ({
      success: true as const,
      ...(await listAllOrders(app.db, request.query)),
    }),
  );

  app.get(
    '/details/:id',
    { schema: { tags, params: idParams, response: { 200: orderAnswer, ...errors } } },
    async (request) => ({
      success: true as const,
      data: await getOrder(app.db, request.params.id),
    }),
  );

  app.put(
    '/update/:id',
    { schema: { tags, params: idParams, body: updateOrderStatusBody, response: { 200: messageAnswer, ...errors } } },
    async (request) => {
      await setOrderStatus(app.db, request.params.id, request.body.orderStatus, request.user!.id);
      return { success: true, message: ORDER_MESSAGES.statusUpdated };
    },
  );
};
