// Owns GET /api/health: 200 when the database answers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswer, healthAnswer } from '@shop/contract/envelope';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Readiness: the database answers and image storage can be written, so a proxy may send traffic here.
  app.get(
    '/ready',
    { schema: { tags: ['health'], response: { 200: healthAnswer, 503: errorAnswer } } },
    async (_request, reply) => {
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
    },
  );

  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthAnswer, 503: errorAnswer } } },
    async (_request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const };
      } catch (error) {
        app.log.error({ err: error }, 'health check: database did not answer');
        return reply.status(503).send({ success: false as const, message: 'The database is not answering' });
      }
    },
  );
};
