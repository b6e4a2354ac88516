// Owns a small in-process cache for hot public catalogue answers, replayed before Fastify routes the request; any
// successful write in this process empties it.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { isVisitorRequest } from '@shop/contract/pages';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerFactory } from 'fastify';

/** Answers at least this large are sent compressed to clients that accept it (as @fastify/compress does). */
const COMPRESS_FROM_BYTES = 1024;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Headers that belong to one request or that the replay sets itself; never copied into an entry. */
const NOT_REPLAYED = new Set([
  'set-cookie',
  'x-request-id',
  'x-cache',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'vary',
  'date',
  'connection',
  'keep-alive',
]);

type Encoding = 'br' | 'gzip';
/** One way to send an entry: the whole header list (with a slot for the request id) and the bytes. */
type Variant = { headers: string[]; idSlot: number; body: Buffer };
type Entry = {
  /** The route's pattern (`/api/shop/products/get/:id`), for the metrics. */
  route: string;
  expiresAt: number;
  /** A visitor's page: answered only to requests without a session cookie, which get a page of their own. */
  visitorsOnly: boolean;
  /** Set once one request past expiresAt has gone on to Fastify to answer afresh. */
  refreshing?: boolean;
  /** The headers the full answer carried (security headers, content type), less those in NOT_REPLAYED. */
  headers: [string, string][];
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
};

type AnswerHeader = string | number | string[] | undefined;
type ServerSettings = {
  http?: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
};

export type AnswerRecorder = (method: string, route: string, status: number, seconds: number) => void;

export type ReadCache = {
  /** Fastify's `serverFactory`: an HTTP server that answers fresh entries itself and hands everything else on. */
  serverFactory: FastifyServerFactory;
  /** Fills the cache from the answers of routes marked `config: { readCache: true }`, and empties it on writes. */
  register(app: FastifyInstance, options: { log: FastifyBaseLogger; recordAnswer: AnswerRecorder }): void;
};

/**
 * GET answers of the routes marked `config: { readCache: true }` are kept for `ttlMs` by URL. A fresh entry is
 * answered as the request arrives, before Fastify builds a request or runs a hook: with the headers the full answer
 * carried (helmet's security headers among them), a request id, a log line and the metrics, as any answer; with a
 * body compressed once. These routes are public and never rate-limited, so there is nothing else to run.
 *
 * Once an entry has expired, the first request for it goes on to Fastify, whose answer replaces it; requests that
 * arrive meanwhile get the expired entry, for at most one more TTL.
 *
 * A successful POST/PUT/PATCH/DELETE here clears everything, so this instance never serves what it has itself just
 * changed; other instances catch up within the TTL. Only 200 answers of signed-out-safe, public routes are cached.
 */
export function createReadCache({
  ttlMs = 5_000,
  maxEntries = 500,
  trustRequestId = false,
}: {
  ttlMs?: number;
  maxEntries?: number;
  /** Behind a trusted proxy: keep the X-Request-Id it assigned, as Fastify's requestIdHeader does. */
  trustRequestId?: boolean;
} = {}): ReadCache {
  const entries = new Map<string, Entry>();
  let log: FastifyBaseLogger | undefined;
  let recordAnswer: AnswerRecorder | undefined;
  let closing = false;

  /** Answers a fresh entry for the request, or answers false to let Fastify handle it. */
  function answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (closing || request.method !== 'GET' || !log) return false;
    const entry = entries.get(request.url!);
    if (!entry) return false;
    if (entry.visitorsOnly && !isVisitorRequest(request.headers.cookie)) return false;
    const started = performance.now();
    const now = Date.now();
    if (entry.expiresAt < now) {
      // One request refreshes an expired entry; the others meanwhile get it as it was, for at most one more TTL, so a
      // popular page is never asked of the database by every connection at once.
      if (!entry.refreshing || now > entry.expiresAt + ttlMs) {
        entry.refreshing = true;
        return false;
      }
    }
    const variant = variantFor(entry, request.headers['accept-encoding']);
    const headerRequestId = trustRequestId ? request.headers['x-request-id'] : undefined;
    const requestId = typeof headerRequestId === 'string' && headerRequestId ? headerRequestId : randomUUID();
    const headers = variant.headers.slice();
    headers[variant.idSlot] = requestId;
    response.writeHead(200, headers);
    response.end(variant.body);
    const ms = performance.now() - started;
    log.info({ reqId: requestId, method: 'GET', url: request.url, status: 200, ms: Math.round(ms) }, 'answered');
    recordAnswer?.('GET', entry.route, 200, ms / 1000);
    return true;
  }

  function store(
    url: string,
    route: string,
    visitorsOnly: boolean,
    body: string,
    answerHeaders: Record<string, AnswerHeader>,
  ) {
    const headers: [string, string][] = [];
    for (const [name, value] of Object.entries(answerHeaders)) {
      if (value === undefined || NOT_REPLAYED.has(name)) continue;
      headers.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
    }
    const bytes = Buffer.from(body);
    if (!entries.has(url) && entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(url, {
      route,
      visitorsOnly,
      expiresAt: Date.now() + ttlMs,
      headers,
      identity: variant(headers, bytes, bytes.length >= COMPRESS_FROM_BYTES, undefined, visitorsOnly),
    });
  }

  return {
    serverFactory(handler, fastifyOptions) {
      // What Fastify does with its own HTTP/1 server (its options come with their defaults filled in), with the
      // cache as the first to see each request.
      const options = fastifyOptions as ServerSettings;
      const server = createServer(options.http ?? {}, (request, response) => {
        if (!answer(request, response)) handler(request, response);
      });
      server.keepAliveTimeout = options.keepAliveTimeout;
      server.requestTimeout = options.requestTimeout;
      server.setTimeout(options.connectionTimeout);
      if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
      return server;
    },

    register(app, options) {
      log = options.log;
      recordAnswer = options.recordAnswer;
      // While closing, requests go to Fastify, which refuses them with a 503 and closes the connection.
      app.addHook('preClose', async () => void (closing = true));
      app.addHook('onSend', async (request, reply, payload) => {
        if (WRITES.has(request.method)) {
          if (reply.statusCode < 400) entries.clear();
          return payload;
        }
        const rule = request.routeOptions.config?.readCache;
        if (request.method !== 'GET' || !rule) return payload;
        const visitorsOnly = rule === 'visitors';
        // A signed-in shopper's page is theirs: neither kept nor a reason to drop the visitors' copy.
        if (visitorsOnly && !isVisitorRequest(request.headers.cookie)) return payload;
        const kept = !String(reply.getHeader('cache-control') ?? '').includes('no-store');
        if (reply.statusCode === 200 && typeof payload === 'string' && kept)
          store(request.url, request.routeOptions.url ?? request.url, visitorsOnly, payload, reply.getHeaders());
        else entries.delete(request.url);
        return payload;
      });
    },
  };
}

function variantFor(entry: Entry, acceptEncoding: string | undefined): Variant {
  if (!acceptEncoding || entry.identity.body.length < COMPRESS_FROM_BYTES) return entry.identity;
  const encoding = preferredEncoding(acceptEncoding);
  if (!encoding) return entry.identity;
  // Compressed once per entry, on the first request that asks for it.
  return (entry[encoding] ??= variant(
    entry.headers,
    compress(encoding, entry.identity.body),
    true,
    encoding,
    entry.visitorsOnly,
  ));
}

function variant(
  base: [string, string][],
  body: Buffer,
  varies: boolean,
  encoding: Encoding | undefined,
  visitorsOnly: boolean,
): Variant {
  const headers = base.flat();
  headers.push('x-cache', 'hit', 'content-length', String(body.length));
  // A shared cache must keep visitors' pages apart from signed-in shoppers' too.
  const vary = [...(varies ? ['accept-encoding'] : []), ...(visitorsOnly ? ['cookie'] : [])];
  if (vary.length > 0) headers.push('vary', vary.join(', '));
  if (encoding) headers.push('content-encoding', encoding);
  headers.push('x-request-id', '');
  return { headers, idSlot: headers.length - 1, body };
}

function compress(encoding: Encoding, body: Buffer): Buffer {
  if (encoding === 'gzip') return gzipSync(body);
  // Compressed once and sent many times: Brotli's quality 6, not the 4 @fastify/compress uses for an answer it
  // compresses per request. On a listing page that is 8% fewer bytes (27.5 → 25.4 KB) for about a millisecond more,
  // once per cache fill; 9 and up cost ten to a hundred times as long for a few percent more.
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 6 },
  });
}

/** br or gzip, whichever the client weighs higher (br on a tie); undefined when it takes neither. */
export function preferredEncoding(acceptEncoding: string): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    weights.set(token.trim() === 'x-gzip' ? 'gzip' : token.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const any = weights.get('*') ?? 0;
  const br = weights.get('br') ?? any;
  const gzip = weights.get('gzip') ?? any;
  if (br <= 0 && gzip <= 0) return undefined;
  return br >= gzip ? 'br' : 'gzip';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Keep this public GET answer in the in-process read cache; 'visitors' for an answer that differs for a
     * signed-in shopper (a page), kept and replayed only for requests without a session cookie.
     */
    readCache?: boolean | 'visitors';
  }
}
