// Owns request limits: named counters per client network, per email or both, stacked freely on one route, and limits
// on failed attempts that a success clears.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import ipaddr from 'ipaddr.js';
import { TooMany } from './errors.ts';
import { memoryFailureCounts, redisFailureCounts, type FailureCounts } from './failure-counts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    failureCounts: FailureCounts;
  }
}

const NAME_SPACE = 'shop:rate-limit:';

/**
 * Several instances share their counters through Redis; one instance counts in memory (and never loads ioredis).
 * While Redis does not answer, limits are skipped and the shop keeps selling.
 */
export async function registerRateLimits(app: FastifyInstance, redisUrl: string | undefined): Promise<void> {
  const redis = redisUrl ? await connectRedis(redisUrl) : undefined;
  if (redis) {
    // Into the log, where an operator can alert on it, instead of ioredis's "Unhandled error event" on stderr.
    // Once a minute at most: ioredis retries every two seconds while Redis is away.
    let warnedAt = 0;
    redis.on('error', (error: unknown) => {
      if (Date.now() - warnedAt < 60_000) return;
      warnedAt = Date.now();
      app.log.warn({ err: error }, 'Redis does not answer: limits are skipped until it is back');
    });
    app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: NAME_SPACE, skipOnError: true } : {}),
  });
  app.decorate(
    'failureCounts',
    redis ? redisFailureCounts(redis, `${NAME_SPACE}failures:`, app.log) : memoryFailureCounts(),
  );
}

async function connectRedis(url: string) {
  const { Redis } = await import('ioredis');
  return new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 });
}

type KeyOf = (request: FastifyRequest) => string;

/** X-Forwarded-For counts only when TRUST_PROXY names the proxy. */
export const byAddress: KeyOf = (request) => clientNetwork(request.ip);
export const byEmail: KeyOf = (request) =>
  String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase();
/** Someone else's guesses, from elsewhere, never use up the owner's tries. */
export const byEmailAndAddress: KeyOf = (request) => `${byEmail(request)} from ${byAddress(request)}`;

/**
 * The address a client is counted under. An IPv6 client counts as its /64, the block one home or phone is given, or
 * it could take a fresh address for every request; an IPv4-mapped IPv6 address is the IPv4 client it stands for.
 */
export function clientNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address instanceof ipaddr.IPv4) return address.toString();
  return `${new ipaddr.IPv6([...address.parts.slice(0, 4), 0, 0, 0, 0]).toString()}/64`;
}

const tooMany = (msLeft: number) => {
  const seconds = Math.max(1, Math.ceil(msLeft / 1000));
  const wait = seconds > 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return new TooMany(`Too many attempts. Please try again in ${wait}.`);
};

/**
 * A hook that counts requests under `name` and refuses the one past `max` in `minutes` with a 429. Each name keeps
 * its own counters, so a route can carry several (per address on onRequest, per email on preHandler).
 */
export function limit(app: FastifyInstance, name: string, max: number, minutes: number, keyOf: KeyOf = byAddress) {
  const count = app.createRateLimit({
    max,
    timeWindow: minutes * 60_000,
    keyGenerator: (request) => `${name}:${keyOf(request)}`,
  });
  return async (request: FastifyRequest) => {
    const result = await count(request);
    if (!result.isAllowed && result.isExceeded) throw tooMany(result.ttl);
  };
}

export type FailureLimits = {
  /** The answer's status that means the attempt failed (a wrong password). */
  failedStatus: number;
  minutes: number;
  /** Failures for one email from one client network: the hard stop for a guesser. */
  perEmailAndAddress: number;
  /** Failures from one client network, whatever the email (one script trying many accounts). */
  perAddress: number;
  /** Failures for one email from anywhere: a ceiling far above one guesser's, so only many networks reach it. */
  perEmail: number;
  /** Failures for one email after which each attempt for it waits: 250 ms, then twice as long each time, at most 3 s. */
  slowDownAfter: number;
};

const MAX_SLOW_DOWN_MS = 3000;

/**
 * Limits that count failed attempts only. Each attempt is counted before it runs, so a burst sent at once cannot
 * slip past the limit, and taken back when its answer is not `failedStatus`; a success clears the counts of its email.
 * Returns the route's preHandler and onSend hooks.
 */
export function failureLimits(app: FastifyInstance, name: string, limits: FailureLimits) {
  const counts = app.failureCounts;
  const windowMs = limits.minutes * 60_000;
  const rules = [
    { keyOf: byEmailAndAddress, max: limits.perEmailAndAddress, kind: 'email+address', clearedBySuccess: true },
    // Never cleared by a success: a script would sign in to its own account between guesses at others.
    { keyOf: byAddress, max: limits.perAddress, kind: 'address', clearedBySuccess: false },
    { keyOf: byEmail, max: limits.perEmail, kind: 'email', clearedBySuccess: true },
  ] as const;
  const counted = new WeakMap<FastifyRequest, string[]>();

  const preHandler = async (request: FastifyRequest) => {
    const keys = rules.map((rule) => `${name}:${rule.kind}:${rule.keyOf(request)}`);
    counted.set(request, keys);
    const results = await Promise.all(keys.map((key) => counts.add(key, windowMs)));
    const refused = results.filter((result, i) => result.count > rules[i]!.max);
    if (refused.length > 0) throw tooMany(Math.max(...refused.map((result) => result.msLeft)));
    // Slows a guesser spread over many networks, whom the per-network limits do not stop; it only waits (no
    // thread or connection to the database is held), and the owner's own sign-in clears it.
    const [, , forEmail] = results;
    const beyond = forEmail!.count - 1 - limits.slowDownAfter;
    if (beyond > 0) await sleep(Math.min(250 * 2 ** (beyond - 1), MAX_SLOW_DOWN_MS));
  };

  const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const keys = counted.get(request);
    if (!keys || reply.statusCode === limits.failedStatus) return payload;
    const succeeded = reply.statusCode < 300;
    await Promise.all(
      rules.map((rule, i) => (succeeded && rule.clearedBySuccess ? counts.clear(keys[i]!) : counts.undo(keys[i]!))),
    );
    return payload;
  };

  return { preHandler, onSend };
}
