// Owns how often one page render asks the API who is signed in: once. The root's loader, the shop layout's (for the
// cart count) and the page's own (its cart, addresses or orders) all want the answer; they share the first.
import type { ApiTransport } from '@shop/contract/pages';
import { SESSION_PATH } from '#web/entities/session/session.tsx';

/**
 * `api` with its session check (GET check-auth) made once for the render and answered from then on with a copy. The
 * render is one request with one cookie: the answer cannot change within it (a form that signs in or out redirects,
 * and the next page is another render).
 */
export function sessionLookedUpOnce(api: ApiTransport): ApiTransport {
  let session: Promise<Response> | undefined;
  return (path, init) => {
    if (path !== SESSION_PATH || (init.method ?? 'GET') !== 'GET') return api(path, init);
    session ??= api(path, init);
    return session.then((response) => response.clone());
  };
}
