// Owns the orders' background sweep, once a minute: unpaid orders expire and give their stock back, and credit notes
// that failed when their refunds ended are issued.
import type { FastifyInstance } from 'fastify';
import { startBackgroundSweep } from '../../platform/background-sweep.ts';
import { expireReservations } from './order-service.ts';
import { issueMissingCreditNotes } from './refunds.ts';

export const SWEEP_EVERY_MS = 60_000;

export function startReservationSweeper(app: FastifyInstance, everyMs = SWEEP_EVERY_MS): void {
  startBackgroundSweep(app, {
    name: 'reservation sweep',
    lock: 7_204_002,
    everyMs,
    work: async () => {
      const count = await expireReservations(app.db);
      if (count) app.log.info(`Expired ${count} unpaid order(s) and released their stock`);
      const notes = await issueMissingCreditNotes(app.db, app.log);
      if (notes) app.log.info(`Issued ${notes} credit note(s) that had failed when their refunds ended`);
    },
  });
}
