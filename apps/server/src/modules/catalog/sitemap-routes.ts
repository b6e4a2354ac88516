// Owns what search engines are told: /robots.txt (what to leave alone, where the sitemap is) and /sitemap.xml (the
// home, the four category listings, every product by its handle, the static pages, and staff's collections and pages,
// read from the database at each request).
import type { FastifyPluginAsync } from 'fastify';
import { asc, count } from 'drizzle-orm';
import { handleFrom } from '@shop/contract/handles';
import { CATEGORIES } from '@shop/contract/shop';
import { collections, pages as ownPages, products } from '../../platform/db/schema.ts';

/** A sitemap holds at most 50,000 addresses; a larger catalogue is split into files of this many products. */
export const PRODUCTS_PER_SITEMAP = 40_000;

export const STATIC_PAGES = [
  'about',
  'contact',
  'faqs',
  'T&C',
  'privacy_policy',
  'refund_policy',
  'return_policy',
  'shipping_policy',
] as const;

/** Paths a crawler has no business in: staff, the API, sign-in forms, and a shopper's own pages. */
const PRIVATE_PATHS = [
  '/admin',
  '/api/',
  '/auth/',
  '/dev/',
  '/shop/checkout',
  '/shop/account',
  '/shop/paypal-return',
  '/shop/payment-success',
  '/shop/confirm-order',
];

const xmlText = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

const urlEntry = (loc: string, lastmod?: Date) =>
  `<url><loc>${xmlText(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;

const urlSet = (entries: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;

export const sitemapRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const fixedPages = [
    `${publicUrl}/shop/home`,
    ...CATEGORIES.map((category) => `${publicUrl}/shop/listing?category=${category}`),
    ...STATIC_PAGES.map((page) => `${publicUrl}/shop/${encodeURI(page)}`),
  ];
  // SPEC's static pages keep their own addresses (above) when staff rewrite them (their handles: contract
  // content-pages.ts, "terms" for T&C).
  const staticHandles = new Set<string>(['terms', ...STATIC_PAGES.map((page) => handleFrom(page))]);

  /** The fixed pages, then staff's collections and their own pages (a few hundred at most, one file holds them). */
  async function pageEntries(): Promise<string[]> {
    const [collectionRows, pageRows] = await Promise.all([
      app.db
        .select({ handle: collections.handle, updatedAt: collections.updatedAt })
        .from(collections)
        .orderBy(asc(collections.handle)),
      app.db
        .select({ handle: ownPages.handle, updatedAt: ownPages.updatedAt })
        .from(ownPages)
        .orderBy(asc(ownPages.handle)),
    ]);
    return [
      ...fixedPages.map((page) => urlEntry(page)),
      ...collectionRows.map((row) =>
        urlEntry(`${publicUrl}/shop/collections/${encodeURIComponent(row.handle)}`, row.updatedAt),
      ),
      ...pageRows
        .filter((row) => !staticHandles.has(row.handle))
        .map((row) => urlEntry(`${publicUrl}/shop/pages/${encodeURIComponent(row.handle)}`, row.updatedAt)),
    ];
  }

  async function productEntries(part: number): Promise<string[]> {
    const rows = await app.db
      .select({ handle: products.handle, updatedAt: products.updatedAt })
      .from(products)
      .orderBy(asc(products.createdAt), asc(products.id))
      .limit(PRODUCTS_PER_SITEMAP)
      .offset(part * PRODUCTS_PER_SITEMAP);
    return rows.map((row) => urlEntry(`${publicUrl}/shop/product/${encodeURIComponent(row.handle)}`, row.updatedAt));
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    const disallowed = PRIVATE_PATHS.map((path) => `Disallow: ${path}`).join('\n');
    return `User-agent: *\nAllow: /\n${disallowed}\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    // Short-lived, so a product staff add or delete is in it (or gone) within minutes.
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300');
    const [{ total } = { total: 0 }] = await app.db.select({ total: count() }).from(products);
    if (total <= PRODUCTS_PER_SITEMAP) {
      return urlSet([...(await pageEntries()), ...(await productEntries(0))]);
    }
    const parts = Math.ceil(total / PRODUCTS_PER_SITEMAP);
    const files = [
      `${publicUrl}/sitemap-pages.xml`,
      ...Array.from({ length: parts }, (_, part) => `${publicUrl}/sitemap-products-${part + 1}.xml`),
    ];
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
      .map((file) => `<sitemap><loc>${xmlText(file)}</loc></sitemap>`)
      .join('\n')}\n</sitemapindex>\n`;
  });

  app.get('/sitemap-pages.xml', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300');
    return urlSet(await pageEntries());
  });

  app.get<{ Params: { part: string } }>(
    '/sitemap-products-:part.xml',
    { schema: { hide: true } },
    async (request, reply) => {
      const part = Number(request.params.part);
      if (!Number.isInteger(part) || part < 1 || part > 1000) {
        return reply.status(404).send({ success: false, message: 'No such sitemap' });
      }
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300');
      return urlSet(await productEntries(part - 1));
    },
  );
};
