// Owns the staff's product endpoints under /api/admin/products (the admin guard sits on the /api/admin scope).
import type { FastifyPluginAsync } from 'fastify';
import { adminProductEndpoints } from '@shop/contract/catalog';
import { route } from '../../platform/endpoint-routes.ts';
import { Invalid } from '../../platform/errors.ts';
import { MAX_IMAGE_BYTES } from '../../platform/image-store.ts';
import { addProduct, CATALOG_MESSAGES, deleteProduct, editProduct } from './catalog-service.ts';
import { listProducts } from './product-queries.ts';

export const adminProductRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminProductEndpoints.uploadImage, {}, async (request) => {
    if (!request.isMultipart())
      throw new Invalid('Send the image as multipart form data in the field productImageFile');
    const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
    if (!file || file.fieldname !== 'productImageFile')
      throw new Invalid('Choose an image file (field productImageFile)');
    const bytes = await file.toBuffer(); // throws a 413 past the size limit
    const { url } = await app.images.save(bytes);
    return { success: true as const, result: { url } };
  });

  route(app, adminProductEndpoints.add, {}, async (request) => ({
    success: true as const,
    message: CATALOG_MESSAGES.productAdded,
    data: await addProduct(app.db, request.body),
  }));

  route(app, adminProductEndpoints.list, {}, async (request) => ({
    success: true as const,
    // Newest first, so what staff just added is at the top.
    ...(await listProducts(app.db, { category: [], brand: [], sortBy: 'newest', ...request.query })),
  }));

  route(app, adminProductEndpoints.edit, {}, async (request) => ({
    success: true as const,
    message: CATALOG_MESSAGES.productUpdated,
    data: await editProduct(app.db, request.params.id, request.body),
  }));

  route(app, adminProductEndpoints.remove, {}, async (request) => {
    await deleteProduct(app.db, request.params.id);
    return { success: true, message: CATALOG_MESSAGES.productDeleted };
  });
};
