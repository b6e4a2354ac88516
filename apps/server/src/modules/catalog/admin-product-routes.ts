// Owns the staff's product endpoints under /api/admin/products (the admin guard sits on the /api/admin scope).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, productAnswer, productInput, productPage, uploadAnswer } from '@shop/contract/catalog';
import { errorAnswer, messageAnswer, pageQuery } from '@shop/contract/envelope';
import { Invalid } from '../../platform/errors.ts';
import { MAX_IMAGE_BYTES } from '../../platform/image-store.ts';
import { addProduct, CATALOG_MESSAGES, deleteProduct, editProduct } from './catalog-service.ts';
import { listProducts } from './product-queries.ts';

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 413: errorAnswer };

export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin products'];

  app.post(
    '/upload-image',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: uploadAnswer, ...errors } } },
    async (request) => {
      if (!request.isMultipart())
        throw new Invalid('Send the image as multipart form data in the field productImageFile');
      const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
      if (!file || file.fieldname !== 'productImageFile')
        throw new Invalid('Choose an image file (field productImageFile)');
      const bytes = await file.toBuffer(); // throws a 413 past the size limit
      const { url } = await app.images.save(bytes);
      return { success: true as const, result: { url } };
    },
  );

  app.post(
    '/add',
    { schema: { tags, body: productInput, response: { 201: productAnswer, ...errors } } },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        message: CATALOG_MESSAGES.productAdded,
        data: await addProduct(app.db, request.body),
      }),
  );

  app.get(
    '/get',
    { schema: { tags, querystring: pageQuery, response: { 200: productPage, ...errors } } },
    async (request) => ({
      success: true as const,
      // Newest first, so what staff just added is at the top.
      ...(await listProducts(app.db, { category: [], brand: [], sortBy: 'newest', ...request.query })),
    }),
  );

  app.put(
    '/edit/:id',
    { schema: { tags, params: idParams, body: productInput, response: { 200: productAnswer, ...errors } } },
    async (request) => ({
      success: true as const,
      message: CATALOG_MESSAGES.productUpdated,
      data: await editProduct(app.db, request.params.id, request.body),
    }),
  );

  app.delete(
    '/delete/:id',
    { schema: { tags, params: idParams, response: { 200: messageAnswer, ...errors } } },
    async (request) => {
      await deleteProduct(app.db, request.params.id);
      return { success: true, message: CATALOG_MESSAGES.productDeleted };
    },
  );
};
