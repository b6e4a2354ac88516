// Owns /api/admin/orders and /api/admin/returns: staff see every order, move its status, refund it, and run returns
// (the admin guard sits on the /api/admin scope).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import { adminOrderEndpoints } from '@shop/contract/orders';
import { adminRefundEndpoints } from '@shop/contract/refunds';
import { route } from '../platform/endpoint-routes.ts';
import { Forbidden, Invalid } from '../platform/errors.ts';
import { hasPermission } from '../platform/auth-guard.ts';
import type { Tx } from '../platform/db/database.ts';
import { missingPermissionMessage } from '@shop/contract/staff';
import { staffPolicy } from '../modules/staff/index.ts';
import { sendCreditNote, sendInvoice } from '../modules/invoices/index.ts';
import {
  codRiskOf,
  eventsOf,
  failingEffectsOf,
  getOrder,
  listAllOrders,
  lockOrder,
  openRefund,
  type OrderRow,
  REFUND_MESSAGES,
  refundableLeft,
  type RefundRow,
  toRefund,
  updateOrder,
} from '../modules/orders/index.ts';
import { listReturns } from '../modules/returns/index.ts';
import { creditNoteFor, recordTransfer } from './money-back.ts';
import { describeEffect, TELL_STAFF_AFTER } from './order-effects.ts';
import { actOnReturn } from './receive-return.ts';
import { bookReturnPickup, type ShippingSetup } from './ship-orders.ts';

const RETURN_PICKUP_BOOKED = (awb: string) =>
  `Return approved: a courier will collect the parcel from the shopper${awb ? ` (AWB ${awb})` : ''}.`;

/** The Idempotency-Key a client sent, if any: a retry with it answers the first result. */
function idempotencyKey(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !/^[\w-]{8,100}$/.test(header)) {
    throw new Invalid('Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores');
  }
  return header;
}

export const adminOrderRoutes: FastifyPluginAsync<{ shipping: ShippingSetup }> = async (app, { shipping }) => {
  route(app, adminOrderEndpoints.list, {}, async (request) => ({
    success: true as const,
    ...(await listAllOrders(app.db, request.query)),
  }));

  route(app, adminOrderEndpoints.details, {}, async (request) => {
    const order = await getOrder(app.db, request.params.id);
    const [events, codRisk, failing] = await Promise.all([
      eventsOf(app.db, order._id, order.user_id),
      order.payment_method === 'COD'
        ? codRiskOf(app.db, { pincode: order.address_info.zip_code, userId: order.user_id })
        : null,
      failingEffectsOf(app.db, order._id, TELL_STAFF_AFTER),
    ]);
    const failingEffects = failing.map((row) => ({ ...row, description: describeEffect(row.effect) }));
    return { success: true as const, data: { ...order, events, cod_risk: codRisk, failing_effects: failingEffects } };
  });

  route(app, adminOrderEndpoints.invoice, {}, async (request, reply) => sendInvoice(app.db, reply, request.params.id));

  route(app, adminRefundEndpoints.creditNote, {}, async (request, reply) =>
    sendCreditNote(app.db, reply, request.params.id),
  );

  route(app, adminOrderEndpoints.updateStatus, {}, async (request) => {
    const { message } = await updateOrder(app.db, request.params.id, request.body, request.user!.id);
    // What follows (the shopper's mail, a refund asked, a parcel cancelled, an invoice) is the dispatcher's table.
    await app.orderEffects.kick(request.params.id);
    return { success: true, message };
  });

  route(app, adminRefundEndpoints.refund, {}, async (request) => {
    const key = idempotencyKey(request);
    const { amount, reason, reference, payment_id: secondPaymentId } = request.body;
    const { refund, replayed } = await app.db.transaction(async (tx) => {
      const order = await lockOrder(tx, request.params.id);
      if (order.paymentMethod === 'COD' && !reference && !key && !secondPaymentId) {
        throw new Invalid(REFUND_MESSAGES.referenceNeeded);
      }
      await withinRefundLimit(request, tx, order, amount);
      const opened = await openRefund(tx, order, {
        amountPaise: amount === undefined ? undefined : rupeesToPaise(amount),
        kind: order.needsRefund ? 'late-payment' : 'staff',
        reason,
        actor: request.user!.id,
        idempotencyKey: key,
        reference,
        secondPaymentId,
      });
      // A transfer recorded with its reference is processed at once: the invoice is reduced now.
      if (!opened.replayed) await creditNoteFor(tx, opened.refund, app.log);
      return opened;
    });
    if (!replayed) await app.orderEffects.kick(refund.orderId);
    return { success: true as const, message: refundMessage(refund), data: await toRefund(app.db, refund.id) };
  });

  route(app, adminRefundEndpoints.recordTransfer, {}, async (request) => {
    const refund = await recordTransfer(app.db, request.params.id, request.body.reference, request.user!.id, app.log);
    await app.orderEffects.kick(refund.orderId);
    return { success: true as const, message: refundMessage(refund), data: await toRefund(app.db, refund.id) };
  });

  route(app, adminRefundEndpoints.returns, {}, async (request) => ({
    success: true as const,
    ...(await listReturns(app.db, request.query)),
  }));

  route(app, adminRefundEndpoints.updateReturn, {}, async (request) => {
    const { request: data, message } = await actOnReturn(app.db, request.params.id, request.body, request.user!.id);
    await app.orderEffects.kick(data.order_id);
    // An approved return is collected at the shopper's door when a courier aggregator is connected.
    const pickup =
      request.body.action === 'approve' ? await bookReturnPickup(app, shipping, data, request.user!.id) : null;
    return { success: true as const, message: pickup === null ? message : RETURN_PICKUP_BOOKED(pickup), data };
  });
};

/**
 * Support refunds up to the limit the owner sets (the staff policy); a larger one needs `refunds.unlimited`. Judged
 * under the order's lock, on what the refund would be (without an amount, the rest of what was paid).
 */
async function withinRefundLimit(request: FastifyRequest, tx: Tx, order: OrderRow, amountRupees: number | undefined) {
  if (hasPermission(request, 'refunds.unlimited')) return;
  const amountPaise = amountRupees === undefined ? await refundableLeft(tx, order) : rupeesToPaise(amountRupees);
  const limitPaise = rupeesToPaise((await staffPolicy(tx)).support_refund_limit);
  if (amountPaise > limitPaise)
    throw new Forbidden(
      `Refunds above ${formatRupees(paiseToRupees(limitPaise))} need a manager or the owner. ` +
        missingPermissionMessage(request.user?.staffRole, 'refunds.unlimited'),
    );
}

function refundMessage(refund: RefundRow): string {
  const amount = formatRupees(paiseToRupees(refund.amountPaise));
  return refund.status === 'processed' ? REFUND_MESSAGES.recorded(amount) : REFUND_MESSAGES.started(amount);
}
