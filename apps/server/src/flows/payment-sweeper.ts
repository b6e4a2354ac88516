// Owns asking providers, once a minute, about pending payments and refunds nobody told us about (a lost webhook, a
// closed tab, a provider that stalled).
import type { FastifyInstance } from 'fastify';
import { startBackgroundSweep } from '../platform/background-sweep.ts';
import type { PaymentService } from './pay-order.ts';

export function startPaymentSweeper(app: FastifyInstance, payments: PaymentService, everyMs = 60_000): void {
  startBackgroundSweep(app, {
    name: 'payment sweep',
    lock: 7_204_003,
    everyMs,
    // Orders whose hold ends within the next two minutes, so money that did arrive confirms before expiry.
    work: async () => {
      await payments.settleStale(new Date(Date.now() + 2 * 60_000));
      // Refunds asked but not yet ended (a lost webhook, a provider that did not answer, an instance that stopped).
      await payments.sweepRefunds();
    },
  });
}
