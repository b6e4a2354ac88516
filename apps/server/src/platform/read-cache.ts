// Owns a small in-process cache for hot public catalogue answers; any successful write in this process empties it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Entry = { body: string; expiresAt: number };

/**
 * GET answers of the routes marked `config: { readCache: true }` are kept for `ttlMs` by URL. A successful
 * POST/PUT/PATCH/DELETE here clears everything, so this instance never serves what it has itself just changed;
 * other instances catch up within the TTL. Only 200 answers of signed-out-safe, public routes are cached.
 */
export function registerReadCache(app: FastifyInstance, { ttlMs = 5_000, maxEntries = 500 } = {}) {
  const entries = new Map<string, Entry>();

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || !request.routeOptions.config?.readCache) return;
    const hit = entries.get(request.url);
    if (!hit || hit.expiresAt < Date.now()) return;
    reply.header('x-cache', 'hit').type('application/json; charset=utf-8');
    return reply.send(hit.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET') {
      if (reply.statusCode < 400) entries.clear();
      return payload;
    }
    if (!request.routeOptions.config?.readCache || reply.statusCode !== 200 || typeof payload !== 'string')
      return payload;
    if (reply.getHeader('x-cache') === 'hit') return payload;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(request.url, { body: payload, expiresAt: Date.now() + ttlMs });
    return payload;
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Keep this public GET answer in the in-process read cache. */
    readCache?: boolean;
  }
}
