// Owns registering a route from its endpoint description (@shop/contract/endpoint): method, path, schemas and the
// OpenAPI entry all come from the contract, so a route cannot exist without its description (decision 016).
import type { Endpoint, ParsedOf } from '@shop/contract/endpoint';
import { errorAnswer } from '@shop/contract/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';

/** A request as the endpoint's schemas left it: params, query and body parsed (coerced, defaulted). */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParsedOf<E, 'params'>;
  Querystring: ParsedOf<E, 'query'>;
  Body: ParsedOf<E, 'body'>;
}>;

/** What a handler answers: the endpoint's success answer (sent with its status), or the reply it has sent itself. */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<z.input<E['answer']> | FastifyReply> | z.input<E['answer']> | FastifyReply;

/** The route's own settings, beside what the description gives: hooks, the read cache, limits. */
export type RouteSettings = Pick<RouteShorthandOptions, 'config' | 'onRequest' | 'preHandler' | 'onSend' | 'bodyLimit'>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's description of this route, set by `route()`; app.ts refuses an /api route without one. */
    endpoint?: Endpoint;
  }
}

/**
 * Registers `endpoint` in `app`, a plugin whose prefix the endpoint's path starts with (`/api/shop/cart` for
 * `/api/shop/cart/add`). Refusals are the error envelope for each status the description lists.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  settings: RouteSettings,
  handler: EndpointHandler<E>,
): void {
  if (!endpoint.path.startsWith(app.prefix))
    throw new Error(`${endpoint.method} ${endpoint.path} is registered under ${app.prefix}`);
  const { body } = endpoint;
  // A redirect (303) has no body to describe; a route listing no response at all keeps OpenAPI's default one.
  const response = {
    ...(endpoint.status === 303 ? {} : { [endpoint.status ?? 200]: endpoint.answer }),
    ...Object.fromEntries(
      (endpoint.errors ?? []).map((status) => [status, endpoint.errorAnswers?.[status] ?? errorAnswer]),
    ),
  };
  app.route({
    ...settings,
    method: endpoint.method,
    url: endpoint.path.slice(app.prefix.length) || '/',
    config: { ...settings.config, endpoint },
    schema: {
      tags: [endpoint.tag],
      ...(endpoint.hidden ? { hide: true } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(body === 'multipart' ? { consumes: ['multipart/form-data'] } : body ? { body } : {}),
      ...(Object.keys(response).length > 0 ? { response } : {}),
    },
    // A call that makes something answers its own success status (201) without each handler saying so.
    handler: (endpoint.status === 201
      ? (request: EndpointRequest<E>, reply: FastifyReply) => handler(request, reply.code(201))
      : handler) as unknown as RouteHandlerMethod,
  });
}

/**
 * Refuses, at start, any route under `under` that was not registered by `route()` from a description, but for the
 * paths in `except` (prefixes): what the contract does not describe stays a short, named list.
 */
export function requireDescriptions(app: FastifyInstance, { under, except }: { under: string; except: string[] }) {
  app.addHook('onRoute', (options) => {
    const url = options.url ?? '';
    if (!url.startsWith(under) || options.method === 'HEAD' || except.some((prefix) => url.startsWith(prefix))) return;
    if (!options.config?.endpoint)
      throw new Error(
        `${String(options.method)} ${url} has no endpoint description (@shop/contract): declare it there`,
      );
  });
}
