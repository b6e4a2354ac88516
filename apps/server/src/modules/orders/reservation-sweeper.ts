// Owns the background sweep that expires unpaid orders and gives their stock back, once a minute.
import type { FastifyInstance } from 'fastify';
import { ifAdvisoryLockFree } from '../../platform/db/database.ts';
import { expireReservations } from './order-service.ts';

const SWEEP_LOCK = 7_204_002;

export const SWEEP_EVERY_MS = 60_000;

export function startReservationSweeper(app: FastifyInstance, everyMs = SWEEP_EVERY_MS): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      // With several instances on one PostgreSQL, one sweeps at a time; the others skip this round.
      running = ifAdvisoryLockFree(app.database, SWEEP_LOCK, () => expireReservations(app.db)).then(
        (count) => count && app.log.info(`Expired ${count} unpaid order(s) and released their stock`),
        (error: unknown) => app.log.error({ err: error }, 'reservation sweep failed'),
      );
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
