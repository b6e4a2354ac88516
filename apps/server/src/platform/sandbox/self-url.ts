// Owns where this very process listens, for the server's own HTTP calls to its sandboxes (payments, shipping).
import type { FastifyInstance } from 'fastify';

/** Where this very process listens, for the server's own HTTP calls to its sandbox. Known once it listens. */
export function selfUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The server is not listening yet');
  const host = address.address === '::' || address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  return `http://${address.family === 'IPv6' && host !== '127.0.0.1' ? `[${host}]` : host}:${address.port}`;
}
