// Owns rendering a page on the server: the whole document as one string (cacheable, complete for crawlers), the hashes
// of the inline scripts it wrote for the page's policy, and the page's API calls answered by the server in-process.
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { SCRIPT_SOURCES_HEADER, type ApiTransport, type PageRenderer } from '@shop/contract/pages';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createRequestHandler,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type ServerBuild,
} from 'react-router';
import { setApiTransport } from '#web/lib/api-client.ts';
import type { PageLoadContext } from '#web/app/load-context.ts';
import { NonceContext } from '#web/app/nonce.ts';
import { newScriptMark, ownScriptSources, withoutMark } from '#web/app/own-scripts.ts';
import { sessionLookedUpOnce } from '#web/app/session-once.ts';

const requestApi = new AsyncLocalStorage<ApiTransport>();

setApiTransport((path, init) => {
  const api = requestApi.getStore();
  if (!api) throw new Error(`An API call (${path}) outside a page render`);
  return api(path, init);
});

/** What the server calls for each page request (see @shop/contract/pages). */
export function createPageRenderer(build: unknown, mode: string): PageRenderer {
  const handle = createRequestHandler(build as ServerBuild, mode);
  return (request, { origin, api }) =>
    requestApi.run(sessionLookedUpOnce(api), () =>
      handle(request, { origin, nonce: newScriptMark() } satisfies PageLoadContext),
    );
}

/**
 * Renders past every Suspense boundary before answering, so the HTML holds the whole first screen. The inline scripts
 * React and React Router write carry this render's mark; the answer names their hashes for the page's policy and
 * leaves the mark out. The scripts are fetched at once (decision 031): the page works before they arrive.
 */
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
            const rendered = Buffer.concat(chunks).toString('utf8');
            headers.set(SCRIPT_SOURCES_HEADER, ownScriptSources(rendered, nonce).join(' '));
            resolve(new Response(withoutMark(rendered, nonce), { status: failed ? 500 : status, headers }));
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
