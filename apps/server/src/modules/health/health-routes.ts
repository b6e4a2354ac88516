// Owns GET /api/health: 200 when the database answers.
import type { FastifyPluginAsync } from 'fastify';
import { healthEndpoints } from '@shop/contract/health';
import { route } from '../../platform/endpoint-routes.ts';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  // Readiness: the database answers and image storage can be written, so a proxy may send traffic here.
  route(app, healthEndpoints.ready, {}, async (_request, reply) => {
    try {
      await app.database.ping();
      await app.images.check();
      return { status: 'ok' as const };
    } catch (error) {
      app.log.error({ err: error }, 'readiness check failed');
      return reply
        .status(503)
        .send({ success: false as const, message: 'Not ready: the database or image storage is not answering' });
    }
  });

  route(app, healthEndpoints.health, {}, async (_request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok' as const };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database did not answer');
      return reply.status(503).send({ success: false as const, message: 'The database is not answering' });
    }
  });
};
