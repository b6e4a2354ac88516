// Owns /api/admin/dashboard: the owner's morning numbers.
import type { FastifyPluginAsync } from 'fastify';

export const dashboardRoutes: FastifyPluginAsync = async () => {};
