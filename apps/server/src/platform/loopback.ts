// Owns telling whether a request came from this machine itself, with no proxy in between.
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The socket's own address, never X-Forwarded-For; a request a proxy forwarded is not a local one. */
export function fromThisMachine(request: FastifyRequest): boolean {
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for'];
}
