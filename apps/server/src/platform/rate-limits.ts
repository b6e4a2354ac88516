// Owns request limits: named counters per client address or per email, stacked freely on one route.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooMany } from './errors.ts';

type KeyOf = (request: FastifyRequest) => string;

export const byAddress: KeyOf = (request) => request.ip; // X-Forwarded-For only when TRUST_PROXY names the proxy
export const byEmail: KeyOf = (request) =>
  String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase();

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
    if (!result.isAllowed && result.isExceeded) {
      const wait =
        result.ttlInSeconds > 90 ? `${Math.ceil(result.ttlInSeconds / 60)} minutes` : `${result.ttlInSeconds} seconds`;
      throw new TooMany(`Too many attempts. Please try again in ${wait}.`);
    }
  };
}
