// Owns what a sandbox does on its own time (webhooks and callbacks a moment later, refunds settling, answers held
// by a fault), all of it let go when the shop closes.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { selfUrl } from './self-url.ts';

/** How long a stalled provider holds an answer: past our clients' 10 s timeout. */
const STALL_MS = 12_000;

export function sandboxClock(app: FastifyInstance) {
  const timers = new Set<NodeJS.Timeout>();
  const held = new Set<(waitedOut: boolean) => void>();
  let stopped = false;

  function later(work: () => unknown, ms: number) {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      Promise.resolve()
        .then(work)
        .catch((error: unknown) => app.log.warn({ err: error }, 'sandbox: delayed work failed'));
    }, ms).unref();
    timers.add(timer);
  }

  return {
    later,
    /**
     * A stalled provider: the answer waits 12 s, past our clients' timeout, on a connection closed after it. Answers
     * whether to go on; when the shop closes meanwhile it does not wait on its own sandbox (the answer is a bare 503).
     */
    async stall(reply: FastifyReply): Promise<boolean> {
      reply.header('connection', 'close');
      const waited = await new Promise<boolean>((resolve) => {
        if (stopped) return resolve(false);
        const release = (waitedOut: boolean) => {
          clearTimeout(timer);
          held.delete(release);
          resolve(waitedOut);
        };
        const timer = setTimeout(() => release(true), STALL_MS).unref();
        held.add(release);
      });
      if (!waited) reply.status(503).send();
      return waited;
    },
    /**
     * A webhook or callback to this shop 400 ms later, as a provider sends one; one not delivered is only logged.
     * `answered`, when given, hears the shop's status code (0 when it did not answer), for a sandbox that keeps a record.
     */
    notify(path: string, headers: Record<string, string>, body: string, answered?: (status: number) => unknown) {
      later(async () => {
        const response = await fetch(`${selfUrl(app)}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body,
          signal: AbortSignal.timeout(5000),
        }).catch((error: unknown) => {
          if (!answered) throw error;
          return undefined;
        });
        await response?.body?.cancel();
        await answered?.(response?.status ?? 0);
      }, 400);
    },
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const release of [...held]) release(false);
    },
  };
}
export type SandboxClock = ReturnType<typeof sandboxClock>;
