// Owns what follows an order's step, decided from the lifecycle's events rather than by the routes: the shopper's mail
// when staff move their order to a status they hear about (or a new tracking number reaches a parcel on its way), the
// mail when they cancel it, the confirmation once a Cash on Delivery order is confirmed (or the notice that it was
// cancelled for want of it), and the tax invoice once staff collect a Cash on Delivery order's cash.
import type { FastifyInstance } from 'fastify';
import { issueInvoice } from '../modules/invoices/index.ts';
import {
  cancellationNotice,
  type OrderHappened,
  orderConfirmationMail,
  orderPageUrl,
  orderStepNotice,
  type RefundRow,
  tellOnWhatsApp,
  unconfirmedNotice,
} from '../modules/orders/index.ts';
import { getSettings } from '../modules/settings/index.ts';

export async function followOrderSteps(
  app: FastifyInstance,
  orderId: string,
  happened: OrderHappened[],
  /** `tracked`: a new tracking number reached a parcel on its way. */
  context: { refund?: RefundRow | undefined; tracked?: boolean } = {},
): Promise<void> {
  for (const step of happened) {
    if (step.command === 'collectCash') await invoiceCashOrder(app, step.orderId);
    if (step.command === 'confirmCod') {
      await codConfirmed(app, step.orderId);
      continue;
    }
    if (step.command === 'codNotConfirmed') {
      await unconfirmedNotice(app, step.orderId);
      continue;
    }
    // A parcel's own steps are told by its notices (track-parcels.ts), once each.
    if (step.command === 'courierScan' || step.command === 'parcelReturned' || step.command === 'collectCash') continue;
    if (step.command === 'cancel') await cancellationNotice(app, step.orderId, context.refund);
    else if (step.order) await orderStepNotice(app, step.orderId, step.order.to);
  }
  // Tracking saved after the order went out is news too: the shipping mail again, now with it (once, not twice).
  if (context.tracked && !happened.some((step) => step.order)) await orderStepNotice(app, orderId, 'inShipping');
}

/** A Cash on Delivery order is confirmed: the shopper gets the order's confirmation, by mail and on WhatsApp. */
async function codConfirmed(app: FastifyInstance, orderId: string): Promise<void> {
  try {
    const mail = await orderConfirmationMail(app.db, orderId, orderPageUrl(app.config.publicUrl, orderId));
    if (mail) await app.mailer.send(mail);
  } catch (error) {
    app.log.error({ err: error, orderId }, 'confirmation mail not sent');
  }
  await tellOnWhatsApp(app, orderId, { step: 'order_confirmed' });
}

/** The cash is in: the order's tax invoice is numbered now (without the shop's details it waits for staff). */
async function invoiceCashOrder(app: FastifyInstance, orderId: string): Promise<void> {
  await app.db
    .transaction(async (tx) => issueInvoice(tx, orderId, await getSettings(tx)))
    .catch((error: unknown) => app.log.error({ err: error, orderId }, 'invoice not issued; it waits'));
}
