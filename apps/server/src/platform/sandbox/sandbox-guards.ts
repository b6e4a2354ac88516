// Owns what keeps the public sandbox from being used against the shop: redirects only into it, and per-address limits.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromThisMachine } from '../loopback.ts';
import { limit } from '../rate-limits.ts';

/** Failure drills, switched on for a while through /control (sandbox-routes.ts says what each does). */
export type SandboxFaults = {
  /** Webhooks and callbacks are not sent. */
  webhooksLost(): boolean;
  /** A new refund is accepted as pending, then fails. */
  refundsFail(): boolean;
  /** A new refund is made, but the answer to the call that made it is held past our timeout. */
  refundsStall(): boolean;
};

/** Whether a URL a caller wants the sandbox's hosted page to send the shopper to lies under the shop's PUBLIC_URL. */
export function redirectsIntoShop(publicUrl: string, url: unknown): boolean {
  if (typeof url !== 'string') return false;
  try {
    const target = new URL(url);
    const shop = new URL(`${publicUrl}/`);
    return target.origin === shop.origin && target.pathname.startsWith(shop.pathname);
  } catch {
    return false;
  }
}

/** The shop's own server calling its sandbox, straight from this machine and not through a proxy. */
export const fromThisServer = fromThisMachine;

/**
 * A per-address limit for anyone else calling the sandbox's API (its keys are public): every call writes a row. The
 * shop's own calls are never counted, so checkout keeps working whoever else is busy with the sandbox.
 */
export function visitorLimit(app: FastifyInstance, name: string, max: number, minutes: number) {
  const counted = limit(app, `sandbox-${name}`, max, minutes);
  return async (request: FastifyRequest) => {
    if (!fromThisServer(request)) await counted(request);
  };
}
