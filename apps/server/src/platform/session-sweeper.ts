// Owns purging sessions past their expiry, so the table keeps only sessions that can still sign someone in.
import type { FastifyInstance } from 'fastify';
import { startBackgroundSweep } from './background-sweep.ts';
import { deleteExpiredSessions } from './sessions.ts';

export function startSessionSweeper(app: FastifyInstance, everyMs: number): void {
  startBackgroundSweep(app, {
    name: 'session purge',
    lock: 7_204_005,
    everyMs,
    work: async () => {
      const purged = await deleteExpiredSessions(app.db);
      if (purged) app.log.info(`Purged ${purged} expired session(s)`);
    },
  });
}
