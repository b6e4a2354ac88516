import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../platform/db/schema.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { prepareData } from './prepare-data.ts';

const OWNER = { email: 'owner@shop.in', password: 'owner-pass-123' };

/** The same app started again on its database with another ADMIN_PASSWORD, as a restart after rotating it would. */
const restartedWith = (app: TestApp, password: string): FastifyInstance =>
  Object.assign(Object.create(app) as FastifyInstance, {
    config: { ...app.config, admin: { email: OWNER.email, password } },
  });

describe('the admin from ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ ADMIN_EMAIL: 'Owner@Shop.in', ADMIN_PASSWORD: OWNER.password });
  });
  afterAll(() => app.close());

  const signIn = (password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: OWNER.email, password } });
  const signedIn = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/auth/check-auth', headers: { cookie } })).json().success;
  const sessionCookie = (answer: Awaited<ReturnType<typeof signIn>>) =>
    answer.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

  it('exists, verified, and can sign in as admin', async () => {
    await prepareData(app);
    await prepareData(app); // starting twice changes nothing
    const rows = await app.db.select().from(users).where(eq(users.email, OWNER.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: 'admin', verified: true });
    const signin = await signIn(OWNER.password);
    expect(signin.json().user.role).toBe('admin');
  });

  it('keeps staff signed in across a restart with the same password', async () => {
    await prepareData(app);
    const cookie = sessionCookie(await signIn(OWNER.password));
    expect(await signedIn(cookie)).toBe(true);
    await prepareData(app);
    expect(await signedIn(cookie)).toBe(true);
  });

  it('signs out whoever used the old password once ADMIN_PASSWORD is rotated', async () => {
    await prepareData(app);
    const leaked = sessionCookie(await signIn(OWNER.password));
    expect(await signedIn(leaked)).toBe(true);

    await prepareData(restartedWith(app, 'rotated-pass-456'));
    expect(await signedIn(leaked)).toBe(false);
    expect((await signIn(OWNER.password)).statusCode).toBe(401);
    const fresh = sessionCookie(await signIn('rotated-pass-456'));
    await prepareData(restartedWith(app, 'rotated-pass-456'));
    expect(await signedIn(fresh)).toBe(true);
  });
});

describe('a production start', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('refuses an ADMIN_PASSWORD the README publishes for a demo account, and makes no admin', async () => {
    const email = 'owner-demo-pass@shop.in';
    const production = Object.assign(Object.create(app) as FastifyInstance, {
      config: { ...app.config, env: 'production', admin: { email, password: 'admin-demo-123' } },
    });
    await expect(prepareData(production)).rejects.toThrow(
      "Invalid configuration: ADMIN_PASSWORD is a demo account's password, published in the README: choose another",
    );
    expect(await app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});
