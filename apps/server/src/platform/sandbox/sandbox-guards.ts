// Owns what keeps the public sandbox from being used against the shop: redirects only into it, per-address limits, and
// the routes only whoever runs the shop may call.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
 * Whoever runs the shop: this machine itself (not through a proxy), or an active staff member's session. A sandbox's
 * inbox, replies, drills and plays are theirs: they show shoppers' messages and act as their phones and couriers.
 */
export function forWhoRunsTheShop(request: FastifyRequest): boolean {
  const user = request.user;
  return fromThisMachine(request) || (user?.role === 'admin' && user.staffStatus === 'active');
}

/** An onRequest hook that answers anyone else as if the route did not exist, as /dev/mailbox does. */
export async function onlyWhoRunsTheShop(request: FastifyRequest, reply: FastifyReply) {
  if (forWhoRunsTheShop(request)) return;
  return reply
    .status(404)
    .send({ success: false, message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
}

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
