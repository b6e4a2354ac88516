// Owns the background sweep that expires unpaid orders and gives their stock back, once a minute.
import type { FastifyInstance } from 'fastify';
import { startBackgroundSweep } from '../../platform/background-sweep.ts';
import { expireReservations } from './order-service.ts';

export const SWEEP_EVERY_MS = 60_000;

export function startReservationSweeper(app: FastifyInstance, everyMs = SWEEP_EVERY_MS): void {
  startBackgroundSweep(app, {
    name: 'reservation sweep',
    lock: 7_204_002,
    everyMs,
    work: async () => {
      const count = await expireReservations(app.db);
      if (count) app.log.info(`Expired ${count} unpaid order(s) and released their stock`);
    },
  });
}
