import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { fakeWebDist } from '../testing/web-dist.ts';
import { signedInUser } from '../testing/fixtures.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

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

  it('names the shop’s own origin whatever Host the request names', async () => {
    const page = await app.inject({ method: 'GET', url: '/shop/home', headers: { host: 'rebound.example' } });
    expect(page.body).toContain('<pre id="url">https://shop.example.in/shop/home</pre>');
    expect(page.body).toContain('<pre id="origin">https://shop.example.in</pre>');
    expect(page.body).not.toContain('rebound.example');
  });

  it('lets the page’s own inline scripts run by their hashes, and nothing the renderer did not write', async () => {
    const page = await app.inject({ method: 'GET', url: '/shop/home' });
    const policy = page.headers['content-security-policy'] as string;
    expect(policy).toContain(`script-src 'self' ${sha256('window.rendered = "/shop/home";')};`);
    expect(policy).not.toContain(sha256('alert("from the content")'));
    expect(policy).not.toContain('nonce-');
    expect(page.headers['x-page-script-sources']).toBeUndefined();
  });

  it('widens a page’s policy with script hashes only, whatever else the renderer answers', async () => {
    const page = await app.inject({ method: 'GET', url: '/loose-sources' });
    const scripts = /script-src [^;]*/.exec(page.headers['content-security-policy'] as string)?.[0];
    expect(scripts).toBe("script-src 'self'");
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

  it('lets no cache keep a visitor’s page that says no-store (a reset link’s, which holds its code)', async () => {
    const page = await app.inject({ method: 'GET', url: '/secret' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
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

  it('hands a posted form to its page’s action, and passes on the cookies and the redirect it answers', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/shop/cart',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://shop.example.in' },
      payload: 'intent=add&product_id=p1',
    });
    expect(response.statusCode).toBe(303);
    const location = new URL(response.headers.location as string, 'https://shop.example.in');
    expect(Object.fromEntries(location.searchParams)).toEqual({ body: 'intent=add&product_id=p1', write: '200' });
    expect(response.headers['set-cookie']).toEqual(expect.arrayContaining(['flash=%5B%5D; Path=/']));
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('lets the API refuse what a form from another site asks its action to write', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/shop/cart',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: 'intent=add',
    });
    const location = new URL(response.headers.location as string, 'https://shop.example.in');
    expect(location.searchParams.get('write')).toBe('403');
  });

  it('shows a flash message to its own request only, and removes it once a page has shown it', async () => {
    const page = await app.inject({ method: 'GET', url: '/shop/home', headers: { cookie: 'flash=%5B%5D' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['set-cookie']).toEqual(expect.arrayContaining([expect.stringMatching(/^flash=; .*Max-Age=0/)]));
    const redirect = await app.inject({ method: 'GET', url: '/go', headers: { cookie: 'flash=%5B%5D' } });
    expect(redirect.headers['set-cookie']).toBeUndefined();
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

/** The request line as a client may send it (`--path-as-is`): no URL parser between the test and the server. */
function rawGet(origin: string, target: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(origin);
  return new Promise<{ status: number; headers: Record<string, string>; body: string }>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      const lines = Object.entries({ host: `${hostname}:${port}`, ...headers }).map(
        ([name, value]) => `${name}: ${value}`,
      );
      socket.end(`GET ${target} HTTP/1.1\r\n${lines.join('\r\n')}\r\nconnection: close\r\n\r\n`);
    });
    let raw = '';
    socket.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', ...body] = raw.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers: Object.fromEntries(
          headerLines.map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
        ),
        body: body.join('\r\n\r\n'),
      });
    });
  });
}

describe('a page path that starts with two slashes', () => {
  let app: TestApp;
  let origin: string;
  beforeAll(async () => {
    app = await createTestApp({ WEB_DIST: await fakeWebDist(), PUBLIC_URL: 'https://shop.example.in' });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('never names the host it spells, and goes to the one-slash path on this shop', async () => {
    // The audit's reproduction: `curl --path-as-is "$P//evil.example/shop/product/<id>"`.
    const id = '9657f1c7-2d81-4d60-8314-b015dd70a0a9';
    for (const target of [
      `//evil.example/shop/product/${id}`,
      `///evil.example/shop/product/${id}`,
      `/\\evil.example/shop/product/${id}`,
      `//evil.example/shop/product/${id}?ref=x`,
    ]) {
      for (let i = 0; i < 2; i += 1) {
        const answer = await rawGet(origin, target);
        expect([target, answer.status]).toEqual([target, 301]);
        const location = answer.headers.location!;
        expect(location).toBe(`/evil.example/shop/product/${id}${target.endsWith('?ref=x') ? '?ref=x' : ''}`);
        // A relative path on this shop, never protocol-relative.
        expect(location).toMatch(/^\/[^/\\]/);
        expect(answer.body).not.toMatch(/https?:\/\/evil\.example/);
      }
    }
  });

  it('renders the same page for a Host of another name, at the shop’s own address', async () => {
    const answer = await rawGet(origin, '/shop/home?host=other', { host: 'evil.example' });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<pre id="url">https://shop.example.in/shop/home?host=other</pre>');
    expect(answer.body).not.toContain('evil.example');
  });
});
