// Owns /api/admin/reviews/import: a review app's CSV read here, the reviews written by the catalogue, which owns them.
import type { FastifyPluginAsync } from 'fastify';
import { reviewImportEndpoints } from '@shop/contract/customer-import';
import { route } from '../../platform/endpoint-routes.ts';
import { Invalid } from '../../platform/errors.ts';
import { importReviews } from '../catalog/index.ts';
import { readReviewCsv } from './review-csv.ts';
import { readCsvUpload } from './routes.ts';

export const reviewImportRoutes: FastifyPluginAsync = async (app) => {
  route(app, reviewImportEndpoints.import, {}, async (request) => {
    const csv = await readCsvUpload(request, 'reviews.csv');
    const file = readReviewCsv(csv.bytes);
    if (file.reviews.length === 0 && file.refused.length === 0)
      throw new Invalid('The file has no review rows under its header');
    const outcome = await importReviews(app.db, file.reviews, { dryRun: request.query.dry_run });
    const refused = [...file.refused, ...outcome.refused].sort((a, b) => a.row - b.row);
    return { success: true as const, data: { created: outcome.created, unchanged: outcome.unchanged, refused } };
  });
};
