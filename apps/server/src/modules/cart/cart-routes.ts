// Owns /api/shop/cart: the signed-in shopper's own cart only (another user's id is a 403).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addToCartBody, cartAnswer, cartItemParams, updateCartBody, userIdParams } from '@shop/contract/cart';
import { errorAnswer } from '@shop/contract/envelope';
import { requireUser, signedInUser } from '../../platform/auth-guard.ts';
import { addToCart, CART_MESSAGES, getCart, removeFromCart, setCartQuantity } from './cart-service.ts';

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['cart'];
  app.addHook('onRequest', requireUser);

  app.post(
    '/add',
    { schema: { tags, body: addToCartBody, response: { 200: cartAnswer, ...errors } } },
    async (request) => {
      const user = signedInUser(request, request.body.user_id);
      await addToCart(app.db, user.id, request.body.product_id, request.body.quantity);
      return { success: true as const, message: CART_MESSAGES.added, data: await getCart(app.db, user.id) };
    },
  );

  app.get(
    '/get/:userId',
    { schema: { tags, params: userIdParams, response: { 200: cartAnswer, ...errors } } },
    async (request) => {
      const user = signedInUser(request, request.params.userId);
      return { success: true as const, data: await getCart(app.db, user.id) };
    },
  );

  app.put(
    '/update-cart',
    { schema: { tags, body: updateCartBody, response: { 200: cartAnswer, ...errors } } },
    async (request) => {
      const user = signedInUser(request, request.body.user_id);
      await setCartQuantity(app.db, user.id, request.body.product_id, request.body.quantity);
      return { success: true as const, message: CART_MESSAGES.updated, data: await getCart(app.db, user.id) };
    },
  );

  app.delete(
    '/:userId/:productId',
    { schema: { tags, params: cartItemParams, response: { 200: cartAnswer, ...errors } } },
    async (request) => {
      const user = signedInUser(request, request.params.userId);
      await removeFromCart(app.db, user.id, request.params.productId);
      return { success: true as const, message: CART_MESSAGES.deleted, data: await getCart(app.db, user.id) };
    },
  );
};
