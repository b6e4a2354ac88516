// Owns refusing state-changing requests that a foreign site's page sent (a cross-site request forgery guard).
import type { FastifyInstance } from 'fastify';
import { Forbidden } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A browser always sends Origin on a cross-site POST/PUT/PATCH/DELETE; it must be the shop's own (PUBLIC_URL, or the
 * host the request came to). No Origin means no browser page sent it (curl, a provider's webhook): cookies decide then.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string, extraOrigins: string[] = []): void {
  const allowed = new Set([new URL(publicUrl).origin, ...extraOrigins]);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    if (allowed.has(origin) || origin === `${request.protocol}://${request.host}`) return;
    throw new Forbidden('This request came from another site and was refused');
  });
}
