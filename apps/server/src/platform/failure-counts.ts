// Owns counts of failed attempts, which an attempt that did not fail takes back: in memory, or in Redis for all instances.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** `count` 0 means nothing was counted (Redis did not answer): the limit is skipped, as for the other limits. */
export type Count = { count: number; msLeft: number };

export type FailureCounts = {
  /** One more for `key`, in the window its first count opened. */
  add(key: string, windowMs: number): Promise<Count>;
  /** One less: the attempt counted did not fail after all. */
  undo(key: string): Promise<void>;
  clear(key: string): Promise<void>;
};

/** As many keys as @fastify/rate-limit's own store keeps; a flood of new keys pushes out the oldest windows. */
const MAX_KEYS = 5000;

export function memoryFailureCounts(): FailureCounts {
  const counts = new Map<string, { count: number; endsAt: number }>();
  const alive = (key: string) => {
    const entry = counts.get(key);
    return entry && entry.endsAt > Date.now() ? entry : undefined;
  };
  return {
    async add(key, windowMs) {
      let entry = alive(key);
      if (!entry) {
        counts.delete(key);
        if (counts.size >= MAX_KEYS) counts.delete(counts.keys().next().value!);
        entry = { count: 0, endsAt: Date.now() + windowMs };
        counts.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, msLeft: entry.endsAt - Date.now() };
    },
    async undo(key) {
      const entry = alive(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async clear(key) {
      counts.delete(key);
    },
  };
}

// Each script is one atomic step, so instances counting the same key at once never lose a count or leave a key
// without its expiry.
const ADD = `local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;
const UNDO = `if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export function redisFailureCounts(redis: Redis, prefix: string, log: FastifyBaseLogger): FailureCounts {
  // Like the other limits (skipOnError): while Redis is down, nothing is counted and the shop keeps selling.
  const skipped = (error: unknown) => log.warn({ err: error }, 'Redis did not answer: failed attempts not counted');
  return {
    async add(key, windowMs) {
      try {
        const [count, msLeft] = (await redis.eval(ADD, 1, prefix + key, windowMs)) as [number, number];
        return { count, msLeft };
      } catch (error) {
        skipped(error);
        return { count: 0, msLeft: 0 };
      }
    },
    async undo(key) {
      await redis.eval(UNDO, 1, prefix + key).catch(skipped);
    },
    async clear(key) {
      await redis.del(prefix + key).catch(skipped);
    },
  };
}
