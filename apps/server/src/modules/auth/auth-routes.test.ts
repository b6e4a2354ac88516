import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { oneTimeCodes, sessions, users } from '../../platform/db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cookieFrom, createUser, lastCodeFor, mailCount, signedInUser } from '../../testing/fixtures.ts';
import { AUTH_MESSAGES } from './auth-service.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const json = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object, cookie?: string) =>
  app.inject({ method, url: `/api/auth${url}`, payload, headers: cookie ? { cookie } : {} });

let n = 0;
const newEmail = () => `new${++n}-${Date.now()}@example.in`;

describe('sign-up and verification', () => {
  it('registers a shopper, mails a code, and refuses sign-in until the email is verified', async () => {
    const email = newEmail();
    const signup = await json('POST', '/signup', {
      userName: '  Asha Rao ',
      email: email.toUpperCase(),
      password: 'secret-pass-1',
    });
    expect(signup.statusCode).toBe(201);
    expect(signup.json()).toEqual({ success: true, message: AUTH_MESSAGES.signedUp });

    const [stored] = await app.db.select().from(users).where(eq(users.email, email));
    expect(stored).toMatchObject({ userName: 'Asha Rao', role: 'user', verified: false });
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);

    const early = await json('POST', '/signin', { email, password: 'secret-pass-1' });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(AUTH_MESSAGES.verifyFirst);

    const code = await lastCodeFor(app, email);
    const verify = await json('PATCH', '/verify-verification-code', { email, providedCode: code });
    expect(verify.json()).toEqual({ success: true, message: AUTH_MESSAGES.verified });

    const signin = await json('POST', '/signin', { email, password: 'secret-pass-1' });
    expect(signin.statusCode).toBe(200);
    expect(signin.json()).toMatchObject({
      success: true,
      user: { userName: 'Asha Rao', username: 'Asha Rao', email, role: 'user' },
    });
    const setCookie = String(signin.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
  });

  it('never makes an admin through sign-up, whatever the body says', async () => {
    const email = newEmail();
    await json('POST', '/signup', { userName: 'Mallory', email, password: 'secret-pass-1', role: 'admin' });
    const [stored] = await app.db.select().from(users).where(eq(users.email, email));
    expect(stored!.role).toBe('user');
  });

  it('names the field that is wrong', async () => {
    const bad = await json('POST', '/signup', { userName: 'A', email: 'not-an-email', password: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
    expect(bad.json().message).toMatch(/userName|email|password/);
  });

  it('refuses a code used once already', async () => {
    const email = newEmail();
    await json('POST', '/signup', { userName: 'Reuse', email, password: 'secret-pass-1' });
    const code = await lastCodeFor(app, email);
    expect((await json('PATCH', '/verify-verification-code', { email, providedCode: code })).statusCode).toBe(200);
    await app.db.update(users).set({ verified: false }).where(eq(users.email, email));
    const reuse = await json('PATCH', '/verify-verification-code', { email, providedCode: code });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe(AUTH_MESSAGES.wrongCode);
  });

  it('burns a code for a network after its five wrong tries: its sixth is refused even when right', async () => {
    const email = newEmail();
    await json('POST', '/signup', { userName: 'Guesser', email, password: 'secret-pass-1' });
    const code = await lastCodeFor(app, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await json('PATCH', '/verify-verification-code', { email, providedCode: wrong })).statusCode).toBe(400);
    }
    const right = await json('PATCH', '/verify-verification-code', { email, providedCode: code });
    expect(right.statusCode).toBe(400);
    const [stored] = await app.db.select().from(users).where(eq(users.email, email));
    expect(stored!.verified).toBe(false);
  });

  it('sends a new code that replaces the old one, but not again straight away', async () => {
    const email = newEmail();
    await json('POST', '/signup', { userName: 'Again', email, password: 'secret-pass-1' });
    const first = await lastCodeFor(app, email);

    const tooSoon = await json('PATCH', '/send-verification-code', { email });
    expect(tooSoon.statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailCount(app, email)).toBe(1);

    // A minute later, as far as the codes can tell.
    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    await app.db
      .update(oneTimeCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(oneTimeCodes.userId, user!.id));
    const resend = await json('PATCH', '/send-verification-code', { email });
    // Two codes in the last hour: the next waits two minutes.
    expect(resend.json()).toEqual({ success: true, message: AUTH_MESSAGES.codeSent, resend_in: 120 });
    const second = await lastCodeFor(app, email, 1);
    if (first !== second) {
      expect((await json('PATCH', '/verify-verification-code', { email, providedCode: first })).statusCode).toBe(400);
    }
    expect((await json('PATCH', '/verify-verification-code', { email, providedCode: second })).statusCode).toBe(200);
  });
});

describe('asking for a code too soon', () => {
  /** The answer's parts that must not tell one email from another: all but the seconds, which time moves. */
  const shape = (answer: { statusCode: number; json: () => Record<string, unknown> }) => ({
    status: answer.statusCode,
    ...answer.json(),
    message: String(answer.json().message).replace(/\d+:\d\d/, 'm:ss'),
    resend_in: typeof answer.json().resend_in,
  });

  for (const [call, message] of [
    ['/send-forgot-password-code', AUTH_MESSAGES.resetCodeSent],
    ['/send-verification-code', AUTH_MESSAGES.codeSent],
  ] as const) {
    it(`${call} answers the wait truthfully, with Retry-After, and mails nothing; alike for an unknown email`, async () => {
      const { email } = await createUser(app, { verified: call === '/send-forgot-password-code' });
      const unknown = newEmail();
      const first = await json('PATCH', call, { email });
      expect(first.json()).toEqual({ success: true, message, resend_in: 60 });
      expect((await json('PATCH', call, { email: unknown })).json()).toEqual(first.json());
      await lastCodeFor(app, email);

      const again = await json('PATCH', call, { email });
      expect(again.statusCode).toBe(429);
      const wait = again.json().resend_in as number;
      expect(wait).toBeGreaterThan(50);
      expect(wait).toBeLessThanOrEqual(60);
      expect(again.json()).toEqual({
        success: false,
        message: `A code was sent a moment ago. You can ask for another in ${Math.floor(wait / 60)}:${String(wait % 60).padStart(2, '0')}.`,
        resend_in: wait,
      });
      expect(again.headers['retry-after']).toBe(String(wait));
      const againUnknown = await json('PATCH', call, { email: unknown });
      expect(shape(againUnknown)).toEqual(shape(again));
      expect(againUnknown.headers['retry-after']).toBeDefined();

      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await mailCount(app, email)).toBe(1);
    });
  }
});

describe('sessions', () => {
  it('tells who is signed in, with no-cache headers, and forgets them after logout', async () => {
    const { user, cookie } = await signedInUser(app);
    const check = await json('GET', '/check-auth', undefined, cookie);
    expect(check.statusCode).toBe(200);
    expect(check.headers['cache-control']).toMatch(/no-store/);
    expect(check.json()).toMatchObject({ success: true, user: { id: user.id, email: user.email, role: 'user' } });

    const logout = await json('POST', '/logout', undefined, cookie);
    expect(logout.json()).toEqual({ success: true, message: AUTH_MESSAGES.signedOut });
    const after = await json('GET', '/check-auth', undefined, cookie);
    expect(after.json()).toEqual({ success: false, message: AUTH_MESSAGES.unauthorised });
  });

  it('signs nobody out through a GET (a link or image on another site) or a POST from another site', async () => {
    const { cookie } = await signedInUser(app);
    const viaGet = await json('GET', '/logout', undefined, cookie);
    expect([404, 405]).toContain(viaGet.statusCode);
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await json('GET', '/check-auth', undefined, cookie)).json().success).toBe(true);
  });

  it('answers wrong passwords and unknown emails alike', async () => {
    const user = await createUser(app);
    const wrong = await json('POST', '/signin', { email: user.email, password: 'not-the-password' });
    const unknown = await json('POST', '/signin', { email: newEmail(), password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('stores only a hash of the session token', async () => {
    const user = await createUser(app);
    const signin = await json('POST', '/signin', { email: user.email, password: user.password });
    const token = cookieFrom(signin.headers['set-cookie']).split('=')[1]!;
    const rows = await app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
  });
});

describe('passwords', () => {
  it('changes the password and ends the other sessions, keeping this one', async () => {
    const user = await createUser(app);
    const signIn = async () =>
      cookieFrom((await json('POST', '/signin', { email: user.email, password: user.password })).headers['set-cookie']);
    const here = await signIn();
    const elsewhere = await signIn();
    const change = await json(
      'PATCH',
      '/change-password',
      { email: user.email, oldPassword: user.password, newPassword: 'a-brand-new-one' },
      here,
    );
    expect(change.json()).toEqual({ success: true, message: AUTH_MESSAGES.passwordChanged });
    expect((await json('GET', '/check-auth', undefined, here)).json().success).toBe(true);
    expect((await json('GET', '/check-auth', undefined, elsewhere)).json().success).toBe(false);
    expect((await json('POST', '/signin', { email: user.email, password: 'a-brand-new-one' })).statusCode).toBe(200);
  });

  it('refuses a change with the wrong current password, another email, or no session', async () => {
    const { user, cookie } = await signedInUser(app);
    const wrongOld = await json(
      'PATCH',
      '/change-password',
      { email: user.email, oldPassword: 'nope-nope', newPassword: 'whatever-123' },
      cookie,
    );
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().message).toBe(AUTH_MESSAGES.wrongOldPassword);
    const other = await createUser(app);
    const notMine = await json(
      'PATCH',
      '/change-password',
      { email: other.email, oldPassword: other.password, newPassword: 'whatever-123' },
      cookie,
    );
    expect(notMine.statusCode).toBe(403);
    const anonymous = await json('PATCH', '/change-password', {
      email: user.email,
      oldPassword: user.password,
      newPassword: 'whatever-123',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('resets a forgotten password with the mailed code and ends every session', async () => {
    const { user, cookie } = await signedInUser(app);
    const ask = await json('PATCH', '/send-forgot-password-code', { email: user.email });
    const askUnknown = await json('PATCH', '/send-forgot-password-code', { email: newEmail() });
    expect(ask.json()).toEqual({ success: true, message: AUTH_MESSAGES.resetCodeSent, resend_in: 60 });
    expect(askUnknown.json()).toEqual(ask.json());

    const code = await lastCodeFor(app, user.email);
    const reset = await json('PATCH', '/verify-forgot-password-code', {
      email: user.email,
      providedCode: code,
      newPassword: 'reset-to-this-1',
    });
    expect(reset.json()).toEqual({ success: true, message: AUTH_MESSAGES.passwordReset });
    expect((await json('GET', '/check-auth', undefined, cookie)).json().success).toBe(false);
    expect((await json('POST', '/signin', { email: user.email, password: 'reset-to-this-1' })).statusCode).toBe(200);
    const again = await json('PATCH', '/verify-forgot-password-code', {
      email: user.email,
      providedCode: code,
      newPassword: 'and-again-123',
    });
    expect(again.statusCode).toBe(400);
  });
});

describe('protection', () => {
  it('refuses a state-changing request from a foreign Origin', async () => {
    const user = await createUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { origin: 'https://evil.example' },
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('accepts the shop’s own Origin', async () => {
    const user = await createUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { origin: app.config.publicUrl },
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses passwords longer than sign-up allows, at sign-in and password change', async () => {
    const { user, cookie } = await signedInUser(app);
    const long = 'x'.repeat(201);
    const signin = await json('POST', '/signin', { email: user.email, password: long });
    expect(signin.statusCode).toBe(400);
    expect(signin.json().message).toMatch(/Password is too long/);
    const change = await json(
      'PATCH',
      '/change-password',
      { email: user.email, oldPassword: long, newPassword: 'whatever-123' },
      cookie,
    );
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toMatch(/Password is too long/);
  });
});
