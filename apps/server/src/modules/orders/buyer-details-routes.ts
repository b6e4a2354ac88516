// Owns PATCH /api/admin/orders/:id/buyer: staff add, change or remove an order's business buyer, answered with the
// order as the details dialog shows it (the admin guard sits on the /api/admin scope).
import { adminOrderEndpoints } from '@shop/contract/orders';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/endpoint-routes.ts';
import { editBuyer } from './buyer-details.ts';
import { codRiskOf } from './cod-risk.ts';
import { eventsOf, getOrder } from './order-queries.ts';

export const adminBuyerRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminOrderEndpoints.editBuyer, {}, async (request) => {
    const { message } = await editBuyer(app.db, request.params.id, request.body, request.user!.id);
    const order = await getOrder(app.db, request.params.id);
    const [events, codRisk] = await Promise.all([
      eventsOf(app.db, order._id, order.user_id),
      order.payment_method === 'COD'
        ? codRiskOf(app.db, { pincode: order.address_info.zip_code, userId: order.user_id })
        : null,
    ]);
    return { success: true as const, message, data: { ...order, events, cod_risk: codRisk } };
  });
};
