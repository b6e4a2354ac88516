import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../platform/db/schema.ts';
import { createProduct, signedInUser } from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { fakeWebDist } from '../../testing/web-dist.ts';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp({ WEB_DIST: await fakeWebDist(), PUBLIC_URL: 'https://shop.example.in' });
  admin = (await signedInUser(app, { role: 'admin' })).cookie;
});
afterAll(() => app.close());

const visit = (url: string, method: 'GET' | 'HEAD' = 'GET') => app.inject({ method, url });
const addRedirect = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/admin/redirects', headers: { cookie: admin }, payload });

function csvUpload(csv: string) {
  const boundary = '----redirects-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="redirects.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  return app.inject({
    method: 'POST',
    url: '/api/admin/redirects/import',
    headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), Buffer.from(csv), Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

describe('Shopify’s addresses', () => {
  it('answer 301 to ours, on our own host, for what exists here', async () => {
    const product = await createProduct(app, { handle: 'blue-kurta' });
    await app.db.insert(collections).values({ handle: 'summer', title: 'Summer', kind: 'manual' });
    const moves: [string, string][] = [
      ['/products/blue-kurta', '/shop/product/blue-kurta'],
      ['/products/blue-kurta?variant=4321', '/shop/product/blue-kurta'],
      ['/collections/summer/products/blue-kurta', '/shop/product/blue-kurta'],
      ['/collections/summer', '/shop/collections/summer'],
      ['/collections/all', '/shop/listing'],
      ['/pages/contact', '/shop/contact'],
      ['/pages/about-us', '/shop/about'],
      ['/pages/refund-policy', '/shop/refund_policy'],
      ['/policies/terms-of-service', '/shop/T&C'],
    ];
    for (const [from, to] of moves) {
      const answer = await visit(from);
      expect(answer.statusCode, from).toBe(301);
      expect(answer.headers.location, from).toBe(to);
    }
    expect((await visit('/products/blue-kurta', 'HEAD')).statusCode).toBe(301);
    expect(product.handle).toBe('blue-kurta');
  });

  it('lead nowhere for what does not exist here, nor for a blog without a staff redirect', async () => {
    for (const url of ['/products/no-such-thing', '/collections/nothing', '/pages/nothing', '/blogs/news/hello']) {
      expect((await visit(url)).statusCode, url).not.toBe(301);
    }
  });

  it('answers a staff page under /shop/pages/<handle>', async () => {
    await app.inject({
      method: 'PUT',
      url: '/api/admin/pages/size-guide',
      headers: { cookie: admin },
      payload: { title: 'Size guide', markdown: 'Measure twice.' },
    });
    expect((await visit('/pages/size-guide')).headers.location).toBe('/shop/pages/size-guide');
  });
});

describe('staff’s redirects', () => {
  it('answer 301 for an address no page answers, come before Shopify’s mapping, and stop once deleted', async () => {
    await createProduct(app, { handle: 'old-tote' });
    const blog = await addRedirect({ from: '/blogs/news/hello', to: '/shop/pages/size-guide' });
    expect(blog.statusCode, blog.body).toBe(201);
    expect(
      (await addRedirect({ from: 'https://old.myshopify.com/missing?utm=1', to: '/shop/listing?category=women' }))
        .statusCode,
    ).toBe(201);
    expect((await addRedirect({ from: '/Products/Old-Tote/', to: '/shop/listing' })).json().data.from).toBe(
      '/products/old-tote',
    );

    expect((await visit('/blogs/news/hello')).headers.location).toBe('/shop/pages/size-guide');
    // The fake web app answers /missing with its not-found page: a redirect from it takes over.
    const missing = await visit('/missing?from=instagram');
    expect(missing.statusCode).toBe(301);
    expect(missing.headers.location).toBe('/shop/listing?category=women');
    expect((await visit('/products/old-tote')).headers.location).toBe('/shop/listing');
    // A page that is there is never redirected.
    expect((await visit('/shop/home')).statusCode).toBe(200);

    const list = (await app.inject({ method: 'GET', url: '/api/admin/redirects', headers: { cookie: admin } })).json();
    const blogRow = list.data.find((row: { from: string }) => row.from === '/blogs/news/hello');
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/admin/redirects/${blogRow._id}`,
      headers: { cookie: admin },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await visit('/blogs/news/hello')).statusCode).not.toBe(301);
  });

  it('refuse a loop, unless staff say it is meant', async () => {
    expect((await addRedirect({ from: '/a', to: '/b' })).statusCode).toBe(201);
    expect((await addRedirect({ from: '/b', to: '/c' })).statusCode).toBe(201);
    const loop = await addRedirect({ from: '/c', to: '/a' });
    expect(loop.statusCode).toBe(400);
    expect(loop.json()).toMatchObject({ success: false, data: { refusal: 'loop' } });
    expect(loop.json().message).toContain('loop');
    const self = await addRedirect({ from: '/same', to: '/same' });
    expect(self.json().data.refusal).toBe('loop');
    expect((await addRedirect({ from: '/c', to: '/a', allow_loop: true })).statusCode).toBe(201);
  });

  it('refuse another host unless staff say it is meant; the shop’s own host becomes a path', async () => {
    const offsite = await addRedirect({ from: '/pages/instagram', to: 'https://www.instagram.com/threadandtote' });
    expect(offsite.statusCode).toBe(400);
    expect(offsite.json()).toMatchObject({ data: { refusal: 'offsite' } });
    expect(offsite.json().message).toContain('www.instagram.com');
    expect(
      (
        await addRedirect({
          from: '/pages/instagram',
          to: 'https://www.instagram.com/threadandtote',
          allow_offsite: true,
        })
      ).statusCode,
    ).toBe(201);
    expect((await visit('/pages/instagram')).headers.location).toBe('https://www.instagram.com/threadandtote');

    const own = await addRedirect({ from: '/own', to: 'https://shop.example.in/shop/faqs' });
    expect(own.json().data.to).toBe('/shop/faqs');
    const bad = await addRedirect({ from: 'no-slash', to: '/shop/faqs' });
    expect(bad.statusCode).toBe(400);
    expect((await addRedirect({ from: '/own', to: '/shop/about' })).statusCode).toBe(409);
  });

  it('import from Shopify’s CSV: good rows saved, bad ones reported by row with why', async () => {
    const csv = [
      'Redirect from,Redirect to',
      '/pages/old-about,/shop/about',
      'not-a-path,/shop/about',
      '/pages/elsewhere,https://other.example/page',
      '/x1,/x2',
      '/x2,/x1',
      '/pages/old-faq,/shop/faqs',
      '/pages/old-about,/shop/contact',
    ].join('\n');
    const answer = await csvUpload(csv);
    expect(answer.statusCode, answer.body).toBe(200);
    const { created, refused } = answer.json().data;
    expect(created).toBe(3);
    expect(refused.map((r: { row: number }) => r.row)).toEqual([3, 4, 6, 8]);
    expect(refused[1].reason).toContain('other.example');
    expect(refused[2].reason).toContain('loop');
    expect((await visit('/pages/old-about')).headers.location).toBe('/shop/about');

    const exported = await app.inject({
      method: 'GET',
      url: '/api/admin/redirects/export',
      headers: { cookie: admin },
    });
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.body).toContain('Redirect from,Redirect to');
    expect(exported.body).toContain('/pages/old-about,/shop/about');

    expect((await csvUpload('From,To\n/a,/b')).statusCode).toBe(400);
  });
});

describe('without a web build', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare.close());

  it('still answers Shopify’s and staff’s redirects, and a JSON 404 for the rest', async () => {
    const owner = (await signedInUser(bare, { role: 'admin' })).cookie;
    await bare.inject({
      method: 'POST',
      url: '/api/admin/redirects',
      headers: { cookie: owner },
      payload: { from: '/old-sale.html', to: '/shop/listing' },
    });
    expect((await bare.inject({ method: 'GET', url: '/old-sale.html' })).headers.location).toBe('/shop/listing');
    expect((await bare.inject({ method: 'GET', url: '/pages/faqs' })).headers.location).toBe('/shop/faqs');
    expect((await bare.inject({ method: 'GET', url: '/api/old-sale.html' })).statusCode).toBe(404);
  });
});
