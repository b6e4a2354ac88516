// Owns /api/shop/delivery: the delivery check by pincode, open to visitors (the product page asks it).
import type { FastifyPluginAsync } from 'fastify';
import { deliveryEndpoints } from '@shop/contract/delivery';
import { route } from '../../platform/endpoint-routes.ts';
import { checkDelivery } from './delivery-service.ts';

export const deliveryRoutes: FastifyPluginAsync = async (app) => {
  route(app, deliveryEndpoints.check, {}, async (request) => ({
    success: true as const,
    data: await checkDelivery(app.db, request.params.pincode),
  }));
};
