// Owns /api/admin/orders: staff see every order and move its status (the admin guard sits on the /api/admin scope).
import type { FastifyPluginAsync } from 'fastify';
import { adminOrderEndpoints } from '@shop/contract/orders';
import { route } from '../../platform/endpoint-routes.ts';
import { sendInvoice } from '../invoices/invoice-service.ts';
import { getOrder, listAllOrders } from './order-queries.ts';
import { updateOrder } from './order-service.ts';

export const adminOrderRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminOrderEndpoints.list, {}, async (request) => ({
    success: true as const,
    ...(await listAllOrders(app.db, request.query)),
  }));

  route(app, adminOrderEndpoints.details, {}, async (request) => ({
    success: true as const,
    data: await getOrder(app.db, request.params.id),
  }));

  route(app, adminOrderEndpoints.invoice, {}, async (request, reply) => sendInvoice(app.db, reply, request.params.id));

  route(app, adminOrderEndpoints.updateStatus, {}, async (request) => {
    const message = await updateOrder(app.db, request.params.id, request.body, request.user!.id);
    return { success: true, message };
  });
};
