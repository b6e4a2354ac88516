// Owns the homepage banners (feature images): anyone may list them, only staff add or delete them.
import { eq, asc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { bannerEndpoints } from '@shop/contract/catalog';
import { requirePermission } from '../../platform/auth-guard.ts';
import { auditHooks } from '../audit/index.ts';
import { featureImages } from '../../platform/db/schema.ts';
import { route } from '../../platform/endpoint-routes.ts';
import { NotFound } from '../../platform/errors.ts';

export const featureRoutes: FastifyPluginAsync = async (app) => {
  route(app, bannerEndpoints.list, { config: { readCache: true } }, async () => {
    const rows = await app.db.select().from(featureImages).orderBy(asc(featureImages.createdAt), asc(featureImages.id));
    return { success: true as const, data: rows.map((row) => ({ _id: row.id, image: row.image })) };
  });

  route(app, bannerEndpoints.add, { onRequest: requirePermission, ...auditHooks }, async (request) => {
    const [row] = await app.db.insert(featureImages).values({ image: request.body.image }).returning();
    return {
      success: true as const,
      message: 'Banner added successfully',
      data: { _id: row!.id, image: row!.image },
    };
  });

  route(app, bannerEndpoints.remove, { onRequest: requirePermission, ...auditHooks }, async (request) => {
    const deleted = await app.db.delete(featureImages).where(eq(featureImages.id, request.params.id)).returning();
    if (deleted.length === 0) throw new NotFound('Banner not found');
    return { success: true, message: 'Banner deleted successfully' };
  });
};
