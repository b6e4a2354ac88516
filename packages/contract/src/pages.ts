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

/**
 * The cookie a form posted without JavaScript leaves for the next page: the words a toast would have said (SPEC §8),
 * shown once by that page and then removed. A request carrying it is someone's own, never a cached visitor's page.
 */
export const FLASH_COOKIE = 'flash';

/** The Set-Cookie header that removes the messages once a page has shown them (the server adds it to that page). */
export const CLEAR_FLASH_COOKIE = `${FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

/** A request whose page is the one every visitor gets: no session, and no message waiting for it. */
export function isVisitorRequest(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return true;
  const cookies = parseCookie(cookieHeader);
  return cookies[SESSION_COOKIE] === undefined && cookies[FLASH_COOKIE] === undefined;
}

/** The flash cookie's value as the browser sent it (decoded), or undefined. */
export function flashCookieValue(cookieHeader: string | null | undefined): string | undefined {
  return cookieHeader ? parseCookie(cookieHeader)[FLASH_COOKIE] : undefined;
}
