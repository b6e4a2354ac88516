// Owns /api/shop/delivery: the delivery check by pincode, open to visitors (the product page asks it).
import type { FastifyPluginAsync } from 'fastify';
import { deliveryEndpoints } from '@shop/contract/delivery';
import { route } from '../../platform/endpoint-routes.ts';
import { checkDelivery } from './delivery-service.ts';

/** The days in transit the courier aggregator promises to a pincode (cached, quick), or null to use the zones. */
export type CourierDays = (pincode: string) => Promise<number | null>;

export const deliveryRoutes: FastifyPluginAsync<{ courierDays?: CourierDays }> = async (app, { courierDays }) => {
  route(app, deliveryEndpoints.check, {}, async (request) => {
    const { pincode } = request.params;
    const days = courierDays ? await courierDays(pincode) : null;
    return { success: true as const, data: await checkDelivery(app.db, pincode, new Date(), days) };
  });
};
