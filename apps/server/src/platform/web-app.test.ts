import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { fakeWebDist } from '../testing/web-dist.ts';
import { signedInUser } from '../testing/fixtures.ts';

describe('serving the web app', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ WEB_DIST: await fakeWebDist(), PUBLIC_URL: 'https://shop.example.in' });
  });
  afterAll(() => app.close());

  it('renders page routes on the server, at the shop’s public address', async () => {
    for (const url of ['/shop/home', '/shop/T&C', '/admin/orders', '/', '/shop/listing?category=women']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain(`<pre id="url">https://shop.example.in${url}</pre>`);
    }
  });

  it('lets the page’s inline scripts run by a nonce of its own, a new one each time', async () => {
    const nonces = [];
    for (let i = 0; i < 2; i += 1) {
      const page = await app.inject({ method: 'GET', url: '/shop/home' });
      const nonce = /<script nonce="([^"]+)">/.exec(page.body)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(page.headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${nonce}'`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('renders a visitor’s page as every visitor’s, and a signed-in shopper’s as theirs alone', async () => {
    const visitor = await app.inject({ method: 'GET', url: '/shop/home' });
    expect(visitor.body).toContain('<pre id="session">200 {"success":false');
    expect(visitor.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(visitor.headers.vary).toContain('Cookie');

    const { user, cookie } = await signedInUser(app);
    const shopper = await app.inject({ method: 'GET', url: '/shop/home', headers: { cookie } });
    expect(shopper.body).toContain('<pre id="session">200 {"success":true');
    expect(shopper.body).toContain(user.email);
    expect(shopper.headers['cache-control']).toBe('private, no-store');
  });

  it('takes a session cookie as the API does, spaces around its name and all', async () => {
    const { user, cookie } = await signedInUser(app);
    const spaced = cookie.replace(/^sid=/, 'sid =');
    const page = await app.inject({ method: 'GET', url: '/shop/home', headers: { cookie: spaced } });
    expect(page.body).toContain('<pre id="session">200 {"success":true');
    expect(page.body).toContain(user.email);
    expect(page.headers['cache-control']).toBe('private, no-store');
  });

  it('passes on the renderer’s status and redirects', async () => {
    const missing = await app.inject({ method: 'GET', url: '/missing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    const redirect = await app.inject({ method: 'GET', url: '/go' });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/there');
  });

  it('caches hashed assets for ever', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps unknown API paths and missing files as JSON 404s', async () => {
    for (const url of ['/api/shop/nope', '/api', '/assets/missing.js', '/uploads/missing.webp', '/missing.png']) {
      const response = await app.inject({ method: 'GET', url });
      expect([url, response.statusCode]).toEqual([url, 404]);
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
