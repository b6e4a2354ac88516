import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { oneTimeCodes, users } from '../../platform/db/schema.ts';
import { readOutbox } from '../../platform/mailer.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cookieFrom, createUser, mailCount } from '../../testing/fixtures.ts';
import { AUTH_MESSAGES } from './auth-service.ts';

// The owner's way in that nobody else's failures can take away: a link mailed to them, used once.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const post = (url: string, payload?: object, cookie?: string) =>
  app.inject({ method: 'POST', url: `/api/auth${url}`, payload, headers: cookie ? { cookie } : {} });
const askForLink = (email: string) => post('/send-signin-link', { email });
const useLink = (token: string) => post('/signin-link', { token });

let n = 0;
const newEmail = () => `link${++n}-${Date.now()}@example.in`;

/** The token in the newest sign-in mail to this address, once there are more than `after`; mail leaves after the answer. */
async function lastLinkTokenFor(email: string, after = 0): Promise<string> {
  const mails = async () => (await readOutbox(app.mailer.outbox!)).filter((mail) => mail.to === email);
  await expect.poll(async () => (await mails()).length).toBeGreaterThan(after);
  const link = `${app.config.publicUrl}/auth/signin-link?token=`;
  const line = (await mails())[0]!.text.split('\n').find((text) => text.startsWith(link));
  expect(line).toMatch(/token=[A-Za-z0-9_-]{43}$/);
  return line!.slice(link.length);
}

/** As if the newest link (or code) for the user had been sent `ms` earlier. */
async function backdate(userId: string, ms: number) {
  await app.db
    .update(oneTimeCodes)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(eq(oneTimeCodes.userId, userId));
}

describe('a sign-in link', () => {
  it('is mailed to the owner and signs them in once, setting the session cookie as sign-in does', async () => {
    const owner = await createUser(app, { userName: 'Asha Rao' });
    const ask = await askForLink(owner.email);
    expect(ask.statusCode).toBe(200);
    expect(ask.json()).toEqual({ success: true, message: AUTH_MESSAGES.signinLinkSent, resend_in: 60 });
    expect(AUTH_MESSAGES.signinLinkSent).toMatch(/^We've sent you a sign-in link/);

    const token = await lastLinkTokenFor(owner.email);
    const [mail] = (await readOutbox(app.mailer.outbox!)).filter((m) => m.to === owner.email);
    expect(mail!.subject).toMatch(/sign-in link/);
    expect(mail!.text).toMatch(/^Hello Asha Rao,$/m);
    expect(mail!.text).toMatch(/works once, within 15 minutes/);

    const signedIn = await useLink(token);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({
      success: true,
      message: AUTH_MESSAGES.signedIn,
      user: {
        id: owner.id,
        userName: 'Asha Rao',
        username: 'Asha Rao',
        email: owner.email,
        role: 'user',
        staff_role: null,
        permissions: [],
        two_factor: false,
        must_enrol_two_factor: false,
      },
    });
    const setCookie = String(signedIn.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const cookie = cookieFrom(signedIn.headers['set-cookie']);
    const check = await app.inject({ method: 'GET', url: '/api/auth/check-auth', headers: { cookie } });
    expect(check.json()).toMatchObject({ success: true, user: { id: owner.id } });

    const again = await useLink(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: AUTH_MESSAGES.signinLinkSpent });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('is answered alike for an email without an account, and then nothing is mailed', async () => {
    const owner = await createUser(app);
    const unknown = newEmail();
    const forOwner = await askForLink(owner.email);
    const forUnknown = await askForLink(unknown);
    expect(forUnknown.statusCode).toBe(forOwner.statusCode);
    expect(forUnknown.json()).toEqual(forOwner.json());

    const againForOwner = await askForLink(owner.email);
    const againForUnknown = await askForLink(unknown);
    expect(againForOwner.statusCode).toBe(429);
    expect(againForUnknown.statusCode).toBe(429);
    expect(againForOwner.json().message).toMatch(/^A sign-in link was sent a moment ago\. You can ask for another in /);
    expect(Object.keys(againForUnknown.json()).sort()).toEqual(Object.keys(againForOwner.json()).sort());

    await lastLinkTokenFor(owner.email);
    expect(await mailCount(app, owner.email)).toBe(1);
    expect(await mailCount(app, unknown)).toBe(0);
  });

  it('ends when a newer one is sent: only the newest works', async () => {
    const owner = await createUser(app);
    await askForLink(owner.email);
    const first = await lastLinkTokenFor(owner.email);
    await backdate(owner.id, 61_000);
    expect((await askForLink(owner.email)).json().resend_in).toBe(120);
    const second = await lastLinkTokenFor(owner.email, 1);
    expect(second).not.toBe(first);
    expect((await useLink(first)).statusCode).toBe(400);
    expect((await useLink(second)).statusCode).toBe(200);
  });

  it('expires after 15 minutes', async () => {
    const owner = await createUser(app);
    await askForLink(owner.email);
    const token = await lastLinkTokenFor(owner.email);
    await app.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, owner.id));
    const late = await useLink(token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ success: false, message: AUTH_MESSAGES.signinLinkSpent });
  });

  it('verifies an unverified account, whose unproven password stops working', async () => {
    // Whoever signed up first with an email nobody proved may know this password: after the link, nobody does.
    const owner = await createUser(app, { verified: false, password: 'squatter-pass-1' });
    await askForLink(owner.email);
    const token = await lastLinkTokenFor(owner.email);
    const [mail] = (await readOutbox(app.mailer.outbox!)).filter((m) => m.to === owner.email);
    expect(mail!.text).toMatch(/^Hello,$/m); // the name is whatever anyone typed when signing up
    const signedIn = await useLink(token);
    expect(signedIn.statusCode).toBe(200);

    const [stored] = await app.db.select().from(users).where(eq(users.id, owner.id));
    expect(stored!.verified).toBe(true);
    expect((await post('/signin', { email: owner.email, password: 'squatter-pass-1' })).statusCode).toBe(401);
  });

  it('refuses a token that was never mailed, and one cut short', async () => {
    const never = await useLink('A'.repeat(43));
    expect(never.statusCode).toBe(400);
    expect(never.json()).toEqual({ success: false, message: AUTH_MESSAGES.signinLinkSpent });
    const short = await useLink('A'.repeat(42));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/not complete/);
  });
});
