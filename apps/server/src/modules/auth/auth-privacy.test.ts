import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/db/schema.ts';
import { readOutbox } from '../../platform/mailer.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, lastCodeFor } from '../../testing/fixtures.ts';
import { AUTH_MESSAGES } from './auth-service.ts';

// Nobody learns from the auth answers which emails have accounts, and nobody keeps an email they never proved.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const json = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  app.inject({ method, url: `/api/auth${url}`, payload });

let n = 0;
const newEmail = () => `private${++n}-${Date.now()}@example.in`;
/** Newest first; waits for the mail that leaves after the answer. */
const mailsTo = async (email: string) => {
  await lastCodeFor(app, email);
  return (await readOutbox(app.mailer.outbox!)).filter((m) => m.to === email);
};

describe('sign-up and verification', () => {
  it('answers a sign-up with a taken email as it answers a new one; the owner gets a reset code by mail', async () => {
    const owner = await createUser(app, { userName: 'Asha Rao' });
    const taken = await json('POST', '/signup', { userName: 'Mallory', email: owner.email, password: 'secret-pass-1' });
    const fresh = await json('POST', '/signup', { userName: 'Mallory', email: newEmail(), password: 'secret-pass-1' });
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toEqual(fresh.json());
    expect(taken.json()).toEqual({ success: true, message: AUTH_MESSAGES.signedUp });

    const mail = (await mailsTo(owner.email))[0]!;
    expect(mail.text).toMatch(/already have one/);
    expect(mail.text).toContain(`${app.config.publicUrl}/auth/verify-forgot-password`);
    expect((await json('POST', '/signin', { email: owner.email, password: owner.password })).statusCode).toBe(200);
    const reset = await json('PATCH', '/verify-forgot-password-code', {
      email: owner.email,
      providedCode: await lastCodeFor(app, owner.email),
      newPassword: 'after-signup-1',
    });
    expect(reset.json()).toEqual({ success: true, message: AUTH_MESSAGES.passwordReset });
  });

  it('tells the owner of an account brought over without a password how to get in, not to use a password', async () => {
    const owner = await createUser(app, { userName: 'Meera Iyer' });
    await app.db.update(users).set({ passwordHash: null }).where(eq(users.id, owner.id));
    await json('POST', '/signup', { userName: 'Mallory', email: owner.email, password: 'secret-pass-1' });
    const mail = (await mailsTo(owner.email))[0]!;
    expect(mail.text).toMatch(/It has no password yet: log in with a sign-in link from the login page/);
    expect(mail.text).not.toMatch(/log in with your password/);
  });

  it('gives an unverified email to whoever signs up last, and keeps the first one’s words out of the mail', async () => {
    const email = newEmail();
    const squatter = { userName: 'Win 5000 rupees at evil.example', email, password: 'squatter-pass-1' };
    expect((await json('POST', '/signup', squatter)).statusCode).toBe(201);
    const victim = await json('POST', '/signup', { userName: 'Asha Rao', email, password: 'victim-pass-1' });
    expect(victim.json()).toEqual({ success: true, message: AUTH_MESSAGES.signedUp });

    const verify = await json('PATCH', '/verify-verification-code', {
      email,
      providedCode: await lastCodeFor(app, email),
    });
    expect(verify.json()).toEqual({ success: true, message: AUTH_MESSAGES.verified });
    expect((await json('POST', '/signin', { email, password: 'victim-pass-1' })).json()).toMatchObject({
      success: true,
      user: { userName: 'Asha Rao' },
    });
    expect((await json('POST', '/signin', { email, password: 'squatter-pass-1' })).statusCode).toBe(401);
    const mails = await mailsTo(email);
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(mail.text + mail.html).not.toMatch(/evil\.example|Win 5000/);
  });

  it('answers a code for a verified account exactly as a wrong code for an unknown one', async () => {
    const verified = await createUser(app);
    const forVerified = await json('PATCH', '/verify-verification-code', {
      email: verified.email,
      providedCode: '000000',
    });
    const forUnknown = await json('PATCH', '/verify-verification-code', { email: newEmail(), providedCode: '000000' });
    expect(forVerified.statusCode).toBe(400);
    expect(forVerified.statusCode).toBe(forUnknown.statusCode);
    expect(forVerified.json()).toEqual(forUnknown.json());
    expect(forVerified.json()).toEqual({ success: false, message: AUTH_MESSAGES.wrongCode });
  });
});

describe('a password reset for a known email, while the mail server does not answer', () => {
  let slowMailApp: TestApp;
  let mailServer: Server;
  const connections: Socket[] = [];
  beforeAll(async () => {
    // Accepts the connection and never greets: the mail never leaves.
    mailServer = createServer((socket) => void connections.push(socket));
    await new Promise<void>((resolve) => mailServer.listen(0, '127.0.0.1', resolve));
    const { port } = mailServer.address() as AddressInfo;
    // The mail that cannot leave is logged as an error, which here is expected.
    slowMailApp = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, LOG_LEVEL: 'fatal' });
  });
  afterAll(async () => {
    await slowMailApp.close();
    for (const socket of connections) socket.destroy();
    await new Promise((resolve) => mailServer.close(resolve));
  });

  it('answers at once, as for an unknown email, and sends the mail after', async () => {
    const known = await createUser(slowMailApp);
    const ask = (email: string) =>
      slowMailApp.inject({ method: 'PATCH', url: '/api/auth/send-forgot-password-code', payload: { email } });
    const started = performance.now();
    const forKnown = await ask(known.email);
    expect(performance.now() - started).toBeLessThan(2000);
    const forUnknown = await ask(newEmail());
    expect(forKnown.statusCode).toBe(200);
    expect(forKnown.json()).toEqual(forUnknown.json());
    await expect.poll(() => connections.length).toBe(1);
  });
});
