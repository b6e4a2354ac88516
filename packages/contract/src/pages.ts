// Owns the seam between the shop's server and the web app's server build: how a page request is handed over.
import { parseCookie } from 'cookie';

/** Answers one of the API's requests inside the server process (a Fetch-style call, no network). */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

export type PageRenderContext = {
  /** The Content-Security-Policy nonce of this answer: every inline script the page needs carries it. */
  nonce: string;
  /**
   * The shop's public origin (PUBLIC_URL's): what canonical links, Open Graph tags and JSON-LD name. Never the
   * request's Host or target, which anyone sending the request chooses.
   */
  origin: string;
  /** How the page's loaders reach the API, as the shopper whose request this is. */
  api: ApiTransport;
};

/** What the page's loaders get as their context (React Router's load context): the root loader names the origin. */
export type PageLoadContext = Pick<PageRenderContext, 'nonce' | 'origin'>;

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
