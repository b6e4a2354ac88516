// Owns /api/shop/pages/:handle (a page as shoppers read it) and /api/admin/pages (staff list, write, preview and
// remove them; the admin guard sits on the /api/admin scope).
import type { FastifyPluginAsync } from 'fastify';
import { adminPageEndpoints, shopPageEndpoints } from '@shop/contract/content-pages';
import { route } from '../../platform/endpoint-routes.ts';
import { pageHtml } from './page-html.ts';
import { getPageSource, getShopPage, listPages, PAGE_MESSAGES, removePage, savePage } from './page-service.ts';

export const shopPageRoutes: FastifyPluginAsync = async (app) => {
  // The same for everyone; any save empties the read cache.
  route(app, shopPageEndpoints.get, { config: { readCache: true } }, async (request) => ({
    success: true as const,
    data: await getShopPage(app.db, request.params.handle),
  }));
};

export const adminPageRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminPageEndpoints.list, {}, async () => ({ success: true as const, data: await listPages(app.db) }));

  route(app, adminPageEndpoints.preview, {}, async (request) => ({
    success: true as const,
    data: { html: pageHtml(request.body.markdown) },
  }));

  route(app, adminPageEndpoints.get, {}, async (request) => ({
    success: true as const,
    data: await getPageSource(app.db, request.params.handle),
  }));

  route(app, adminPageEndpoints.save, {}, async (request) => ({
    success: true as const,
    message: PAGE_MESSAGES.saved,
    data: await savePage(app.db, request.params.handle, request.body),
  }));

  route(app, adminPageEndpoints.remove, {}, async (request) => {
    const done = await removePage(app.db, request.params.handle);
    return { success: true, message: done === 'reset' ? PAGE_MESSAGES.reset : PAGE_MESSAGES.deleted };
  });
};
