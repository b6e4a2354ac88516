// Owns refusing state-changing requests that a foreign site's page sent (a cross-site request forgery guard).
import type { FastifyInstance } from 'fastify';
import { Forbidden } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Options = {
  publicUrl: string;
  /** PUBLIC_URL was set: its origin is the only one. Unset (a local shop), the host the request came to counts too. */
  onlyPublicUrl: boolean;
  extraOrigins?: string[];
};

/**
 * A browser always sends Origin on a cross-site POST/PUT/PATCH/DELETE; it must be the shop's own. No Origin means no
 * browser page sent it (curl, a provider's webhook): cookies decide then.
 */
export function registerOriginCheck(app: FastifyInstance, { publicUrl, onlyPublicUrl, extraOrigins = [] }: Options) {
  const allowed = new Set([new URL(publicUrl).origin, ...extraOrigins]);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    if (allowed.has(origin)) return;
    if (!onlyPublicUrl && origin === `${request.protocol}://${request.host}`) return;
    throw new Forbidden('This request came from another site and was refused');
  });
}
