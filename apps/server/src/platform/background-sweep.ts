// Owns running a piece of background work every so often, one instance at a time, and waiting for it on close.
import type { FastifyInstance } from 'fastify';
import { type Database, ifAdvisoryLockFree } from './db/database.ts';

type Sweep = {
  /** Named in the log when a round fails. */
  name: string;
  /** The advisory lock that lets one of several instances on one PostgreSQL sweep while the others skip the round. */
  lock: number;
  everyMs: number;
  work: () => Promise<unknown>;
};

/**
 * Runs `work` every `everyMs` on one instance at a time. A round that is still running (or waiting its turn) when the
 * next is due makes that one skip, so rounds never pile up; and one process runs one sweep's round at a time, whichever
 * sweep it is. A round holds a pooled connection for its lock and needs more for its work: eight sweeps firing together
 * on a pool of ten, each holding one and waiting for another, starved every request of that instance (scale test).
 */
export function startBackgroundSweep(app: FastifyInstance, { name, lock, everyMs, work }: Sweep): void {
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (round) return;
      round = inTurn(app.database, () => ifAdvisoryLockFree(app.database, lock, work))
        .then(
          () => undefined,
          (error: unknown) => app.log.error({ err: error }, `${name} failed`),
        )
        .finally(() => {
          round = undefined;
        });
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await round;
  });
}

/** Each database's last queued round: the next starts when it has ended, however it ended. */
const lastRound = new WeakMap<Database, Promise<unknown>>();

function inTurn<T>(database: Database, job: () => Promise<T>): Promise<T> {
  const mine = (lastRound.get(database) ?? Promise.resolve()).then(job);
  lastRound.set(
    database,
    mine.catch(() => undefined),
  );
  return mine;
}
