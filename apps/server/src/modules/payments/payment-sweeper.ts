// Owns asking providers, once a minute, about pending payments nobody told us about (a lost webhook, a closed tab).
import type { FastifyInstance } from 'fastify';
import { ifAdvisoryLockFree } from '../../platform/db/database.ts';
import type { PaymentService } from './payment-service.ts';

const PAYMENT_SWEEP_LOCK = 7_204_003;

export function startPaymentSweeper(app: FastifyInstance, payments: PaymentService, everyMs = 60_000): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      // Orders whose hold ends within the next two minutes, so money that did arrive confirms before expiry.
      running = ifAdvisoryLockFree(app.database, PAYMENT_SWEEP_LOCK, () =>
        payments.settleStale(new Date(Date.now() + 2 * 60_000)),
      ).catch((error: unknown) => app.log.error({ err: error }, 'payment sweep failed'));
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
