// Owns the one fake of the shop's API that every component test talks to: fetch answered by handlers keyed by the
// contract's endpoint descriptions, requests validated and answers checked against the same descriptions (decision 016).
import type { SessionUser } from '@shop/contract/auth';
import { allEndpoints, type AnyEndpoint } from '@shop/contract/api';
import type { Endpoint, ErrorStatus, ParsedOf, Route } from '@shop/contract/endpoint';
import { errorAnswer } from '@shop/contract/envelope';
import { DEFAULT_CATALOGUE_OPTIONS } from '@shop/contract/options';
import { onTestFinished, vi } from 'vitest';
import type { z } from 'zod';

/** `GET /api/shop/cart/get/:userId`: every endpoint the contract describes, by the name a client calls it. */
export type RouteKey = Route<AnyEndpoint>;
type EndpointAt<K extends RouteKey> = AnyEndpoint extends infer E
  ? E extends AnyEndpoint
    ? Route<E> extends K
      ? E
      : never
    : never
  : never;

/** A request as the server would see it after validation: params, query and body parsed by the endpoint's schemas. */
export type FakeRequest<E extends AnyEndpoint = AnyEndpoint> = {
  params: ParsedOf<E, 'params'>;
  query: ParsedOf<E, 'query'>;
  /** The JSON body parsed, or the FormData of an upload. */
  body: E extends { body: 'multipart' } ? FormData : ParsedOf<E, 'body'>;
  url: URL;
  /** The request's headers, names lower-cased. */
  headers: Headers;
};

/**
 * A refusal, answered as the error envelope with this status; `extra` adds the fields of an endpoint's own error
 * answer for that status (a 429's `resend_in`), checked against it.
 */
export type Refusal = { refused: true; status: number; message: string; extra?: Record<string, unknown> };
export const refuse = (status: number, message: string, extra?: Record<string, unknown>): Refusal => ({
  refused: true,
  status,
  message,
  ...(extra ? { extra } : {}),
});

type Answer<E extends AnyEndpoint> = z.input<E['answer']> | Refusal;
export type Handler<E extends AnyEndpoint> = (request: FakeRequest<E>) => Answer<E> | Promise<Answer<E>>;
/** What a test's fake API answers: a handler per endpoint it needs; any other call answers 404. */
export type FakeHandlers = { [K in RouteKey]?: Handler<EndpointAt<K>> };

/** A request the fake server received, for tests that check what the screen sent. */
export type RecordedRequest = {
  method: string;
  path: string;
  route: RouteKey | undefined;
  body: unknown;
  url: URL;
  headers: Headers;
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * `:name` segments as a regular expression over the whole path. A path with fewer `:name` segments is tried first, as
 * the server's router prefers a fixed segment: `PUT /api/admin/staff/policy` is the policy's, not member "policy"'s.
 */
const matchers = allEndpoints
  .map((endpoint) => ({
    endpoint: endpoint as Endpoint,
    route: `${endpoint.method} ${endpoint.path}` as RouteKey,
    pattern: new RegExp(`^${endpoint.path.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`),
    paramCount: endpoint.path.split(':').length - 1,
  }))
  .sort((a, b) => a.paramCount - b.paramCount);

/**
 * The endpoint a request is for. Two descriptions may share a method and path, told apart by their query (the product
 * import's dry run and start): the first whose query schema takes the request's query, else the first that matches.
 */
function findEndpoint(method: string, url: URL) {
  let first: ((typeof matchers)[number] & { params: Record<string, string> }) | undefined;
  for (const matcher of matchers) {
    if (matcher.endpoint.method !== method || (first && matcher.endpoint.path !== first.endpoint.path)) continue;
    const match = matcher.pattern.exec(url.pathname);
    if (match) {
      const params = Object.fromEntries(
        Object.entries(match.groups ?? {}).map(([name, value]) => [name, decodeURIComponent(value)]),
      );
      const found = { ...matcher, params };
      if (!matcher.endpoint.query || matcher.endpoint.query.safeParse(queryOf(url)).success) return found;
      first ??= found;
    }
  }
  return first;
}

function readBody(init: RequestInit): unknown {
  if (typeof init.body === 'string') return JSON.parse(init.body) as unknown;
  return init.body ?? undefined;
}

function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name);
    query[name] = values.length === 1 ? values[0]! : values;
  }
  return query;
}

/** Validates as Fastify does with the endpoint's schema: the parsed value, or the first issue's words for a 400. */
function validate(
  schema: z.ZodType | undefined,
  value: unknown,
): { ok: true; value: unknown } | { ok: false; message: string } {
  if (!schema) return { ok: true, value: undefined };
  const parsed = schema.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: parsed.error.issues[0]!.message };
}

/**
 * Fakes the API at fetch for one test. `check-auth` answers for `user`, and `GET /api/shop/options` with a new shop's
 * colours and sizes, unless a handler says otherwise. A request the contract's schemas refuse gets the 400 the server
 * would send; a handler's success answer that does not match the endpoint's answer schema fails the test (the screen
 * would be tested against an answer the server cannot send).
 */
export function fakeServer(handlers: FakeHandlers, { user = null }: { user?: SessionUser | null } = {}) {
  const requests: RecordedRequest[] = [];
  const contractBreaks: string[] = [];
  onTestFinished(() => {
    if (contractBreaks.length > 0) throw new Error(`The fake API broke the contract:\n${contractBreaks.join('\n')}`);
  });

  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    const url = new URL(String(input), 'http://shop.test');
    const method = init.method ?? 'GET';
    const body = readBody(init);
    const headers = new Headers(init.headers);
    const found = findEndpoint(method, url);
    requests.push({ method, path: `${url.pathname}${url.search}`, route: found?.route, body, url, headers });
    if (!found) return json(404, { success: false, message: `No such endpoint: ${method} ${url.pathname}` });

    const handler = handlers[found.route] as Handler<AnyEndpoint> | undefined;
    if (!handler) {
      if (found.route === 'GET /api/auth/check-auth') {
        return user ? json(200, { success: true, user }) : json(401, { success: false, message: 'Please sign in' });
      }
      // The shop's colours and sizes, as a new shop has them, unless a test names its own.
      if (found.route === 'GET /api/shop/options') return json(200, { success: true, data: DEFAULT_CATALOGUE_OPTIONS });
      return json(404, { success: false, message: 'Not found' });
    }

    const { endpoint } = found;
    const params = validate(endpoint.params, found.params);
    const query = validate(endpoint.query, queryOf(url));
    const parsedBody =
      endpoint.body === 'multipart' ? { ok: true as const, value: body } : validate(endpoint.body, body);
    for (const checked of [params, query, parsedBody]) {
      if (!checked.ok) return json(400, { success: false, message: checked.message });
    }
    const answer = await handler({
      params: (params as { value: unknown }).value,
      query: (query as { value: unknown }).value,
      body: (parsedBody as { value: unknown }).value,
      url,
      headers,
    } as FakeRequest);
    if (typeof answer === 'object' && answer !== null && 'refused' in answer) {
      const schema = endpoint.errorAnswers?.[answer.status as ErrorStatus] ?? errorAnswer;
      return json(answer.status, schema.parse({ ...answer.extra, success: false, message: answer.message }));
    }
    const checked = endpoint.answer.safeParse(answer);
    if (!checked.success) {
      contractBreaks.push(
        `${found.route}: ${checked.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
      );
    }
    return json(endpoint.status ?? 200, answer);
  });

  /** The requests made so far with this method whose path starts with `pathStart`. */
  const calls = (method: string, pathStart: string) =>
    requests.filter((request) => request.method === method && request.path.startsWith(pathStart));
  return { fetchSpy, requests, calls };
}
