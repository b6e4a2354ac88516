// Owns the seam between the shop's server and the web app's server build: how a page request is handed over.
import { parseCookie } from 'cookie';

/** Answers one of the API's requests inside the server process (a Fetch-style call, no network). */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

export type PageRenderContext = {
  /**
   * The shop's public origin (PUBLIC_URL's): what canonical links, Open Graph tags and JSON-LD name. Never the
   * request's Host or target, which anyone sending the request chooses.
   */
  origin: string;
  /** How the page's loaders reach the API, as the shopper whose request this is. */
  api: ApiTransport;
};

/**
 * On a rendered page's answer: the Content-Security-Policy sources (`'sha256-…'`, space-separated) of the inline
 * scripts the page itself wrote. The server puts them in the page's policy and never sends this header on. Hashes
 * rather than a nonce: a cached page is replayed to every visitor as it is, and a hash tells them nothing to reuse.
 */
export const SCRIPT_SOURCES_HEADER = 'x-page-script-sources';

/** Renders a page request (GET or HEAD, or a `.data` request after hydration) to a whole answer. */
export type PageRenderer = (request: Request, context: PageRenderContext) => Promise<Response>;

/** What the web app's server build (`apps/web/dist/server/index.js`) offers the server, on `entry.module`. */
export type WebServerEntry = { createPageRenderer: (build: unknown, mode: string) => PageRenderer };

/** The session cookie's name: a request without it is a visitor's, whose page is the same for everyone. */
export const SESSION_COOKIE = 'sid';

/**
 * Whether a Cookie header carries the session cookie, read by the parser the API reads it with (`cookie`, under
 * @fastify/cookie): whatever the API would take for a session (`sid =…` too, whose name it trims) is never a visitor's
 * request, so its page is never cached for everyone.
 */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return !!cookieHeader && parseCookie(cookieHeader)[SESSION_COOKIE] !== undefined;
}
