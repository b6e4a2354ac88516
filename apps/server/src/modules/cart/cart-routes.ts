// Owns /api/shop/cart: the signed-in shopper's own cart only (another user's id is a 403).
import type { FastifyPluginAsync } from 'fastify';
import { cartEndpoints } from '@shop/contract/cart';
import { requireUser, signedInUser } from '../../platform/auth-guard.ts';
import { route } from '../../platform/endpoint-routes.ts';
import { addToCart, CART_MESSAGES, getCart, removeFromCart, setCartQuantity } from './cart-service.ts';

const lineOf = (body: { product_id: string; variant_id?: string | undefined }) => ({
  productId: body.product_id,
  variantId: body.variant_id,
});

export const cartRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireUser);

  route(app, cartEndpoints.add, {}, async (request) => {
    const user = signedInUser(request, request.body.user_id);
    await addToCart(app.db, user.id, lineOf(request.body), request.body.quantity);
    return { success: true as const, message: CART_MESSAGES.added, data: await getCart(app.db, user.id) };
  });

  route(app, cartEndpoints.get, {}, async (request) => {
    const user = signedInUser(request, request.params.userId);
    return { success: true as const, data: await getCart(app.db, user.id) };
  });

  route(app, cartEndpoints.update, {}, async (request) => {
    const user = signedInUser(request, request.body.user_id);
    await setCartQuantity(app.db, user.id, lineOf(request.body), request.body.quantity);
    return { success: true as const, message: CART_MESSAGES.updated, data: await getCart(app.db, user.id) };
  });

  route(app, cartEndpoints.remove, {}, async (request) => {
    const user = signedInUser(request, request.params.userId);
    await removeFromCart(app.db, user.id, {
      productId: request.params.productId,
      variantId: request.query.variant_id,
    });
    return { success: true as const, message: CART_MESSAGES.deleted, data: await getCart(app.db, user.id) };
  });
};
