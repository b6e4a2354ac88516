// Owns every HTTP call to the shop's API: one fetch wrapper that always hands back the `{ success, message, data }` envelope.
import {
  fillPath,
  type AnswerOf,
  type BodyOf,
  type DataOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type Route,
} from '@shop/contract/endpoint';
import { MESSAGES } from '@shop/contract/messages';

/**
 * An answer as it came, before the contract's type is put on it (`endpointClient`): the envelope's fields and any
 * others the JSON held. `status` is the HTTP status, 0 when the request never reached the server.
 */
type RawAnswer = { success: boolean; message?: string; status: number; [field: string]: unknown };

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData (image uploads) is sent as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** Thrown by `dataOf` (for TanStack Query, which wants failures as errors); `apiRequest` never throws for HTTP. */
export class ApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export const NETWORK_ERROR_MESSAGE = "We couldn't reach the shop. Check your connection and try again.";

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Tells the listener whenever a call outside `/auth/` answers 401, i.e. the session ended behind our back, so the
 * session provider can re-check. Auth calls are left out: a wrong password is not a lost session, and the
 * check-auth call itself must not loop. Returns the unsubscribe function.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;
/** In the browser, fetch at call time (tests stub it); while the server renders a page, the shop's own API. */
let transport: Transport = (path, init) => fetch(path, init);

/** The server build (app/entry.server.tsx) routes calls made while rendering to the API in the same process. */
export function setApiTransport(next: Transport) {
  transport = next;
}

/** Accepts '/auth/signin' or '/api/auth/signin'; both reach `/api/auth/signin`. */
export function apiUrl(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.startsWith('/api/') ? withSlash : `/api${withSlash}`;
}

function messageForStatus(status: number): string {
  if (status === 401) return MESSAGES.notSignedIn;
  if (status === 403) return MESSAGES.forbidden;
  if (status === 404) return 'Not found';
  if (status === 429) return MESSAGES.tooMany;
  return MESSAGES.serverError;
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const parsed: unknown = await response.json();
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null; // an empty body, or an HTML error page from a proxy
  }
}

/** The one fetch every call goes through; never throws for HTTP (a refusal is `success: false` with the words). */
export async function apiRequest(
  path: string,
  { method = 'GET', body, headers, signal }: ApiRequestOptions = {},
): Promise<RawAnswer> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    signal: signal ?? null,
  };
  if (body !== undefined) init.body = isForm ? body : JSON.stringify(body);

  let response: Response;
  try {
    response = await transport(apiUrl(path), init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error; // let TanStack Query see cancels
    return { success: false, message: NETWORK_ERROR_MESSAGE, status: 0 };
  }

  const json = await readJson(response);
  if (response.status === 401 && !apiUrl(path).startsWith('/api/auth/')) {
    for (const listener of unauthorizedListeners) listener();
  }

  if (!response.ok) {
    const message =
      typeof json?.message === 'string' && json.message ? json.message : messageForStatus(response.status);
    return { ...json, success: false, message, status: response.status };
  }
  // A 2xx without a `success` flag (e.g. 204) still counts as success.
  const success = typeof json?.success === 'boolean' ? json.success : true;
  return { ...json, success, status: response.status };
}

/** What a described call sends: its params, query and body as the contract types them, and an abort signal. */
export type CallInput<E extends Endpoint> = (E extends { params: object }
  ? { params: ParamsOf<E> }
  : { params?: never }) &
  (E extends { query: object } ? { query?: QueryOf<E> } : { query?: never }) &
  (E extends { body: unknown } ? { body: BodyOf<E> } : { body?: never }) & {
    /** TanStack Query's, when there is one. */
    signal?: AbortSignal | undefined;
    headers?: Record<string, string>;
  };

/** A described call's answer: the contract's success answer, or a refusal with the server's words. */
export type CallAnswer<E extends Endpoint> =
  (AnswerOf<E> & { success: true; status: number }) | { success: false; message: string; status: number };

export type EndpointCall<E extends Endpoint> = (input: CallInput<E>) => Promise<CallAnswer<E>>;

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * One typed function per endpoint of a contract's `<resource>Endpoints`, from the routes written out here: each route
 * must read exactly as the contract's `METHOD path` (the compiler checks it), and the types come from the
 * contract with no zod at run time (`import type`). `const cartApi = endpointClient<typeof cartEndpoints>({ get:
 * 'GET /api/shop/cart/get/:userId', … })`, then `cartApi.get({ params: { userId } })`.
 */
export function endpointClient<Endpoints extends Record<string, Endpoint>>(routes: {
  [Name in keyof Endpoints]: Route<Endpoints[Name]>;
}): { [Name in keyof Endpoints]: EndpointCall<Endpoints[Name]> } {
  const client: Record<string, EndpointCall<Endpoint>> = {};
  for (const [name, route] of Object.entries(routes) as [string, string][]) {
    const space = route.indexOf(' ');
    const method = route.slice(0, space) as NonNullable<ApiRequestOptions['method']>;
    const path = route.slice(space + 1);
    client[name] = async (input) => {
      const { params, query, body, signal, headers } = input as {
        params?: Record<string, unknown>;
        query?: Record<string, unknown>;
        body?: unknown;
        signal?: AbortSignal;
        headers?: Record<string, string>;
      };
      const url = fillPath(path, params) + queryString(query);
      const answer = await apiRequest(url, {
        method,
        body,
        ...(signal ? { signal } : {}),
        ...(headers ? { headers } : {}),
      });
      return answer as CallAnswer<Endpoint>;
    };
  }
  return client as { [Name in keyof Endpoints]: EndpointCall<Endpoints[Name]> };
}

/** The answer when it succeeded; otherwise an ApiError carrying the server's message (SPEC §8). */
export function successOf<A extends { success: boolean; message?: string | undefined; status: number }>(
  answer: A,
): Extract<A, { success: true }> {
  if (!answer.success) throw new ApiError(answer.message ?? MESSAGES.serverError, answer.status);
  return answer as Extract<A, { success: true }>;
}

/** The `data` of a described call's answer, or an ApiError carrying the server's message. For query functions. */
export async function dataOf<E extends Endpoint>(answer: Promise<CallAnswer<E>>): Promise<DataOf<E>> {
  return (successOf(await answer) as unknown as { data: DataOf<E> }).data;
}
