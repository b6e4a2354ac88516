// Owns composing payments with the rest of the shop: the providers and the payment attempts (the payments module), the
// refund sends (send-refund.ts), and the payment service (pay-order.ts) that places orders and settles their money
// (settle-payment.ts). The app layer only registers what this returns.
import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../platform/mailer.ts';
import { paymentProviders, paymentRecords } from '../modules/payments/index.ts';
import { paymentService } from './pay-order.ts';
import { refundService } from './send-refund.ts';

export function composePayments(app: FastifyInstance, mailer: Mailer) {
  const providers = paymentProviders(app);
  const records = paymentRecords(app.db);
  const refunds = refundService({ app, providers });
  const payments = paymentService({ app, mailer, providers, records, refunds });
  return { payments, providers, records, refunds };
}
export type ComposedPayments = ReturnType<typeof composePayments>;
