// Checks that guessing reset codes does not pay (third audit M1): a day's wrong tries per email are bounded across
// codes and networks, the owner hears of it once, and the mail's link fills the code in until the code is spent.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes } from '../../platform/db/schema.ts';
import { readOutbox } from '../../platform/mailer.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser } from '../../testing/fixtures.ts';
import { AUTH_MESSAGES } from './auth-service.ts';

// Behind a trusted proxy, each X-Forwarded-For stands for a different client network.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(() => app.close());

const call = (method: 'POST' | 'PATCH', url: string, from: string, payload: object) =>
  app.inject({ method, url: `/api/auth${url}`, headers: { 'x-forwarded-for': from }, payload });
const askReset = (from: string, email: string) => call('PATCH', '/send-forgot-password-code', from, { email });
const reset = (from: string, email: string, providedCode: string, newPassword = 'a-new-password-1') =>
  call('PATCH', '/verify-forgot-password-code', from, { email, providedCode, newPassword });
const openLink = (from: string, token: string) => call('POST', '/reset-link', from, { token });

const mailsTo = async (email: string) => (await readOutbox(app.mailer.outbox!)).filter((mail) => mail.to === email);
const PAUSED_SUBJECT = 'Someone is trying to reset your Thread & Tote password';
const pauseNotices = async (email: string) => (await mailsTo(email)).filter((mail) => mail.subject === PAUSED_SUBJECT);

/** The code and link token of the newest reset mail, once there are more than `after` reset mails. */
async function lastResetMail(email: string, after = 0) {
  const resetMails = async () => (await mailsTo(email)).filter((mail) => mail.subject.includes('password reset code'));
  await expect.poll(async () => (await resetMails()).length).toBeGreaterThan(after);
  const { text } = (await resetMails())[0]!;
  return {
    code: text.match(/^(\d{8})$/m)![1]!,
    token: text.match(new RegExp(`^${app.config.publicUrl}/auth/reset/([A-Za-z0-9_-]{43})$`, 'm'))![1]!,
  };
}

/** Another eight-digit code than `code`. */
const wrongCode = (code: string, i: number) => String((Number(code) + i) % 100_000_000).padStart(8, '0');

/** `count` wrong tries, five from each network named (the most one network may make at one code). */
async function guess(email: string, code: string, networks: string[], count: number) {
  const statuses = [];
  for (let i = 0; i < count; i++) {
    statuses.push((await reset(networks[Math.floor(i / 5)]!, email, wrongCode(code, i + 1))).statusCode);
  }
  return statuses;
}

/** As if the account's reset codes had been made `ms` earlier. */
async function backdateCodes(userId: string, ms: number) {
  const codes = await app.db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, 'reset-password')));
  for (const code of codes) {
    await app.db
      .update(oneTimeCodes)
      .set({ createdAt: new Date(code.createdAt.getTime() - ms) })
      .where(eq(oneTimeCodes.id, code.id));
  }
}

const HOUR = 60 * 60_000;
const pausedWords =
  /^Too many wrong codes were tried for this email today, so its password cannot be reset with a code for now\. Try again in about 2[34] hours, or log in with a sign-in link by email\.$/;

describe('a day’s wrong reset codes for one account', () => {
  it('are bounded across codes and networks: past twenty, even the right code is refused, in words', async () => {
    const owner = await createUser(app);
    expect((await askReset('198.51.100.200', owner.email)).statusCode).toBe(200);
    const first = await lastResetMail(owner.email);
    // Fifteen from three networks burn the first code; its owner is mailed a fresh one at once.
    expect(await guess(owner.email, first.code, ['203.0.113.1', '203.0.113.2', '203.0.113.3'], 15)).toEqual(
      Array(15).fill(400),
    );
    expect((await askReset('198.51.100.201', owner.email)).statusCode).toBe(200);
    const second = await lastResetMail(owner.email, 1);
    expect(await guess(owner.email, second.code, ['203.0.113.4'], 5)).toEqual(Array(5).fill(400));

    // Twenty wrong tries today: the right code, from a network that never guessed, is refused.
    const right = await reset('192.0.2.10', owner.email, second.code);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(pausedWords);
    expect((await call('POST', '/signin', '192.0.2.10', owner)).statusCode).toBe(200); // the password is unchanged
    // Asking for a code again mails none (none would work), though the answer is the one every email gets.
    await expect.poll(async () => (await pauseNotices(owner.email)).length).toBe(1);
    const mailsBefore = (await mailsTo(owner.email)).length;
    await backdateCodes(owner.id, 6 * 60_000);
    const ask = await askReset('192.0.2.10', owner.email);
    expect(ask.json()).toMatchObject({ success: true, message: AUTH_MESSAGES.resetCodeSent });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await mailsTo(owner.email)).length).toBe(mailsBefore);

    // The sign-in link still lets the owner in.
    expect((await call('POST', '/send-signin-link', '192.0.2.10', { email: owner.email })).statusCode).toBe(200);
    await expect.poll(async () => (await mailsTo(owner.email))[0]?.subject).toMatch(/sign-in link/);
    const signinToken = (await mailsTo(owner.email))[0]!.text.match(/\/auth\/signin-link\?token=([\w-]{43})$/m)![1]!;
    expect((await call('POST', '/signin-link', '192.0.2.10', { token: signinToken })).statusCode).toBe(200);
  });

  it('work again once the day is over', async () => {
    const owner = await createUser(app);
    await askReset('198.51.100.210', owner.email);
    const first = await lastResetMail(owner.email);
    await guess(owner.email, first.code, ['203.0.113.11', '203.0.113.12', '203.0.113.13'], 15);
    await askReset('198.51.100.210', owner.email);
    const second = await lastResetMail(owner.email, 1);
    await guess(owner.email, second.code, ['203.0.113.14'], 5);
    expect((await reset('198.51.100.210', owner.email, second.code)).statusCode).toBe(429);

    // A day and ten minutes after the first code, only the second one's five tries still count.
    await app.db
      .update(oneTimeCodes)
      .set({ createdAt: new Date(Date.now() - 25 * HOUR) })
      .where(eq(oneTimeCodes.id, (await oldestCodeOf(owner.id)).id));
    const now = await reset('198.51.100.210', owner.email, second.code, 'next-day-pass-1');
    expect(now.json()).toEqual({ success: true, message: AUTH_MESSAGES.passwordReset });
  });

  it('tell the owner once that someone is trying, and that the sign-in link still works', async () => {
    const owner = await createUser(app, { userName: 'Asha Rao' });
    await askReset('198.51.100.220', owner.email);
    const first = await lastResetMail(owner.email);
    await guess(owner.email, first.code, ['203.0.113.21', '203.0.113.22', '203.0.113.23'], 15);
    // The first code was made 23 hours ago: its fifteen tries count today, but not for long.
    await backdateCodes(owner.id, 23 * HOUR);
    await askReset('198.51.100.220', owner.email);
    const second = await lastResetMail(owner.email, 1);
    expect(await pauseNotices(owner.email)).toHaveLength(0);
    await guess(owner.email, second.code, ['203.0.113.24'], 5);

    await expect.poll(async () => (await pauseNotices(owner.email)).length).toBe(1);
    const [notice] = await pauseNotices(owner.email);
    expect(notice!.text).toMatch(/^Hello Asha Rao,$/m);
    expect(notice!.text).toMatch(/Someone has tried many wrong codes to reset the password of your/);
    expect(notice!.text).toMatch(/paused until tomorrow/);
    expect(notice!.text).toContain(
      `sign-in link by email: ask for one on the login page, ${app.config.publicUrl}/auth/login`,
    );
    for (let i = 0; i < 5; i++) expect((await reset('203.0.113.25', owner.email, second.code)).statusCode).toBe(429);

    // An hour later the first code's tries are past a day old: the bound is reached again, and nobody is mailed twice.
    await backdateCodes(owner.id, 80 * 60_000);
    await askReset('198.51.100.220', owner.email);
    const third = await lastResetMail(owner.email, 2);
    expect(await guess(owner.email, third.code, ['203.0.113.26', '203.0.113.27', '203.0.113.28'], 15)).toEqual(
      Array(15).fill(400),
    );
    expect((await reset('198.51.100.220', owner.email, third.code)).statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await pauseNotices(owner.email)).toHaveLength(1);
  });
});

/** The account's first reset code. */
async function oldestCodeOf(userId: string) {
  const [oldest] = await app.db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, 'reset-password')))
    .orderBy(oneTimeCodes.createdAt)
    .limit(1);
  return oldest!;
}

describe('the reset mail’s link', () => {
  it('fills in the email and the code, and is spent with the code', async () => {
    const owner = await createUser(app);
    await askReset('198.51.100.230', owner.email);
    const { code, token } = await lastResetMail(owner.email);

    // Opening uses nothing (mail scanners open links too): the page can be opened again until the code is used.
    for (let i = 0; i < 2; i++) {
      const opened = await openLink('198.51.100.230', token);
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toEqual({
        success: true,
        message: AUTH_MESSAGES.resetLinkOpened,
        email: owner.email,
        providedCode: code,
      });
    }
    const done = await reset('198.51.100.230', owner.email, code, 'from-the-link-1');
    expect(done.json()).toEqual({ success: true, message: AUTH_MESSAGES.passwordReset });

    const again = await openLink('198.51.100.230', token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: AUTH_MESSAGES.resetLinkSpent });
  });

  it('stops working when a newer code is sent, and says so when codes are paused', async () => {
    const owner = await createUser(app);
    await askReset('198.51.100.240', owner.email);
    const first = await lastResetMail(owner.email);
    await backdateCodes(owner.id, 2 * 60_000);
    await askReset('198.51.100.240', owner.email);
    const second = await lastResetMail(owner.email, 1);
    expect((await openLink('198.51.100.240', first.token)).json()).toEqual({
      success: false,
      message: AUTH_MESSAGES.resetLinkSpent,
    });
    expect((await openLink('198.51.100.240', second.token)).json().providedCode).toBe(second.code);

    // As if twenty wrong tries had been made at the first code.
    await app.db
      .update(oneTimeCodes)
      .set({ attempts: 20 })
      .where(eq(oneTimeCodes.id, (await oldestCodeOf(owner.id)).id));
    const paused = await openLink('198.51.100.240', second.token);
    expect(paused.statusCode).toBe(429);
    expect(paused.json().message).toMatch(pausedWords);
  });
});
