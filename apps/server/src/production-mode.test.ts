import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { hashPassword } from './modules/auth/password.ts';
import { products, sessions, users } from './platform/db/schema.ts';
import { createSession } from './platform/sessions.ts';
import { DEMO_ACCOUNTS, seedDemo } from './seed/seed-demo.ts';
import { prepareData } from './seed/prepare-data.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { createUser } from './testing/fixtures.ts';

const METRICS_TOKEN = 'a-long-random-metrics-token';
/** A production test shop: every provider in the sandbox, mail kept on disk, metrics behind their token. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PAYMENTS_SANDBOX: '1',
  PUBLIC_TEST_SHOP: '1',
  MAIL_OUTBOX: '1',
  METRICS_TOKEN,
  PUBLIC_URL: 'https://shop.example.in',
};

const signIn = (app: TestApp, account: { email: string; password: string }) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: account.email, password: account.password },
  });

// Each of these loads the demo catalogue (about 150 pictures), which takes a while on a small machine.
describe('a production shop and the demo accounts', { timeout: 60_000 }, () => {
  it('loads the demo catalogue only when asked, and never the demo accounts', async () => {
    const app = await createTestApp({ ...PRODUCTION, SEED_DEMO: '1' });
    await prepareData(app);
    const [{ value: loaded } = { value: 0 }] = await app.db.select({ value: count() }).from(products);
    expect(loaded).toBeGreaterThan(0);
    expect(await app.db.select().from(users)).toEqual([]);
    expect((await signIn(app, DEMO_ACCOUNTS.admin)).statusCode).not.toBe(200);
    await app.close();
  });

  it('never opens to the README’s demo admin password, even on a database that began as a demo', async () => {
    const app = await createTestApp({ ...PRODUCTION, SEED_DEMO: '0' });
    await seedDemo(app.db, app.images); // as `npm start` would have, before the shop went live on this database
    const shopperWithOwnPassword = { ...DEMO_ACCOUNTS.shopper, password: 'changed-by-the-owner-1' };
    await app.db
      .update(users)
      .set({ passwordHash: await hashPassword(shopperWithOwnPassword.password) })
      .where(eq(users.email, DEMO_ACCOUNTS.shopper.email));

    // Someone signed in as the demo admin while the shop was a demo (a public staging shop, say).
    const [demoAdmin] = await app.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.admin.email));
    const { token } = await createSession(app.db, demoAdmin!.id);

    await prepareData(app);
    const admin = await signIn(app, DEMO_ACCOUNTS.admin);
    expect(admin.statusCode).toBe(401);
    expect(admin.json().success).toBe(false);
    // Their session ended with the password, and the account is no longer an admin.
    const stillIn = await app.inject({
      method: 'GET',
      url: '/api/admin/orders/get',
      headers: { cookie: `sid=${token}` },
    });
    expect(stillIn.statusCode).toBe(401);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, demoAdmin!.id))).toEqual([]);
    const [demoted] = await app.db.select().from(users).where(eq(users.id, demoAdmin!.id));
    expect(demoted!.role).toBe('user');
    // An account whose password was changed is the owner's own: it keeps working.
    expect((await signIn(app, shopperWithOwnPassword)).statusCode).toBe(200);
    await app.close();
  });
});

describe('a production shop', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(PRODUCTION);
  });
  afterAll(() => app.close());

  it('hides the dev mailbox', async () => {
    const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.body).not.toContain('Dev mailbox');
  });

  it('shows metrics only to their token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
    const wrong = await app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN.slice(0, -1)}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('# TYPE shop_orders gauge');
  });

  it('takes writes only from its PUBLIC_URL, not from whatever host a request names', async () => {
    const fromHost = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { host: 'rebound.example', origin: 'http://rebound.example' },
      payload: { email: 'a@b.in', password: 'whatever-123' },
    });
    expect(fromHost.statusCode).toBe(403);
    const fromShop = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { origin: 'https://shop.example.in' },
      payload: { email: 'a@b.in', password: 'whatever-123' },
    });
    expect(fromShop.statusCode).toBe(401);
  });
});

describe('the dev mailbox in development', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers this machine only, never a client a proxy forwarded or another address', async () => {
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox' })).body).toContain('Dev mailbox');
    const forwarded = await app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forwarded.statusCode).toBe(404);
    const remote = await app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('Dev mailbox');
  });
});

describe('sessions past their expiry', () => {
  it('are purged in the background', async () => {
    const app = await createTestApp({ SWEEP_INTERVAL_SECONDS: '1' });
    const user = await createUser(app);
    await createSession(app.db, user.id);
    await createSession(app.db, user.id);
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    await createSession(app.db, user.id);
    await expect.poll(async () => (await app.db.select().from(sessions)).length, { timeout: 5000 }).toBe(1);
    await app.close();
  });
});

describe('text with a NUL character', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('is a 400 naming the field, in the path, the query or the body', async () => {
    const search = await app.inject({ method: 'GET', url: '/api/shop/search/ab%00cd' });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual({ success: false, message: 'keyword: must not contain a NUL character' });
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { userName: 'ab\u0000cd', email: 'nul1@example.in', password: 'whatever-123' },
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json().message).toBe('userName: must not contain a NUL character');
    expect(await app.db.select().from(users).where(eq(users.email, 'nul1@example.in'))).toEqual([]);
  });
});
