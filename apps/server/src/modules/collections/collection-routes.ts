// Owns /api/shop/collections/:handle and /api/shop/storefront (what shoppers read), and staff's /api/admin/collections
// and /api/admin/storefront.
import type { FastifyPluginAsync } from 'fastify';
import { adminCollectionEndpoints, shopCollectionEndpoints, storefrontEndpoints } from '@shop/contract/collections';
import { route } from '../../platform/endpoint-routes.ts';
import {
  COLLECTION_MESSAGES,
  collectionPage,
  createCollection,
  deleteCollection,
  listCollections,
  updateCollection,
} from './collection-service.ts';
import { getStorefront, saveStorefront, STOREFRONT_MESSAGES } from './storefront.ts';

export const shopCollectionRoutes: FastifyPluginAsync = async (app) => {
  route(app, shopCollectionEndpoints.get, { config: { readCache: true } }, async (request) => ({
    success: true as const,
    data: await collectionPage(app.db, request.params.handle, request.query),
  }));

  route(app, storefrontEndpoints.get, { config: { readCache: true } }, async () => ({
    success: true as const,
    data: await getStorefront(app.db),
  }));
};

export const adminCollectionRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminCollectionEndpoints.list, {}, async () => ({
    success: true as const,
    data: await listCollections(app.db),
  }));

  route(app, adminCollectionEndpoints.create, {}, async (request) => ({
    success: true as const,
    message: COLLECTION_MESSAGES.created,
    data: await createCollection(app.db, request.body),
  }));

  route(app, adminCollectionEndpoints.update, {}, async (request) => ({
    success: true as const,
    message: COLLECTION_MESSAGES.updated,
    data: await updateCollection(app.db, request.params.id, request.body),
  }));

  route(app, adminCollectionEndpoints.remove, {}, async (request) => {
    await deleteCollection(app.db, request.params.id);
    return { success: true, message: COLLECTION_MESSAGES.deleted };
  });

  route(app, storefrontEndpoints.save, {}, async (request) => ({
    success: true as const,
    message: STOREFRONT_MESSAGES.saved,
    data: await saveStorefront(app.db, request.body),
  }));
};
