// Owns GET /api/admin/audit: the trail read by staff, as a whole log with filters or per record.
import type { FastifyPluginAsync } from 'fastify';
import { auditEndpoints } from '@shop/contract/audit';
import { route } from '../../platform/endpoint-routes.ts';
import { listAudit } from './audit-trail.ts';

export const auditRoutes: FastifyPluginAsync = async (app) => {
  route(app, auditEndpoints.list, {}, async (request) => {
    const { entity, entity_id, actor, from, to, before, limit } = request.query;
    const data = await listAudit(app.db, { entity, entityId: entity_id, actor, from, to, before, limit });
    return { success: true as const, data };
  });
};
