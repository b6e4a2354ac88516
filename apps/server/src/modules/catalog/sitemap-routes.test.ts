import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createProduct, signedInUser } from '../../testing/fixtures.ts';
import { collections, pages } from '../../platform/db/schema.ts';
import { PRODUCTS_PER_SITEMAP } from './sitemap-routes.ts';

const SHOP = 'https://shop.example.in';

describe('what search engines are told', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ PUBLIC_URL: SHOP });
  });
  afterAll(() => app.close());

  it('robots.txt keeps staff, the API, sign-in and a shopper’s own pages out, and names the sitemap', async () => {
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    for (const path of ['/admin', '/api/', '/auth/', '/shop/checkout', '/shop/account']) {
      expect(robots.body).toContain(`Disallow: ${path}\n`);
    }
    expect(robots.body).not.toMatch(/Disallow: \/shop\/(home|listing|product)/);
    expect(robots.body).toContain(`Sitemap: ${SHOP}/sitemap.xml`);
  });

  it('sitemap.xml lists the home, the four listings, every product and the static pages, as staff change them', async () => {
    const kept = await createProduct(app, { title: 'Kept tote' });
    const admin = await signedInUser(app, { role: 'admin' });
    const gone = await createProduct(app, { title: 'Deleted tote' });
    let sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${SHOP}/shop/home`,
        `${SHOP}/shop/listing?category=newArrivals`,
        `${SHOP}/shop/listing?category=women`,
        `${SHOP}/shop/listing?category=men`,
        `${SHOP}/shop/listing?category=kids`,
        `${SHOP}/shop/about`,
        `${SHOP}/shop/T&amp;C`,
        `${SHOP}/shop/shipping_policy`,
        `${SHOP}/shop/product/${kept.handle}`,
        `${SHOP}/shop/product/${gone.handle}`,
      ]),
    );
    expect(sitemap.body).not.toContain(kept.id);
    expect(sitemap.body).toMatch(new RegExp(`${kept.handle}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`));

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/admin/products/delete/${gone.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain(gone.handle);
    expect(sitemap.body).toContain(kept.handle);
  });

  it('lists staff’s collections and their own pages by handle', async () => {
    await app.db.insert(collections).values({ handle: 'summer-edit', title: 'Summer edit', kind: 'manual' });
    await app.db.insert(pages).values({ handle: 'size-help', title: 'Size help', markdown: 'Measure twice.' });
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`<loc>${SHOP}/shop/collections/summer-edit</loc><lastmod>`);
    expect(sitemap.body).toContain(`<loc>${SHOP}/shop/pages/size-help</loc><lastmod>`);
  });

  it('splits a catalogue too large for one sitemap into an index of files', async () => {
    const big = await createTestApp({ PUBLIC_URL: SHOP });
    await big.db.execute(sql`
      insert into products (title, handle, description, category, brand, image, price_paise, total_stock)
      select 'Tote ' || n, 'tote-' || n, 'A tote', 'women', 'threadandtote', '/uploads/0123456789abcdef0123456789abcdef.webp', 99900, 1
        from generate_series(1, ${PRODUCTS_PER_SITEMAP + 1}) as n`);
    const index = await big.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.body).toContain('<sitemapindex ');
    expect(index.body).toContain(`<loc>${SHOP}/sitemap-pages.xml</loc>`);
    expect(index.body).toContain(`<loc>${SHOP}/sitemap-products-2.xml</loc>`);
    expect(index.body).not.toContain('sitemap-products-3.xml');
    const second = await big.inject({ method: 'GET', url: '/sitemap-products-2.xml' });
    expect(second.body.match(/<url>/g)).toHaveLength(1);
    const first = await big.inject({ method: 'GET', url: '/sitemap-products-1.xml' });
    expect(first.body.match(/<url>/g)).toHaveLength(PRODUCTS_PER_SITEMAP);
    expect((await big.inject({ method: 'GET', url: '/sitemap-products-0.xml' })).statusCode).toBe(404);
    await big.close();
  }, 60_000);
});
