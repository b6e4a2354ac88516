// Owns the product addresses from before handles (issue 44): /shop/product/<id> answers 301 to /shop/product/<handle>,
// so links already shared, bookmarked or indexed still lead to the product.
import type { FastifyInstance } from 'fastify';
import { handleOfProduct } from './product-queries.ts';

const OLD_ADDRESS = /^\/shop\/product\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?(\?.*)?$/i;

/**
 * A hook before every route (the page's among them), as the pages are one catch-all route of the web app: an old
 * address of a product that still exists moves for good to its handle's, query kept; any other goes on as before.
 */
export function registerOldProductAddresses(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const old = OLD_ADDRESS.exec(request.url);
    if (!old) return;
    const handle = await handleOfProduct(app.db, old[1]!.toLowerCase());
    if (!handle) return;
    return reply.redirect(`/shop/product/${encodeURIComponent(handle)}${old[2] ?? ''}`, 301);
  });
}
