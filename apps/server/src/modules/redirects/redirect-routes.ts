// Owns /api/admin/redirects: staff's list of old addresses, added one by one or from Shopify's CSV, exported the same
// way (the admin guard sits on the /api/admin scope).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  adminRedirectEndpoints,
  REDIRECT_CSV_HEADERS,
  REDIRECT_CSV_MAX_BYTES,
  REDIRECT_EXPORT_FILE,
} from '@shop/contract/redirects';
import { route } from '../../platform/endpoint-routes.ts';
import { Invalid } from '../../platform/errors.ts';
import { csvStream, sendCsv } from '../exports/index.ts';
import {
  createRedirect,
  deleteRedirect,
  importRedirects,
  listRedirects,
  REDIRECT_MESSAGES,
  redirectRecords,
} from './redirect-service.ts';

/** The upload's `file`; past the largest redirects CSV we read, toBuffer refuses it with a 413. */
async function uploadedCsv(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new Invalid('Send the CSV as multipart form data in the field file');
  const file = await request.file({ limits: { fileSize: REDIRECT_CSV_MAX_BYTES, files: 1 } });
  if (!file || file.fieldname !== 'file') throw new Invalid('Choose the redirects CSV to import (field file)');
  return file.toBuffer();
}

export const adminRedirectRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminRedirectEndpoints.list, {}, async () => ({
    success: true as const,
    data: await listRedirects(app.db),
  }));

  route(app, adminRedirectEndpoints.create, {}, async (request) => ({
    success: true as const,
    message: REDIRECT_MESSAGES.created,
    data: await createRedirect(app.db, request.body, app.config.publicUrl),
  }));

  route(app, adminRedirectEndpoints.import, {}, async (request) => ({
    success: true as const,
    data: await importRedirects(app.db, await uploadedCsv(request), app.config.publicUrl),
  }));

  route(app, adminRedirectEndpoints.export, {}, async (_request, reply) =>
    sendCsv(reply, REDIRECT_EXPORT_FILE, csvStream(REDIRECT_CSV_HEADERS, redirectRecords(app.db))),
  );

  route(app, adminRedirectEndpoints.remove, {}, async (request) => {
    await deleteRedirect(app.db, request.params.id);
    return { success: true, message: REDIRECT_MESSAGES.deleted };
  });
};
