import { createHash } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createProduct, signedInUser } from '../testing/fixtures.ts';
import { fakeWebDist } from '../testing/web-dist.ts';
import { createReadCache, preferredEncoding } from './read-cache.ts';

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

const getFrom = (origin: string, path: string, headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) => {
    httpRequest(origin + path, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });

/** Cached answers are replayed by the HTTP server itself, so these tests talk to a listening shop, as a browser does. */
describe('the read cache for the public catalogue', () => {
  let app: TestApp;
  let origin: string;
  beforeAll(async () => {
    app = await createTestApp();
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  const get = (path: string, headers: Record<string, string> = {}) => getFrom(origin, path, headers);
  const json = (answer: Answer) => JSON.parse(answer.body.toString('utf8'));

  it('answers a repeated product from memory, and forgets everything after a write', async () => {
    const product = await createProduct(app, { title: 'Cached Kurta', totalStock: 9 });
    const path = `/api/shop/products/get/${product.id}`;
    const first = await get(path);
    const second = await get(path);
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['x-cache']).toBe('hit');
    expect(json(second)).toEqual(json(first));

    const { cookie } = await signedInUser(app, { role: 'admin' });
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/admin/products/edit/${product.id}`,
      headers: { cookie },
      payload: {
        image: product.image,
        title: 'Renamed Kurta',
        description: 'x',
        category: 'women',
        brand: 'threadandtote',
        price: 999,
        sale_price: 0,
        total_stock: 0,
      },
    });
    expect(edit.statusCode).toBe(200);
    const after = await get(path);
    expect(after.headers['x-cache']).toBeUndefined();
    expect(json(after).data).toMatchObject({ title: 'Renamed Kurta', total_stock: 0 });
  });

  it('replays the security headers of the full answer, with a request id of its own and never a cookie', async () => {
    const product = await createProduct(app);
    const path = `/api/shop/products/get/${product.id}`;
    // A stale session cookie makes the full answer clear it; the replay must not clear anyone else's.
    const first = await get(path, { cookie: 'sid=no-such-session' });
    const hit = await get(path);
    expect(first.headers['set-cookie']?.[0]).toMatch(/^sid=;/);
    expect(hit.headers['set-cookie']).toBeUndefined();
    expect(hit.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(hit.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    const perAnswer = new Set(['date', 'set-cookie', 'x-request-id', 'x-cache', 'connection', 'keep-alive']);
    for (const [name, value] of Object.entries(first.headers)) {
      if (!perAnswer.has(name)) expect([name, hit.headers[name]]).toEqual([name, value]);
    }
    expect(hit.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(hit.headers['x-frame-options']).toBe('DENY');
  });

  it('sends a large answer compressed once, in the encoding the client prefers', async () => {
    for (let i = 0; i < 6; i += 1)
      await createProduct(app, { category: 'kids', description: `Soft cotton ${i}. `.repeat(20) });
    const path = '/api/shop/products/get?category=kids&limit=6';
    const plain = await get(path);
    expect(plain.body.length).toBeGreaterThan(1024);
    const identity = await get(path);
    const br = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(path, { 'accept-encoding': 'gzip;q=1, br;q=0.5' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const answer of [identity, br, gzip]) {
      expect(answer.headers['x-cache']).toBe('hit');
      expect(answer.headers.vary).toBe('accept-encoding');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
    expect(identity.body).toEqual(plain.body);
    expect(brotliDecompressSync(br.body)).toEqual(plain.body);
    expect(gunzipSync(gzip.body)).toEqual(plain.body);
    // Compressed once for many answers, so harder than per request: no larger than Brotli's quality 6 makes it.
    const quality = (q: number) =>
      brotliCompressSync(plain.body, {
        params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: q },
      }).length;
    expect(quality(6)).toBeLessThan(quality(4));
    expect(br.body.length).toBeLessThanOrEqual(quality(6));
  });

  it('counts replayed answers in the metrics under their route', async () => {
    const product = await createProduct(app);
    for (let i = 0; i < 3; i += 1) await get(`/api/shop/products/get/${product.id}`);
    const metrics = await app.inject({ method: 'GET', url: '/api/metrics' });
    const count =
      /http_request_duration_seconds_count\{method="GET",route="\/api\/shop\/products\/get\/:id",status="200"\} (\d+)/.exec(
        metrics.body,
      );
    expect(Number(count?.[1])).toBeGreaterThanOrEqual(3);
  });

  it('never caches answers that are not public', async () => {
    const { user, cookie } = await signedInUser(app);
    await get(`/api/shop/cart/get/${user.id}`, { cookie });
    const again = await get(`/api/shop/cart/get/${user.id}`, { cookie });
    expect(again.status).toBe(200);
    expect(again.headers['x-cache']).toBeUndefined();
  });
});

describe('visitors’ pages', () => {
  let app: TestApp;
  let origin: string;
  beforeAll(async () => {
    app = await createTestApp({ WEB_DIST: await fakeWebDist() });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('are replayed to visitors only: a signed-in shopper always gets a page rendered for them', async () => {
    const first = await getFrom(origin, '/shop/home');
    const again = await getFrom(origin, '/shop/home');
    expect(first.headers['x-cache']).toBeUndefined();
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.headers.vary).toContain('cookie');
    expect(again.body.toString()).toBe(first.body.toString());

    const { cookie } = await signedInUser(app);
    const shopper = await getFrom(origin, '/shop/home', { cookie });
    expect(shopper.headers['x-cache']).toBeUndefined();
    expect(shopper.headers['cache-control']).toBe('private, no-store');
    expect(shopper.body.toString()).toContain('"success":true');

    // The shopper's page neither replaced nor dropped the visitors' copy.
    const visitor = await getFrom(origin, '/shop/home');
    expect(visitor.headers['x-cache']).toBe('hit');
    expect(visitor.body.toString()).toBe(first.body.toString());
  });

  it('carry no nonce for visitors to share: each replay’s scripts are allowed by their hashes in its own header', async () => {
    const answers = [await getFrom(origin, '/shop/home?csp'), await getFrom(origin, '/shop/home?csp')];
    expect(answers.map((answer) => answer.headers['x-cache'])).toEqual([undefined, 'hit']);
    for (const answer of answers) {
      const policy = answer.headers['content-security-policy']!;
      const body = answer.body.toString();
      expect(policy).not.toContain('nonce-');
      expect(body).not.toContain('nonce=');
      // The page's own script (the first) runs by its hash; a script that came in with its content does not.
      const [own, fromContent] = [...body.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]!);
      expect(policy).toContain(`'sha256-${createHash('sha256').update(own!).digest('base64')}'`);
      expect(policy).not.toContain(`'sha256-${createHash('sha256').update(fromContent!).digest('base64')}'`);
    }
  });

  it('know a session cookie as the API does, spaces around its name and all', async () => {
    const { user, cookie } = await signedInUser(app);
    const spaced = cookie.replace(/^sid=/, 'sid =');
    // Asked first by the shopper, the page is theirs: never kept for the visitors who come next.
    const shopper = await getFrom(origin, '/shop/home?first=shopper', { cookie: spaced });
    expect(shopper.body.toString()).toContain(user.email);
    expect(shopper.headers['cache-control']).toBe('private, no-store');
    const visitor = await getFrom(origin, '/shop/home?first=shopper');
    expect(visitor.headers['x-cache']).toBeUndefined();
    expect(visitor.body.toString()).not.toContain(user.email);
    // And the visitors' copy is never answered to the shopper.
    await getFrom(origin, '/shop/home?first=shopper');
    const again = await getFrom(origin, '/shop/home?first=shopper', { cookie: spaced });
    expect(again.headers['x-cache']).toBeUndefined();
    expect(again.body.toString()).toContain(user.email);
  });
});

describe('an expired entry', () => {
  it('is refreshed by one request while the others still get it as it was', async () => {
    // Long enough that the second read is a hit on a busy machine too.
    const cache = createReadCache({ ttlMs: 600 });
    const app = Fastify({ serverFactory: cache.serverFactory });
    let asked = 0;
    app.get('/answer', { config: { readCache: true } }, async () => {
      asked += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { asked };
    });
    cache.register(app, { log: app.log, recordAnswer: () => {} });
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const answer = async () => {
        const response = await fetch(`${origin}/answer`);
        return { hit: response.headers.get('x-cache') === 'hit', body: (await response.json()) as { asked: number } };
      };
      expect(await answer()).toEqual({ hit: false, body: { asked: 1 } });
      expect(await answer()).toEqual({ hit: true, body: { asked: 1 } });

      await new Promise((resolve) => setTimeout(resolve, 650));
      const together = await Promise.all(Array.from({ length: 8 }, answer));
      expect(asked).toBe(2);
      expect(together.filter((one) => !one.hit)).toEqual([{ hit: false, body: { asked: 2 } }]);
      expect(together.filter((one) => one.hit).every((one) => one.body.asked === 1)).toBe(true);
      expect(await answer()).toEqual({ hit: true, body: { asked: 2 } });
    } finally {
      await app.close();
    }
  });
});

describe('the encoding a cached answer is sent in', () => {
  it('follows the client’s weights, br on a tie, nothing it refuses', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('x-gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('*;q=0')).toBeUndefined();
  });
});
