// Owns /api/admin/dashboard: the owner's morning numbers (the admin guard sits on the /api/admin scope).
import { dashboardEndpoints } from '@shop/contract/dashboard';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/endpoint-routes.ts';
import { getDashboard } from './dashboard-service.ts';

export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  route(app, dashboardEndpoints.get, {}, async (request) => ({
    success: true as const,
    data: await getDashboard(app.db, request.query.range),
  }));
};
