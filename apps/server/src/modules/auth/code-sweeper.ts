// Owns purging mailed codes and links once nothing reads them: the spacing and the fresh-code rule look back an hour,
// the day's count of wrong reset tries a day and ten minutes, so a row older than that is only weight (and an email
// kept as a hash).
import type { FastifyInstance } from 'fastify';
import { startBackgroundSweep } from '../../platform/background-sweep.ts';
import { CODES_READ_FOR_MS, deleteCodesOlderThan } from './codes.ts';

/** Rows are kept a day past the longest anything reads them, so a sweep that missed a round loses nothing. */
export const CODES_KEPT_MS = CODES_READ_FOR_MS + 24 * 60 * 60_000;

export function startCodeSweeper(app: FastifyInstance, everyMs: number): void {
  startBackgroundSweep(app, {
    name: 'code purge',
    lock: 7_204_007,
    everyMs,
    work: async () => {
      const purged = await deleteCodesOlderThan(app.db, new Date(Date.now() - CODES_KEPT_MS));
      if (purged) app.log.info(`Purged ${purged} mailed code(s) and link(s) past their use`);
    },
  });
}
