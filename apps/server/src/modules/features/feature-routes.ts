// Owns the homepage banners (feature images): anyone may list them, only staff add or delete them.
import { eq, asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featureImageInput, featureImageList, idParams } from '@shop/contract/catalog';
import { errorAnswer, messageAnswer } from '@shop/contract/envelope';
import { z } from 'zod';
import { requireAdmin } from '../../platform/auth-guard.ts';
import { featureImages } from '../../platform/db/schema.ts';
import { NotFound } from '../../platform/errors.ts';

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };
const addedAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ _id: z.string(), image: z.string() }),
});

export const featureRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['banners'];

  app.get('/get', { config: { readCache: true }, schema: { tags, response: { 200: featureImageList } } }, async () => {
    const rows = await app.db.select().from(featureImages).orderBy(asc(featureImages.createdAt), asc(featureImages.id));
    return { success: true as const, data: rows.map((row) => ({ _id: row.id, image: row.image })) };
  });

  app.post(
    '/add',
    { schema: { tags, body: featureImageInput, response: { 201: addedAnswer, ...errors } }, onRequest: requireAdmin },
    async (request, reply) => {
      const [row] = await app.db.insert(featureImages).values({ image: request.body.image }).returning();
      return reply.status(201).send({
        success: true as const,
        message: 'Banner added successfully',
        data: { _id: row!.id, image: row!.image },
      });
    },
  );

  app.delete(
    '/delete/:id',
    { schema: { tags, params: idParams, response: { 200: messageAnswer, ...errors } }, onRequest: requireAdmin },
    async (request) => {
      const deleted = await app.db.delete(featureImages).where(eq(featureImages.id, request.params.id)).returning();
      if (deleted.length === 0) throw new NotFound('Banner not found');
      return { success: true, message: 'Banner deleted successfully' };
    },
  );
};
