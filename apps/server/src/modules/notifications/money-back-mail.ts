// Owns what the shopper is told by mail when money comes back to them (or none was taken): a cancellation, each step
// of a return, a refund.
import type { FastifyInstance } from 'fastify';
import { formatRupees, paiseToRupees } from '@shop/contract/money';
import { RETURN_REASON_LABELS, type ReturnRequest } from '@shop/contract/refunds';
import { orderPageUrl, sendNotice } from './order-mail.ts';
import { tellOnWhatsApp } from './order-whatsapp.ts';
import { REFUND_METHOD_NAMES, type RefundRow } from '../orders/index.ts';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

export async function cancellationNotice(app: FastifyInstance, orderId: string, refund: RefundRow | undefined) {
  await sendNotice(
    app.db,
    app.mailer,
    app.log,
    orderId,
    'your order is cancelled',
    [
      'Your order is cancelled, as you asked. The items are back in our stock.',
      refund
        ? `Your refund of ${rupees(refund.amountPaise)} has been started to your ${REFUND_METHOD_NAMES[refund.provider]} payment. It reaches you within 5 days; we will write again when it is done.`
        : 'Nothing was charged for it.',
    ],
    orderPageUrl(app.config.publicUrl, orderId),
  );
}

/** A Cash on Delivery order nobody confirmed in time, cancelled for its shopper. */
export async function unconfirmedNotice(app: FastifyInstance, orderId: string) {
  await sendNotice(
    app.db,
    app.mailer,
    app.log,
    orderId,
    'your order is cancelled',
    [
      'We cancelled your Cash on Delivery order because it was not confirmed in time. Nothing was charged.',
      'If you still want the items, you are welcome to order them again.',
    ],
    orderPageUrl(app.config.publicUrl, orderId),
  );
}

/** Each step of a return: asked, approved, rejected (with staff's note), received. */
export async function returnNotice(app: FastifyInstance, request: ReturnRequest) {
  const lines = request.items.map((item) => {
    const exchange = item.exchange_variant_id
      ? `, exchange for ${[item.exchange_size && `size ${item.exchange_size}`, item.exchange_colour].filter(Boolean).join(', ')}`
      : '';
    return `${item.quantity} × ${item.title} (${RETURN_REASON_LABELS[item.reason]}${exchange})`;
  });
  const refund = request.refund_amount > 0 ? `${formatRupees(request.refund_amount)} will be refunded` : undefined;
  const steps: Record<ReturnRequest['status'], [string, string[]]> = {
    requested: [
      'we have your return request',
      [
        'We have your request to return or exchange:',
        ...lines,
        'We will write once it is approved, with how to send the parcel back.',
      ],
    ],
    approved: [
      'your return is approved',
      [
        'Your return is approved. Please pack the items unused, in their original packaging, and hand the parcel to our courier, who will call to collect it.',
        ...lines,
        ...(request.staff_note ? [`Note from us: ${request.staff_note}`] : []),
      ],
    ],
    rejected: [
      'about your return request',
      ['We are sorry: we cannot accept this return.', ...(request.staff_note ? [request.staff_note] : []), ...lines],
    ],
    received: [
      'we have received your return',
      [
        'Your parcel has reached us and the items are checked in.',
        ...(refund ? [`${refund} to the way you paid, within 5 days.`] : []),
        ...(request.exchange_order_number
          ? [`Your replacement is on its way as a new order at no charge: ${request.exchange_order_number}.`]
          : []),
      ],
    ],
  };
  const [subject, paragraphs] = steps[request.status];
  await sendNotice(
    app.db,
    app.mailer,
    app.log,
    request.order_id,
    subject,
    paragraphs,
    orderPageUrl(app.config.publicUrl, request.order_id),
  );
}

/** A refund that has reached the shopper's account (or failed: staff will retry; the shopper hears only good news). */
export async function refundNotice(app: FastifyInstance, refund: RefundRow) {
  if (refund.status !== 'processed') return;
  await sendNotice(
    app.db,
    app.mailer,
    app.log,
    refund.orderId,
    'your refund is processed',
    [
      `Your refund of ${rupees(refund.amountPaise)} has been processed to your ${REFUND_METHOD_NAMES[refund.provider]}${refund.provider === 'transfer' ? '' : ' payment'}${refund.providerRefundId ? ` (reference ${refund.providerRefundId})` : ''}.`,
      'Banks usually show it within 5 working days.',
    ],
    orderPageUrl(app.config.publicUrl, refund.orderId),
  );
  await tellOnWhatsApp(app, refund.orderId, { step: 'refund_processed', refund });
}
