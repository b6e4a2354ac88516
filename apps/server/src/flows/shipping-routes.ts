// Owns /api/admin/shipping (staff ship orders, print labels and manifests, answer failed deliveries, upload the COD
// remittance report) and /api/shipping/shiprocket/webhook (the aggregator's tracking webhooks).
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { formatRupees, paiseToRupees } from '@shop/contract/money';
import { shippingEndpoints } from '@shop/contract/shipping';
import { route } from '../platform/endpoint-routes.ts';
import { Invalid, Unauthorized } from '../platform/errors.ts';
import { recordRemittance } from '../modules/shipping/index.ts';
import {
  answerFailedDelivery,
  cancelShipment,
  courierRates,
  parcelPaper,
  SHIPPING_MESSAGES,
  shipOrders,
  type ShippingSetup,
} from './ship-orders.ts';
import { webhookHeard } from './track-parcels.ts';

/** A CSV report is small: a month of parcels is a few hundred kilobytes. */
const MAX_REPORT_BYTES = 5 * 1024 * 1024;

function sendPdf(reply: FastifyReply, pdf: Uint8Array, name: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(pdf));
}

export const adminShippingRoutes: FastifyPluginAsync<{ shipping: ShippingSetup }> = async (app, { shipping }) => {
  route(app, shippingEndpoints.rates, {}, async (request) => {
    const data = await courierRates(app.db, shipping, request.params.orderId);
    return { success: true as const, data, ...(data.length ? {} : { message: SHIPPING_MESSAGES.noCourier }) };
  });

  route(app, shippingEndpoints.ship, {}, async (request) => {
    const { message, ...data } = await shipOrders(
      app,
      shipping,
      request.body.order_ids,
      request.body.courier_id,
      request.user!.id,
    );
    return { success: true as const, message, data };
  });

  route(app, shippingEndpoints.labels, {}, async (request, reply) =>
    sendPdf(reply, await parcelPaper(app.db, shipping, request.query.order_ids, 'labels'), 'labels.pdf'),
  );

  route(app, shippingEndpoints.manifest, {}, async (request, reply) =>
    sendPdf(reply, await parcelPaper(app.db, shipping, request.query.order_ids, 'manifest'), 'manifest.pdf'),
  );

  route(app, shippingEndpoints.ndr, {}, async (request) => ({
    success: true,
    message: await answerFailedDelivery(app, shipping, request.params.orderId, request.body, request.user!.id),
  }));

  route(app, shippingEndpoints.cancel, {}, async (request) => ({
    success: true,
    message: await cancelShipment(app, shipping, request.params.orderId, request.user!.id),
  }));

  route(app, shippingEndpoints.remittance, {}, async (request) => {
    if (!shipping.provider) throw new Invalid(SHIPPING_MESSAGES.off);
    if (!request.isMultipart()) throw new Invalid('Send the report as multipart form data in the field file');
    const file = await request.file({ limits: { fileSize: MAX_REPORT_BYTES, files: 1 } });
    if (!file || file.fieldname !== 'file') throw new Invalid('Choose the remittance report (a CSV file)');
    const text = (await file.toBuffer()).toString('utf8');
    let rows;
    try {
      rows = shipping.provider.parseRemittance(text);
    } catch (error) {
      throw new Invalid(error instanceof Error ? error.message : 'This is not a remittance report');
    }
    if (rows.length === 0) throw new Invalid('The report lists no parcels');
    const { amountPaise, ...counts } = await recordRemittance(app.db, rows);
    const amount = paiseToRupees(amountPaise);
    return {
      success: true as const,
      message: `${counts.recorded} remitted ${counts.recorded === 1 ? 'parcel' : 'parcels'} recorded (${formatRupees(amount)}).`,
      data: { ...counts, amount },
    };
  });
};

export const shippingWebhookRoutes: FastifyPluginAsync<{ shipping: ShippingSetup }> = async (app, { shipping }) => {
  route(app, shippingEndpoints.shiprocketWebhook, {}, async (request) => {
    const heard = shipping.provider?.parseWebhook({ headers: request.headers, body: request.body });
    if (!heard) throw new Unauthorized('This webhook is not from our courier aggregator');
    // A parcel that is not ours (or a redelivery, or one its tracking contradicts) is answered 200 all the same: the
    // provider only wants to know it arrived.
    await webhookHeard(app, shipping, heard);
    return { success: true as const };
  });
};
