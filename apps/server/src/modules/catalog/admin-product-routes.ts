// Owns the staff's product endpoints under /api/admin/products (the admin guard sits on the /api/admin scope).
import type { FastifyPluginAsync } from 'fastify';
import { adminProductEndpoints, sizeChartEndpoints } from '@shop/contract/catalog';
import { catalogueOptionEndpoints } from '@shop/contract/options';
import { route } from '../../platform/endpoint-routes.ts';
import { Invalid } from '../../platform/errors.ts';
import { MAX_IMAGE_BYTES } from '../../platform/image-store.ts';
import {
  addProduct,
  CATALOG_MESSAGES,
  deleteProduct,
  editProduct,
  listSizeCharts,
  saveSizeChart,
} from './catalog-service.ts';
import { OPTIONS_MESSAGES, saveCatalogueOptions } from './catalogue-options.ts';
import { listAdminProducts } from './product-queries.ts';
import { sendBackInStockMails } from './stock-alerts.ts';

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
    data: (await addProduct(app.db, request.body)).product,
  }));

  route(app, adminProductEndpoints.list, {}, async (request) => ({
    success: true as const,
    ...(await listAdminProducts(app.db, request.query)),
  }));

  route(app, adminProductEndpoints.edit, {}, async (request) => {
    const { product, backInStock } = await editProduct(app.db, request.params.id, request.body);
    // The shoppers waiting for a size now in stock hear of it after the save, without holding staff up.
    void sendBackInStockMails(app.db, app.mailer, backInStock, app.config.publicUrl, request.log).catch(
      (error: unknown) => request.log.error({ err: error }, 'back-in-stock mails not sent'),
    );
    return { success: true as const, message: CATALOG_MESSAGES.productUpdated, data: product };
  });

  route(app, adminProductEndpoints.remove, {}, async (request) => {
    await deleteProduct(app.db, request.params.id);
    return { success: true, message: CATALOG_MESSAGES.productDeleted };
  });
};

/** The staff's size charts, one per category: /api/admin/size-charts. */
export const sizeChartRoutes: FastifyPluginAsync = async (app) => {
  route(app, sizeChartEndpoints.list, {}, async () => ({ success: true as const, data: await listSizeCharts(app.db) }));

  route(app, sizeChartEndpoints.save, {}, async (request) => ({
    success: true as const,
    message: request.body.chart ? CATALOG_MESSAGES.sizeChartSaved : CATALOG_MESSAGES.sizeChartRemoved,
    data: await saveSizeChart(app.db, request.params.category, request.body.chart),
  }));
};

/** The shop's colours and size scales as staff name them: PUT /api/admin/options. */
export const catalogueOptionRoutes: FastifyPluginAsync = async (app) => {
  route(app, catalogueOptionEndpoints.save, {}, async (request) => ({
    success: true as const,
    message: OPTIONS_MESSAGES.saved,
    data: await saveCatalogueOptions(app.db, request.body),
  }));
};
