// Owns the shoppers' catalogue endpoints: /api/shop/products, /api/shop/search, /api/shop/review
// and /api/shop/options (the colours and sizes the filters offer).
import type { FastifyPluginAsync } from 'fastify';
import { catalogEndpoints, stockAlertEndpoints } from '@shop/contract/catalog';
import { catalogueOptionEndpoints } from '@shop/contract/options';
import { MESSAGES } from '@shop/contract/messages';
import { requireUser, signedInUser } from '../../platform/auth-guard.ts';
import { route } from '../../platform/endpoint-routes.ts';
import { getCatalogueOptions } from './catalogue-options.ts';
import { getProduct, sizeGuideOf } from './catalog-service.ts';
import { listProducts, searchProducts } from './product-queries.ts';
import { addReview, listReviews } from './reviews.ts';
import { addStockAlert, STOCK_ALERT_MESSAGES } from './stock-alerts.ts';

export const shopCatalogRoutes: FastifyPluginAsync = async (app) => {
  route(app, catalogEndpoints.list, { config: { readCache: true } }, async (request) => ({
    success: true as const,
    ...(await listProducts(app.db, request.query)),
  }));

  route(app, catalogEndpoints.product, { config: { readCache: true } }, async (request) => ({
    success: true as const,
    data: await getProduct(app.db, request.params.id),
  }));

  route(app, catalogEndpoints.search, { config: { readCache: true } }, async (request) => ({
    success: true as const,
    ...(await searchProducts(app.db, request.params.keyword, request.query)),
  }));

  route(app, catalogueOptionEndpoints.get, { config: { readCache: true } }, async () => ({
    success: true as const,
    data: await getCatalogueOptions(app.db),
  }));

  route(app, catalogEndpoints.sizeGuide, { config: { readCache: true } }, async (request) => ({
    success: true as const,
    data: await sizeGuideOf(app.db, request.params.id),
  }));

  route(app, stockAlertEndpoints.add, { onRequest: requireUser }, async (request) => {
    const user = signedInUser(request);
    await addStockAlert(app.db, user.id, { productId: request.body.product_id, variantId: request.body.variant_id });
    return { success: true, message: STOCK_ALERT_MESSAGES.saved };
  });

  route(app, catalogEndpoints.reviews, { config: { readCache: true } }, async (request) => ({
    success: true as const,
    data: await listReviews(app.db, request.params.productId),
  }));

  route(app, catalogEndpoints.addReview, { onRequest: requireUser }, async (request) => {
    const user = signedInUser(request, request.body.user_id);
    const { review, averageReview } = await addReview(app.db, user, {
      productId: request.body.product_id,
      comment: request.body.comment,
      rating: request.body.rating,
    });
    return { success: true as const, message: MESSAGES.reviewAdded, data: review, average_review: averageReview };
  });
};
