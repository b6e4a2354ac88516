// Owns what a redirect's two ends may be: `from` a path on this shop (no host, no query: see decision 039), `to` a path
// here or a full http(s) address; and reading what staff typed (or a CSV held) into them.
import { Invalid } from '../../platform/errors.ts';

/** Where a redirect sends people: a path on this shop, or another host's full address. */
export type RedirectTarget = { to: string; offsite: boolean };

/**
 * The path a redirect is kept and matched under: a leading slash, no host (a full address on any host gives its
 * path), no query or fragment, no trailing slash, lower case (Shopify's handles are), each segment decoded once so
 * `/pages/caf%C3%A9` and `/pages/café` are one path.
 */
export function normalFromPath(text: string): string {
  let path = text.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      throw new Invalid(`“${text}” is not an address we can read`);
    }
  }
  if (!path.startsWith('/') || path.startsWith('//')) {
    throw new Invalid('The old address must be a path on this shop, starting with / (such as /pages/about-us)');
  }
  path = path.replace(/[?#].*$/, '');
  try {
    path = path
      .split('/')
      .map((segment) => encodeURIComponent(decodeURIComponent(segment)))
      .join('/');
  } catch {
    throw new Invalid(`“${text}” has a broken %-escape`);
  }
  path = path.toLowerCase().replace(/\/+$/, '') || '/';
  if (/^\/(api|uploads|assets)(\/|$)/.test(path)) {
    throw new Invalid('Addresses under /api, /uploads and /assets belong to the shop itself and cannot be redirected');
  }
  if (path === '/') throw new Invalid('The home page cannot be redirected');
  return path;
}

/**
 * Where staff's `to` sends people. A path here is kept as typed (query and all); a full address on the shop's own
 * host becomes its path, so the answer stays on this host; another host's address is off-site.
 */
export function redirectTarget(text: string, publicUrl: string): RedirectTarget {
  const to = text.trim();
  if (to.startsWith('/') && !/^\/[/\\]/.test(to)) return { to, offsite: false };
  if (/^https?:\/\//i.test(to)) {
    let url: URL;
    try {
      url = new URL(to);
    } catch {
      throw new Invalid(`“${to}” is not an address we can read`);
    }
    if (url.host === new URL(publicUrl).host) return { to: `${url.pathname}${url.search}${url.hash}`, offsite: false };
    return { to: url.href, offsite: true };
  }
  throw new Invalid('Send it to a path on this shop (starting with /) or a full address starting with https://');
}
