// Owns /api/admin/reports/gstr1: the return as a download (portal JSON or zipped CSV files, each download recorded)
// and its totals for the screen (the admin guard sits on the /api/admin scope).
import { gstReturnEndpoints } from '@shop/contract/gst-returns';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { route } from '../../platform/endpoint-routes.ts';
import { gstr1Json, gstr1Totals, gstr1Zip } from './gst-return-service.ts';

/** A file to save, never cached: it holds the shop's sales. */
const attachment = (reply: FastifyReply, type: string, fileName: string) =>
  reply
    .type(type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store');

export const gstReturnRoutes: FastifyPluginAsync = async (app) => {
  route(app, gstReturnEndpoints.gstr1, {}, async (request, reply) => {
    const { format, from, to } = request.query;
    if (format === 'csv') {
      const { fileName, zip } = await gstr1Zip(app.db, { from, to }, request.user!.id);
      return attachment(reply, 'application/zip', fileName).send(Buffer.from(zip));
    }
    const { fileName, json } = await gstr1Json(app.db, { from, to }, request.user!.id);
    // Sent as bytes: the endpoint's answer is the file, not the { success, data } envelope.
    return attachment(reply, 'application/json; charset=utf-8', fileName).send(Buffer.from(JSON.stringify(json)));
  });

  route(app, gstReturnEndpoints.gstr1Summary, {}, async (request) => ({
    success: true as const,
    data: await gstr1Totals(app.db, request.query),
  }));
};
