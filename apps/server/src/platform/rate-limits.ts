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

/** One counter a request is counted under, allowed `times` the limit (a wider network is allowed more). */
type Counted = { key: string; times: number };
/** What a limit counts a request under: one key (an email, a user), or one per network width of the client. */
export type KeyOf = (request: FastifyRequest) => string | Counted[];

/**
 * The networks a client is counted under, narrowest first, each allowed `times` the narrowest's limit. An IPv6 client
 * is its /64, the block one home or phone is given, or it could take a fresh address for every request; and its /56
 * and /48 too, looser, so that the thousands of /64s one site or VPS is given cannot pass for thousands of clients.
 * An IPv4-mapped IPv6 address is the IPv4 client it stands for.
 */
export function clientNetworks(ip: string): { network: string; times: number }[] {
  if (!ipaddr.isValid(ip)) return [{ network: ip, times: 1 }];
  const address = ipaddr.process(ip);
  if (address instanceof ipaddr.IPv4) return [{ network: address.toString(), times: 1 }];
  return IPV6_NETWORKS.map(({ bits, times }) => ({ network: ipv6Prefix(address, bits), times }));
}

const IPV6_NETWORKS = [
  { bits: 64, times: 1 },
  { bits: 56, times: 4 },
  { bits: 48, times: 16 },
];

function ipv6Prefix(address: ipaddr.IPv6, bits: number): string {
  const parts = address.parts.map((part, i) => {
    const kept = Math.min(16, Math.max(0, bits - i * 16));
    return kept === 16 ? part : part & (0xffff << (16 - kept)) & 0xffff;
  });
  return `${new ipaddr.IPv6(parts).toString()}/${bits}`;
}

/** The narrowest network a client is counted under: its IPv4 address, or its IPv6 /64. */
export const clientNetwork = (ip: string): string => clientNetworks(ip)[0]!.network;

/** Counts under each of the client's networks. X-Forwarded-For counts only when TRUST_PROXY names the proxy. */
const perNetwork =
  (keyOf: (request: FastifyRequest, network: string) => string): KeyOf =>
  (request) =>
    clientNetworks(request.ip).map(({ network, times }) => ({ key: keyOf(request, network), times }));

const emailOf = (request: FastifyRequest) =>
  String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase();

export const byAddress = perNetwork((_request, network) => network);
export const byEmail: KeyOf = emailOf;
/** Someone else's guesses, from elsewhere, never use up the owner's tries. */
export const byEmailAndAddress = perNetwork((request, network) => `${emailOf(request)} from ${network}`);

const countedUnder = (keyOf: KeyOf, request: FastifyRequest): Counted[] => {
  const keys = keyOf(request);
  return typeof keys === 'string' ? [{ key: keys, times: 1 }] : keys;
};

/** What a refusal says beside the wait. */
export type Refusal = {
  /** Another way that still works, offered with the wait: "ask for a sign-in link by email". */
  otherWay?: string;
  /** The answer's field that carries the wait in seconds too, for a screen that counts it down (`resend_in`). */
  waitField?: string;
};

const tooMany = (msLeft: number, { otherWay, waitField }: Refusal) => {
  const seconds = Math.max(1, Math.ceil(msLeft / 1000));
  const wait = seconds > 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return new TooMany(`Too many attempts. Please try again in ${wait}${otherWay ? `, or ${otherWay}` : ''}.`, {
    retryAfterSeconds: seconds,
    fields: waitField ? { [waitField]: seconds } : {},
  });
};

/**
 * A hook that counts requests under `name` and refuses the one past `max` in `minutes` with a 429. Each name keeps
 * its own counters, so a route can carry several (per address on onRequest, per email on preHandler). An IPv6 client
 * is also counted under its wider networks, each allowed more (clientNetworks).
 */
export function limit(
  app: FastifyInstance,
  name: string,
  max: number,
  minutes: number,
  keyOf: KeyOf = byAddress,
  refusal: Refusal = {},
) {
  const counters = new Map(
    [...new Set([1, ...IPV6_NETWORKS.map((network) => network.times)])].map((times) => [
      times,
      app.createRateLimit({
        max: max * times,
        timeWindow: minutes * 60_000,
        keyGenerator: (request) => `${name}:${countedUnder(keyOf, request).find((k) => k.times === times)!.key}`,
      }),
    ]),
  );
  return async (request: FastifyRequest) => {
    const counted = countedUnder(keyOf, request);
    const results = await Promise.all(counted.map(({ times }) => counters.get(times)!(request)));
    const msLeft = results.flatMap((result) => (!result.isAllowed && result.isExceeded ? [result.ttl] : []));
    if (msLeft.length > 0) throw tooMany(Math.max(...msLeft), refusal);
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
  /**
   * Failures for one email from anywhere after which each attempt for it waits: 250 ms, then twice as long each time,
   * at most 3 s. Never a refusal: a count anyone can add to must not keep the owner out (audit M3).
   */
  slowDownAfter: number;
  refusal?: Refusal;
};

const MAX_SLOW_DOWN_MS = 3000;

/**
 * Limits that count failed attempts only. Each attempt is counted before it runs, so a burst sent at once cannot
 * slip past the limit, and taken back when its answer is not `failedStatus`; a success clears the counts of its email.
 * Per network, an IPv6 client is also counted under its wider networks (clientNetworks). Returns the route's
 * preHandler and onSend hooks.
 */
export function failureLimits(app: FastifyInstance, name: string, limits: FailureLimits) {
  const counts = app.failureCounts;
  const windowMs = limits.minutes * 60_000;
  const rules = [
    { keyOf: byEmailAndAddress, max: limits.perEmailAndAddress, kind: 'email+address', clearedBySuccess: true },
    // Never cleared by a success: a script would sign in to its own account between guesses at others.
    { keyOf: byAddress, max: limits.perAddress, kind: 'address', clearedBySuccess: false },
    // Never a refusal, only the slow-down.
    { keyOf: byEmail, max: Infinity, kind: 'email', clearedBySuccess: true },
  ] as const;
  type Key = { key: string; max: number; kind: (typeof rules)[number]['kind']; clearedBySuccess: boolean };
  const counted = new WeakMap<FastifyRequest, Key[]>();

  const preHandler = async (request: FastifyRequest) => {
    const keys = rules.flatMap((rule) =>
      countedUnder(rule.keyOf, request).map(({ key, times }) => ({
        key: `${name}:${rule.kind}:${key}`,
        max: rule.max * times,
        kind: rule.kind,
        clearedBySuccess: rule.clearedBySuccess,
      })),
    );
    counted.set(request, keys);
    const results = await Promise.all(keys.map(({ key }) => counts.add(key, windowMs)));
    const refused = results.filter((result, i) => result.count > keys[i]!.max);
    if (refused.length > 0) throw tooMany(Math.max(...refused.map((result) => result.msLeft)), limits.refusal ?? {});
    // Slows a guesser spread over many networks, whom the per-network limits do not stop; it only waits (no
    // thread or connection to the database is held), and the owner's own sign-in clears it.
    const forEmail = results[keys.findIndex((key) => key.kind === 'email')]!;
    const beyond = forEmail.count - 1 - limits.slowDownAfter;
    if (beyond > 0) await sleep(Math.min(250 * 2 ** (beyond - 1), MAX_SLOW_DOWN_MS));
  };

  const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const keys = counted.get(request);
    if (!keys || reply.statusCode === limits.failedStatus) return payload;
    const succeeded = reply.statusCode < 300;
    await Promise.all(
      keys.map(({ key, clearedBySuccess }) => (succeeded && clearedBySuccess ? counts.clear(key) : counts.undo(key))),
    );
    return payload;
  };

  return { preHandler, onSend };
}
