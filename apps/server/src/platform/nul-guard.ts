// Owns refusing text with a NUL character anywhere in a request: PostgreSQL cannot store it, so it would be a 500.
import type { FastifyInstance } from 'fastify';
import { Invalid } from './errors.ts';

/** The path of the first string holding a NUL, or undefined; bounded, as bodies are already size-limited. */
function nulAt(value: unknown, at: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? at : undefined;
  if (depth > 8 || value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulAt(inner, at ? `${at}.${key}` : key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Every request in the scope: path, query and JSON body are checked before their schemas run. */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = nulAt(request.params, '') ?? nulAt(request.query, '') ?? nulAt(request.body, '');
    if (field !== undefined) throw new Invalid(`${field || 'request'}: must not contain a NUL character`);
  });
}
