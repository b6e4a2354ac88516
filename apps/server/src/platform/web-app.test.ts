import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { fakeWebDist } from '../testing/web-dist.ts';
import { createProduct } from '../testing/fixtures.ts';

describe('serving the built web app', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ WEB_DIST: await fakeWebDist() });
  });
  afterAll(() => app.close());

  it('answers page routes with index.html, never cached', async () => {
    for (const url of ['/shop/home', '/shop/T&C', '/admin/orders', '/']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Thread &amp; Tote</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for ever', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps unknown API paths and missing files as JSON 404s', async () => {
    for (const url of ['/api/shop/nope', '/assets/missing.js', '/uploads/missing.webp']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false });
    }
  });

  it('compresses what is worth compressing', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
  });
});

describe('a shared product link', () => {
  let app: TestApp;
  beforeAll(async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Shop</title><meta name="description" content="Default" /></head><body></body></html>',
    );
    app = await createTestApp({ WEB_DIST: dist, PUBLIC_URL: 'https://shop.example.in' });
  });
  afterAll(() => app.close());

  it('carries the product’s title, description and Open Graph picture in the page itself', async () => {
    const product = await createProduct(app, { title: 'Kalamkari <Tote>', description: 'Hand-printed cotton.' });
    const page = await app.inject({ method: 'GET', url: `/shop/product/${product.id}` });
    expect(page.body).toContain('<title>Kalamkari &lt;Tote&gt; · Thread &amp; Tote</title>');
    expect(page.body).toContain(
      '<meta name="description" content="Hand-printed cotton. ₹999.00, free delivery across India." />',
    );
    expect(page.body).toContain(`<meta property="og:image" content="https://shop.example.in${product.image}" />`);
    expect(page.body).toContain('<meta property="og:type" content="product" />');
  });

  it("writes `$&`, `$`` and `$'` in a product’s text as text, never as the page around it (no meta refresh)", async () => {
    const description = "0;url=https://evil.example/#$& http-equiv=refresh x= $` $'";
    const product = await createProduct(app, { title: "Tote $& $` $'", description });
    const page = await app.inject({ method: 'GET', url: `/shop/product/${product.id}` });
    expect(page.body).toContain('<title>Tote $&amp; $` $&#39; · Thread &amp; Tote</title>');
    expect(page.body).toContain(
      '<meta name="description" content="0;url=https://evil.example/#$&amp; http-equiv=refresh x= $` $&#39; ₹999.00, free delivery across India." />',
    );
    expect(page.body).not.toMatch(/http-equiv="refresh"/);
    expect(page.body.match(/<meta /g)).toHaveLength(1 + 6);
  });

  it('keeps the defaults for other pages and unknown products', async () => {
    const page = await app.inject({ method: 'GET', url: '/shop/product/00000000-0000-4000-8000-000000000000' });
    expect(page.body).toContain('<title>Shop</title>');
  });
});
