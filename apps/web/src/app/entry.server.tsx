// Owns rendering a page on the server: the whole document as one string (cacheable, complete for crawlers), every
// inline script carrying the answer's CSP nonce, and the page's API calls answered by the server in the same process.
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import type { ApiTransport, PageLoadContext, PageRenderer } from '@shop/contract/pages';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createRequestHandler,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type ServerBuild,
} from 'react-router';
import { setApiTransport } from '#web/lib/api-client.ts';
import { deferHydration } from '#web/app/deferred-hydration.ts';
import { NonceContext } from '#web/app/nonce.ts';

const requestApi = new AsyncLocalStorage<ApiTransport>();

setApiTransport((path, init) => {
  const api = requestApi.getStore();
  if (!api) throw new Error(`An API call (${path}) outside a page render`);
  return api(path, init);
});

/** What the server calls for each page request (see @shop/contract/pages). */
export function createPageRenderer(build: unknown, mode: string): PageRenderer {
  const handle = createRequestHandler(build as ServerBuild, mode);
  return (request, { nonce, origin, api }) =>
    requestApi.run(api, () => handle(request, { nonce, origin } satisfies PageLoadContext));
}

/** Renders past every Suspense boundary before answering, so the HTML holds the whole first screen. */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: unknown,
): Promise<Response> {
  const { nonce } = loadContext as PageLoadContext;
  return new Promise((resolve, reject) => {
    let failed: unknown;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        // React moves a large Suspense boundary's content to the end of the document, swapped in by a script, so a
        // streamed page can paint its shell first. This page goes out whole: keep every boundary in place, so the
        // HTML reads in order and shows without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('end', () => {
            headers.set('Content-Type', 'text/html; charset=utf-8');
            const html = deferHydration(Buffer.concat(chunks).toString('utf8'));
            resolve(new Response(html, { status: failed ? 500 : status, headers }));
          });
          pipe(body);
        },
        onShellError: reject,
        onError(error) {
          failed = error;
          console.error(error);
        },
      },
    );
    // Data comes from the loaders before rendering starts; a render still going after this has gone wrong.
    setTimeout(abort, 5_000);
  });
}

/** Aborted requests (a shopper navigating away) are not errors. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (!request.signal.aborted) console.error(error);
};
