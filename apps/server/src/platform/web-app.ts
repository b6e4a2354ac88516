// Owns serving the web app: hashed assets cached for ever, uploads, and every page rendered by React on the server
// (the web app's server build, React Router's request handler) with its loaders' API calls answered in-process.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import {
  CLEAR_FLASH_COOKIE,
  flashCookieValue,
  isVisitorRequest,
  SCRIPT_SOURCES_HEADER,
  type ApiTransport,
  type PageRenderer,
  type WebServerEntry,
} from '@shop/contract/pages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FileStorage } from './file-storage.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

type Options = {
  /** The web build: `client/` (what browsers download) and `server/index.js` (the render function). */
  webDist: string;
  uploads: FileStorage;
  publicUrl: string;
  mode: 'development' | 'production' | 'test';
  /** The Content-Security-Policy of a page whose own inline scripts have these hashes (`'sha256-…'`). */
  pagePolicy: (scriptSources: readonly string[]) => string;
  /** `npm run dev`: the web app's source folder, served by Vite inside this process instead of the build. */
  webSource?: string | undefined;
  /** Where an address no page answers has moved to (staff's redirects, Shopify's old paths), if anywhere. */
  movedTo?: (url: string) => Promise<string | undefined>;
};

/** A moved address answers 301, kept by browsers and proxies for an hour at most so a changed redirect is followed. */
function sendMoved(reply: FastifyReply, location: string) {
  return reply.header('cache-control', 'public, max-age=3600').redirect(location, 301);
}

export async function registerWebApp(app: FastifyInstance, options: Options) {
  await registerUploads(app, options.uploads);

  const clientDir = path.join(options.webDist, 'client');
  const serverEntry = path.join(options.webDist, 'server', 'index.js');
  if (options.webSource) {
    const { startWebDev } = await import('./web-dev.ts');
    const renderer = await startWebDev(app, options.webSource);
    registerPages(app, options, async (request, context) => (await renderer())(request, context));
  } else if (!existsSync(serverEntry)) {
    app.log.warn(`No built web app at ${options.webDist}: run "npm run build" to serve the shop's pages`);
  } else {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      index: false,
      // One route per built file, found at start: every other path is a page.
      wildcard: false,
      // `npm run build` writes .br and .gz beside each asset: sent as they are, never compressed per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
    const build = (await import(pathToFileURL(serverEntry).href)) as { entry: { module: WebServerEntry } };
    registerPages(app, options, build.entry.module.createPageRenderer(build, options.mode));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if ((request.method === 'GET' || request.method === 'HEAD') && options.movedTo && !/^\/[/\\]/.test(request.url)) {
      const location = pathname.startsWith('/api/') ? undefined : await options.movedTo(request.url);
      if (location) return sendMoved(reply, location);
    }
    return reply.status(404).send({ success: false, message: `No such endpoint: ${request.method} ${pathname}` });
  });
}

function registerPages(app: FastifyInstance, options: Options, render: PageRenderer) {
  // Visitors' pages are the same for everyone: the read cache keeps them, as it keeps the catalogue's answers
  // (not while the source changes under `npm run dev`).
  const readCache = options.webSource ? false : 'visitors';
  app.get('/*', { config: { readCache }, schema: { hide: true } }, (request, reply) => {
    // `//host/…` (or `/\host/…`) names another host to anything that resolves it against the shop's address, a
    // browser following a Location among them: such a path goes to its one-slash self, a path on this shop.
    if (/^\/[/\\]/.test(request.url)) return reply.redirect(`/${request.url.replace(/^[/\\]+/, '')}`, 301);
    return request.url.startsWith('/') && isPagePath(request.url)
      ? renderPage(app, render, options, request, reply)
      : reply.callNotFound();
  });
  // A form posted before (or without) JavaScript: its page's React Router action answers it (decision 031). The body
  // is the form's fields as the browser encodes them, handed over as it came; the action reads it.
  void app.register(async (forms) => {
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    forms.post('/*', { schema: { hide: true } }, (request, reply) =>
      /^\/[/\\]/.test(request.url) || !isPagePath(request.url)
        ? reply.callNotFound()
        : renderPage(app, render, options, request, reply),
    );
  });
}

/** A shopper's form (an address, a review) is a few kilobytes; anything far larger is not one of ours. */
const FORM_BODY_LIMIT = 64 * 1024;

async function registerUploads(app: FastifyInstance, uploads: FileStorage) {
  if (uploads.directory) {
    mkdirSync(uploads.directory, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploads.directory,
      prefix: '/uploads/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
    });
  } else {
    // Uploads in a bucket are served through the app, so every instance answers the same URLs.
    app.get<{ Params: { name: string } }>('/uploads/:name', { schema: { hide: true } }, async (request, reply) => {
      const stream = await uploads.read(request.params.name);
      if (!stream) return reply.status(404).send({ success: false, message: 'No such image' });
      return reply.type('image/webp').header('cache-control', IMMUTABLE).send(stream);
    });
  }
}

/** Pages are everything but the API, files, and the built assets (`.data` is a page's loader data after hydration). */
function isPagePath(url: string): boolean {
  const pathname = url.split('?')[0]!;
  if (pathname === '/api' || /^\/(api|uploads|assets)\//.test(pathname)) return false;
  const extension = path.extname(pathname);
  return !extension || extension === '.data';
}

async function renderPage(
  app: FastifyInstance,
  render: PageRenderer,
  options: Options,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const visitor = isVisitorRequest(request.headers.cookie);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const cookies: string[] = [];
  // The page's address is the shop's own origin and the request's path: neither Host nor the target picks the host.
  const origin = new URL(options.publicUrl).origin;
  const posted = request.method === 'POST';
  const answer = await render(
    new Request(origin + request.url, {
      method: posted ? 'POST' : 'GET',
      headers,
      ...(posted ? { body: typeof request.body === 'string' ? request.body : '' } : {}),
    }),
    { origin, api: inProcessApi(app, request, cookies) },
  );

  // A page the app does not have may be an address that has moved.
  if (!posted && answer.status === 404 && options.movedTo && !request.url.split('?')[0]!.endsWith('.data')) {
    const location = await options.movedTo(request.url);
    if (location) return sendMoved(reply, location);
  }
  reply.status(answer.status);
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length' && name !== SCRIPT_SOURCES_HEADER) reply.header(name, value);
  });
  // A session renewed while the page's loaders asked the API reaches the browser as it would from the API itself; the
  // page's own cookies (a flash message for the next page, or its removal) go with it.
  cookies.push(...answer.headers.getSetCookie());
  // A page that showed the messages a form left (flash.ts in the web app) removes them; a redirect passes them on.
  const shown = !posted && (answer.status < 300 || answer.status >= 400);
  if (shown && flashCookieValue(request.headers.cookie) !== undefined) cookies.push(CLEAR_FLASH_COOKIE);
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  // Hashes, not a nonce: the read cache replays a visitor's page as it is, and each visitor may see them.
  const scriptSources = answer.headers.get(SCRIPT_SOURCES_HEADER)?.split(' ') ?? [];
  reply.header('content-security-policy', options.pagePolicy(scriptSources));
  // A page that carries a secret (the code a reset link fills in) says so with no-store: nobody keeps it.
  const secret = answer.headers.get('cache-control')?.includes('no-store') ?? false;
  if (visitor && !posted && !secret) {
    // The same page for every visitor, checked again on each visit; a signed-in shopper's is theirs alone.
    reply.header('cache-control', 'public, max-age=0, must-revalidate').header('vary', 'Cookie');
  } else reply.header('cache-control', 'private, no-store');
  return reply.send(await answer.text());
}

/**
 * The API as the shopper behind `request` would reach it: their cookie and address, through Fastify's routing and
 * hooks (sessions, rate limits, validation) but without a socket.
 */
function inProcessApi(app: FastifyInstance, request: FastifyRequest, cookies: string[]): ApiTransport {
  return async (url, init) => {
    const headers: Record<string, string> = { ...(init.headers as Record<string, string> | undefined) };
    if (request.headers.cookie) headers.cookie = request.headers.cookie;
    // A form's action writes with the Origin its post came with, so the API's cross-site guard judges the form.
    if (request.headers.origin) headers.origin = request.headers.origin;
    if (request.headers['user-agent']) headers['user-agent'] = request.headers['user-agent'];
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      remoteAddress: request.ip,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const setCookie = answer.headers['set-cookie'];
    if (setCookie) cookies.push(...(Array.isArray(setCookie) ? setCookie : [setCookie]));
    const type = answer.headers['content-type'];
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };
}
