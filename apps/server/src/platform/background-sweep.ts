// Owns running a piece of background work every so often, one instance at a time, and waiting for it on close.
import type { FastifyInstance } from 'fastify';
import { ifAdvisoryLockFree } from './db/database.ts';

type Sweep = {
  /** Named in the log when a round fails. */
  name: string;
  /** The advisory lock that lets one of several instances on one PostgreSQL sweep while the others skip the round. */
  lock: number;
  everyMs: number;
  work: () => Promise<unknown>;
};

export function startBackgroundSweep(app: FastifyInstance, { name, lock, everyMs, work }: Sweep): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = ifAdvisoryLockFree(app.database, lock, work).catch((error: unknown) =>
        app.log.error({ err: error }, `${name} failed`),
      );
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
