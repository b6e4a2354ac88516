import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { startBackgroundSweep } from './background-sweep.ts';
import type { Database } from './db/database.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An app whose database is one process's own (no pool, so no advisory lock): only the sweep's own rules apply. */
function appWithSweeps() {
  const app = Fastify();
  app.decorate('database', {
    kind: 'pglite',
    db: {},
    ping: async () => {},
    close: async () => {},
  } as unknown as Database);
  return app;
}

let app: ReturnType<typeof appWithSweeps> | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('background sweeps', () => {
  it('run one round at a time in a process, never stacking rounds of one sweep that outlasts its interval', async () => {
    app = appWithSweeps();
    let running = 0;
    let mostAtOnce = 0;
    const rounds = { a: 0, b: 0, c: 0 };
    for (const name of ['a', 'b', 'c'] as const) {
      startBackgroundSweep(app, {
        name,
        lock: 1,
        everyMs: 10,
        work: async () => {
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          await pause(40);
          rounds[name] += 1;
          running -= 1;
        },
      });
    }
    await app.ready();
    await pause(600);
    expect(mostAtOnce).toBe(1);
    // Each sweep still gets its turns, and a round due while the last one waits or runs is skipped, not queued:
    // in 600 ms of 40 ms rounds there is room for 15, not for the 60 that were due.
    for (const count of Object.values(rounds)) expect(count).toBeGreaterThanOrEqual(3);
    expect(rounds.a + rounds.b + rounds.c).toBeLessThanOrEqual(16);
  });

  it('go on after a round that failed', async () => {
    app = appWithSweeps();
    let tries = 0;
    startBackgroundSweep(app, {
      name: 'flaky',
      lock: 1,
      everyMs: 10,
      work: async () => {
        tries += 1;
        if (tries === 1) throw new Error('the database went away');
      },
    });
    await app.ready();
    await pause(200);
    expect(tries).toBeGreaterThan(2);
  });
});
