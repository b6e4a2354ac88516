// Owns where an old address goes (issue 44): staff's redirects first, then Shopify's own paths mapped to ours, so the
// links a shop moving from Shopify already has (search engines, Instagram bios, old messages) keep working.
import { eq } from 'drizzle-orm';
import { isHandle } from '@shop/contract/handles';
import { pagePath } from '@shop/contract/content-pages';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Reader } from '../platform/db/database.ts';
import { collections, products } from '../platform/db/schema.ts';
import { pageExists } from '../modules/pages/index.ts';
import { staffRedirectFor } from '../modules/redirects/index.ts';

/** Shopify's paths, answered before any route: none of them is one of ours. */
const SHOPIFY_PATH = /^\/(products|collections|pages|blogs|policies)(\/|$)/i;

/** Shopify's policy pages (`/policies/<handle>`) and the SPEC page that holds the same. */
const SHOPIFY_POLICIES: Record<string, string> = {
  'refund-policy': 'refund-policy',
  'privacy-policy': 'privacy-policy',
  'terms-of-service': 'terms',
  'shipping-policy': 'shipping-policy',
  'contact-information': 'contact',
};

/** Shopify's own handles for pages SPEC has under another: a new Shopify shop starts with these. */
const SHOPIFY_PAGE_NAMES: Record<string, string> = { 'about-us': 'about', 'contact-us': 'contact', faq: 'faqs' };

const hasProduct = async (db: Reader, handle: string) =>
  (await db.select({ id: products.id }).from(products).where(eq(products.handle, handle)).limit(1)).length > 0;
const hasCollection = async (db: Reader, handle: string) =>
  (await db.select({ id: collections.id }).from(collections).where(eq(collections.handle, handle)).limit(1)).length > 0;

/** Our address for a Shopify path (query dropped: Shopify's `?variant=` means nothing here), if it names something. */
async function shopifyPathFor(db: Reader, pathname: string): Promise<string | undefined> {
  const parts = pathname.toLowerCase().replace(/\/+$/, '').split('/').slice(1);
  const [area, first, second, third] = parts;
  const product = async (handle: string | undefined) =>
    handle && isHandle(handle) && (await hasProduct(db, handle)) ? `/shop/product/${handle}` : undefined;
  if (area === 'products' && parts.length === 2) return product(first);
  if (area === 'collections') {
    if (parts.length === 4 && second === 'products') return product(third);
    if (parts.length !== 2 || !first) return undefined;
    if (first === 'all') return '/shop/listing';
    return isHandle(first) && (await hasCollection(db, first)) ? `/shop/collections/${first}` : undefined;
  }
  if (area === 'pages' && parts.length === 2 && first && isHandle(first)) {
    if (await pageExists(db, first)) return pagePath(first);
    return SHOPIFY_PAGE_NAMES[first] ? pagePath(SHOPIFY_PAGE_NAMES[first]) : undefined;
  }
  if (area === 'policies' && parts.length === 2 && first && SHOPIFY_POLICIES[first]) {
    return pagePath(SHOPIFY_POLICIES[first]);
  }
  return undefined;
}

/** Where `url` (a path and query asked of this shop) has moved to, if anywhere: staff's redirect, else Shopify's. */
export async function movedTo(db: Reader, url: string): Promise<string | undefined> {
  const staff = await staffRedirectFor(db, url);
  if (staff) return staff;
  const pathname = url.split('?')[0]!;
  return SHOPIFY_PATH.test(pathname) ? shopifyPathFor(db, safeDecode(pathname)) : undefined;
}

function safeDecode(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * A hook before every route (the pages are one catch-all route of the web app): a GET or HEAD of a Shopify path that
 * has moved answers 301. Other paths reach their routes, and a page that is not there asks movedTo again (web-app.ts).
 */
export function registerOldAddresses(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (!SHOPIFY_PATH.test(request.url.split('?')[0]!)) return;
    const location = await movedTo(app.db, request.url);
    if (location) return sendMoved(reply, location);
  });
}

/** 301 to `location`; kept by browsers and proxies for an hour at most, so a changed redirect is soon followed. */
export function sendMoved(reply: FastifyReply, location: string) {
  return reply.header('cache-control', 'public, max-age=3600').redirect(location, 301);
}
