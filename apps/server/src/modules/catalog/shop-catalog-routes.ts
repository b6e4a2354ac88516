// Owns the shoppers' catalogue endpoints: /api/shop/products, /api/shop/search and /api/shop/review.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  listingQuery,
  productAnswer,
  productIdParams,
  productPage,
  reviewAnswer,
  reviewInput,
  reviewList,
  searchParams,
  searchQuery,
} from '@shop/contract/catalog';
import { errorAnswer } from '@shop/contract/envelope';
import { MESSAGES } from '@shop/contract/messages';
import { requireUser, signedInUser } from '../../platform/auth-guard.ts';
import { addReview, getProduct, listReviews } from './catalog-service.ts';
import { listProducts, searchProducts } from './product-queries.ts';

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 409: errorAnswer };

export const shopCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['catalogue'];

  app.get(
    '/products/get',
    {
      config: { readCache: true },
      schema: { tags, querystring: listingQuery, response: { 200: productPage, ...errors } },
    },
    async (request) => ({ success: true as const, ...(await listProducts(app.db, request.query)) }),
  );

  app.get(
    '/products/get/:id',
    {
      config: { readCache: true },
      schema: { tags, params: idParams, response: { 200: productAnswer, ...errors } },
    },
    async (request) => ({ success: true as const, data: await getProduct(app.db, request.params.id) }),
  );

  app.get(
    '/search/:keyword',
    {
      config: { readCache: true },
      schema: { tags, params: searchParams, querystring: searchQuery, response: { 200: productPage, ...errors } },
    },
    async (request) => ({
      success: true as const,
      ...(await searchProducts(app.db, request.params.keyword, request.query)),
    }),
  );

  app.get(
    '/review/:productId',
    {
      config: { readCache: true },
      schema: { tags, params: productIdParams, response: { 200: reviewList, ...errors } },
    },
    async (request) => ({ success: true as const, data: await listReviews(app.db, request.params.productId) }),
  );

  app.post(
    '/review/add',
    { schema: { tags, body: reviewInput, response: { 201: reviewAnswer, ...errors } }, onRequest: requireUser },
    async (request, reply) => {
      const user = signedInUser(request, request.body.user_id);
      const { review, averageReview } = await addReview(app.db, user, {
        productId: request.body.product_id,
        comment: request.body.comment,
        rating: request.body.rating,
      });
      return reply
        .status(201)
        .send({ success: true as const, message: MESSAGES.reviewAdded, data: review, average_review: averageReview });
    },
  );
};
