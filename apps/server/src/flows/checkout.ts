// Owns composing payments with the rest of the shop: what the payments module asks of orders (the desk: place an order,
// find it, confirm its money, let it go, its refunds) answered by the flows and the orders module, and the payment and
// refund services built on it. The app layer only registers what this returns.
import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../platform/mailer.ts';
import {
  claimRefund,
  failPayment,
  findPayableOrder,
  pendingOrdersDue,
  pendingRefunds,
  refundAsked,
} from '../modules/orders/index.ts';
import {
  type OrderDesk,
  paymentProviders,
  paymentRecords,
  paymentService,
  refundService,
} from '../modules/payments/index.ts';
import { confirmAndNotify } from './confirm-payment.ts';
import { settleRefund } from './money-back.ts';
import { placeOrder } from './place-order.ts';

export function composePayments(app: FastifyInstance, mailer: Mailer) {
  const { db, log } = app;
  const publicUrl = app.config.publicUrl;
  const desk: OrderDesk = {
    create: (userId, input) => placeOrder(app, userId, input),
    find: (orderId) => findPayableOrder(db, orderId),
    async confirmPaid(payment) {
      const paid = await confirmAndNotify(db, mailer, payment, log, publicUrl);
      // The WhatsApp message of a confirmed order, the refund of money whose coupon lapsed: the dispatcher's table.
      await app.orderEffects.kick(payment.orderId);
      return paid.outcome;
    },
    fail: (orderId, actor) => failPayment(db, orderId, actor),
    pendingDue: (before) => pendingOrdersDue(db, before),
    refunds: {
      claim: (refundId) => claimRefund(db, refundId),
      asked: (refundId, providerRefundId) => refundAsked(db, refundId, providerRefundId),
      async settle(refundId, outcome, actor) {
        const { refund, ended } = await settleRefund(db, refundId, outcome, actor, log);
        // The shopper's mail of a refund that ended: the dispatcher's table.
        if (ended && refund) await app.orderEffects.kick(refund.orderId);
      },
      pending: () => pendingRefunds(db),
    },
  };
  const providers = paymentProviders(app);
  const records = paymentRecords(db);
  const refunds = refundService({ desk, providers, log });
  const payments = paymentService({ desk, providers, records, refunds, publicUrl, log });
  return { payments, providers, records, refunds };
}
export type ComposedPayments = ReturnType<typeof composePayments>;
