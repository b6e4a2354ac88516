import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { oneTimeCodes } from '../../platform/db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, lastCodeFor } from '../../testing/fixtures.ts';
import { readOutbox } from '../../platform/mailer.ts';
import { AUTH_MESSAGES } from './auth-service.ts';
import { MAX_WRONG_TRIES } from './codes.ts';

// Behind a trusted proxy, each X-Forwarded-For stands for a different client, as in production behind nginx.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(() => app.close());

const call = (method: 'POST' | 'PATCH', url: string, from: string, payload: object) =>
  app.inject({ method, url: `/api/auth${url}`, headers: { 'x-forwarded-for': from }, payload });
const signIn = (from: string, email: string, password: string) => call('POST', '/signin', from, { email, password });

/** The token of the newest sign-in link mailed to this address; mail leaves after the answer, so this waits. */
async function lastLinkTokenFor(email: string): Promise<string> {
  await expect
    .poll(async () => (await readOutbox(app.mailer.outbox!)).find((mail) => mail.to === email)?.text)
    .toMatch(/token=/);
  const [mail] = (await readOutbox(app.mailer.outbox!)).filter((m) => m.to === email);
  return mail!.text.match(/\/auth\/signin-link\?token=([\w-]{43})$/m)![1]!;
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
}

const tooManyFor15Minutes = {
  success: false,
  message: 'Too many attempts. Please try again in 15 minutes, or ask for a sign-in link by email.',
};
/** Another code of the same length than `code`. */
const wrongCode = (code: string, i: number) =>
  String((Number(code) + i) % 10 ** code.length).padStart(code.length, '0');

describe('sign-in limits count failed attempts, per account and address', () => {
  it('never refuses staff who sign in fifteen times in a row', async () => {
    const staff = await createUser(app, { role: 'admin' });
    const statuses = [];
    for (let i = 0; i < 15; i++) statuses.push((await signIn('198.51.100.1', staff.email, staff.password)).statusCode);
    expect(statuses).toEqual(Array(15).fill(200));
  });

  it('lets the owner in from another address after a stranger’s twelve wrong guesses', async () => {
    const owner = await createUser(app);
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn('198.51.100.2', owner.email, `guess-${i}-xx`)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    expect((await signIn('203.0.113.2', owner.email, owner.password)).statusCode).toBe(200);
  });

  it('stops thirty wrong passwords from one address, for one account or many', async () => {
    const owner = await createUser(app);
    const forOne = [];
    for (let i = 0; i < 30; i++) forOne.push(await signIn('198.51.100.3', owner.email, `guess-${i}-xx`));
    expect(forOne.slice(0, 10).every((r) => r.statusCode === 401)).toBe(true);
    expect(forOne.slice(10).every((r) => r.statusCode === 429)).toBe(true);
    expect(forOne.at(-1)!.json()).toEqual(tooManyFor15Minutes);

    const forMany = [];
    for (let i = 0; i < 30; i++) forMany.push(await signIn('198.51.100.4', `someone${i}@example.in`, 'guess-xx'));
    expect(forMany.slice(0, 20).every((r) => r.statusCode === 401)).toBe(true);
    expect(forMany.slice(20).every((r) => r.statusCode === 429)).toBe(true);
  });

  it('counts each attempt before it runs, so a burst sent at once gets no more guesses', async () => {
    const owner = await createUser(app);
    const burst = await Promise.all(
      Array.from({ length: 15 }, (_, i) => signIn('198.51.100.11', owner.email, `burst-${i}-xx`)),
    );
    const statuses = burst.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(5).fill(429)]);
  });

  it('forgets the owner’s own typos once they sign in', async () => {
    const owner = await createUser(app);
    for (let i = 0; i < 9; i++)
      expect((await signIn('198.51.100.5', owner.email, `typo-${i}-xx`)).statusCode).toBe(401);
    expect((await signIn('198.51.100.5', owner.email, owner.password)).statusCode).toBe(200);
    const later = [];
    for (let i = 0; i < 10; i++) later.push((await signIn('198.51.100.5', owner.email, `typo-${i}-yy`)).statusCode);
    expect(later).toEqual(Array(10).fill(401));
  });

  it('never refuses the right password for failures from anywhere: 100 from ten /64s of one /48 (audit M3)', async () => {
    const owner = await createUser(app, { role: 'admin' });
    // As the audit sent them, but at once: ten wrong passwords from each of ten /64s (in ten /56s) of one /48.
    const guesses = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0xa].flatMap((net) =>
      Array.from({ length: 10 }, (_, i) =>
        signIn(`2001:db8:77:${net.toString(16)}00::${i + 1}`, owner.email, `wrong-password-${i}`),
      ),
    );
    expect((await Promise.all(guesses)).map((r) => r.statusCode)).toEqual(Array(100).fill(401));
    const right = await signIn('198.51.100.77', owner.email, owner.password);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ success: true, user: { email: owner.email, role: 'admin' } });
  }, 30_000);

  it('answers more slowly once an account has many failures from anywhere, until its owner signs in', async () => {
    const owner = await createUser(app);
    for (let i = 0; i < 10; i++) await signIn('198.51.100.6', owner.email, `guess-${i}-xx`);
    for (let i = 0; i < 3; i++) await signIn('198.51.100.7', owner.email, `guess-${i}-yy`); // wait 0, 250, 500 ms

    const [slowed, slowMs] = await timed(() => signIn('203.0.113.6', owner.email, owner.password));
    expect(slowed.statusCode).toBe(200);
    expect(slowMs).toBeGreaterThanOrEqual(1000);
    const [again, againMs] = await timed(() => signIn('203.0.113.6', owner.email, owner.password));
    expect(again.statusCode).toBe(200);
    expect(againMs).toBeLessThan(1000);
  });
});

describe('code limits', () => {
  it('do not let a stranger elsewhere block the owner’s password reset', async () => {
    const owner = await createUser(app);
    // Wrong codes first (there is no code yet to burn), then requests for codes, from the stranger's addresses.
    for (let i = 0; i < 16; i++) {
      await call('PATCH', '/verify-forgot-password-code', '198.51.100.8', {
        email: owner.email,
        providedCode: String(10_000_000 + i),
        newPassword: 'stranger-pass-1',
      });
    }
    const asks = [];
    for (let i = 0; i < 6; i++) asks.push(await call('PATCH', '/send-forgot-password-code', '198.51.100.9', owner));
    asks.push(await call('PATCH', '/send-forgot-password-code', '198.51.100.10', owner));
    // The first ask mails the owner a code; the rest wait (the sixth from one address past its limit too).
    expect(asks.map((r) => r.statusCode)).toEqual([200, 429, 429, 429, 429, 429, 429]);

    // The owner asking now is told the truth, and uses the code in the newest mail.
    const ask = await call('PATCH', '/send-forgot-password-code', '203.0.113.9', { email: owner.email });
    expect(ask.statusCode).toBe(429);
    expect(ask.json().resend_in).toBeGreaterThan(0);
    const reset = await call('PATCH', '/verify-forgot-password-code', '203.0.113.9', {
      email: owner.email,
      providedCode: await lastCodeFor(app, owner.email),
      newPassword: 'owner-new-pass-1',
    });
    expect(reset.json()).toEqual({ success: true, message: AUTH_MESSAGES.passwordReset });
  });

  const askReset = (from: string, email: string) => call('PATCH', '/send-forgot-password-code', from, { email });
  const reset = (from: string, email: string, providedCode: string) =>
    call('PATCH', '/verify-forgot-password-code', from, { email, providedCode, newPassword: 'a-new-password-1' });

  it('burn a code only for the network that guessed wrong: the owner elsewhere still uses it (audit L4)', async () => {
    const owner = await createUser(app);
    expect((await askReset('198.51.100.99', owner.email)).statusCode).toBe(200);
    const code = await lastCodeFor(app, owner.email);
    const guesses = [];
    for (let i = 1; i <= 5; i++)
      guesses.push((await reset('203.0.113.50', owner.email, wrongCode(code, i))).statusCode);
    expect(guesses).toEqual(Array(5).fill(400));
    // That network's tries are spent, even the right code's.
    expect((await reset('203.0.113.50', owner.email, code)).statusCode).toBe(400);
    const owners = await reset('198.51.100.99', owner.email, code);
    expect(owners.json()).toEqual({ success: true, message: AUTH_MESSAGES.passwordReset });
  });

  /** Five wrong tries from each of three networks: the code is burned for everyone. */
  async function burn(email: string, code: string, networks: string[]) {
    for (const [n, from] of networks.entries()) {
      for (let i = 1; i <= 5; i++) expect((await reset(from, email, wrongCode(code, n * 5 + i))).statusCode).toBe(400);
    }
  }

  it('burn a code for everyone after fifteen wrong tries, and then mail a fresh one at once', async () => {
    const owner = await createUser(app);
    await askReset('198.51.100.120', owner.email);
    const code = await lastCodeFor(app, owner.email);
    await burn(owner.email, code, ['203.0.113.61', '203.0.113.62', '203.0.113.63']);
    expect((await reset('198.51.100.120', owner.email, code)).statusCode).toBe(400);

    // Seconds after the first code, yet the owner gets a new one without waiting.
    const again = await askReset('198.51.100.120', owner.email);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, message: AUTH_MESSAGES.resetCodeSent, resend_in: 120 });
    const fresh = await lastCodeFor(app, owner.email, 1);
    expect((await reset('198.51.100.120', owner.email, fresh)).json()).toEqual({
      success: true,
      message: AUTH_MESSAGES.passwordReset,
    });
  });

  it('mail a fresh code at once only once an hour, so guessers cannot cycle through codes', async () => {
    const owner = await createUser(app);
    await askReset('198.51.100.121', owner.email);
    await burn(owner.email, await lastCodeFor(app, owner.email), ['203.0.113.71', '203.0.113.72', '203.0.113.73']);
    expect((await askReset('198.51.100.121', owner.email)).statusCode).toBe(200);
    await lastCodeFor(app, owner.email, 1);
    // The day's bound stops wrong tries before a second code burns; as if it had burned (on another day's count).
    await app.db
      .update(oneTimeCodes)
      .set({ attempts: MAX_WRONG_TRIES })
      .where(
        and(eq(oneTimeCodes.userId, owner.id), eq(oneTimeCodes.purpose, 'reset-password'), isNull(oneTimeCodes.usedAt)),
      );
    const third = await askReset('198.51.100.121', owner.email);
    expect(third.statusCode).toBe(429);
    expect(third.json().resend_in).toBeGreaterThan(100);
  });
});

describe('the sign-in link', () => {
  it('is the way in for a network that sign-in refuses', async () => {
    const owner = await createUser(app);
    for (let i = 0; i < 10; i++) await signIn('198.51.100.130', owner.email, `guess-${i}-xx`);
    const refused = await signIn('198.51.100.130', owner.email, owner.password);
    expect(refused.json()).toEqual(tooManyFor15Minutes);

    expect((await call('POST', '/send-signin-link', '198.51.100.130', { email: owner.email })).statusCode).toBe(200);
    const token = await lastLinkTokenFor(owner.email);
    const signedIn = await call('POST', '/signin-link', '198.51.100.130', { token });
    expect(signedIn.json()).toMatchObject({ success: true, user: { email: owner.email } });
  });
});

describe('per-address limits', () => {
  // One after another, as the audit's curl loop sent them.
  async function tryCodes(addressOf: (i: number) => string) {
    const statuses = [];
    for (let i = 1; i <= 45; i++) {
      const answer = await call('PATCH', '/verify-verification-code', addressOf(i), {
        email: `probe${i}-${addressOf(0).replaceAll(':', '')}@example.in`,
        providedCode: '123456',
      });
      statuses.push(answer.statusCode);
    }
    return statuses;
  }

  it('count an IPv6 client as its /64, like one address', async () => {
    const statuses = await tryCodes((i) => `2001:db8:1:1::${i.toString(16)}`);
    expect(statuses.filter((s) => s === 400)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('still tell separate /64 networks apart', async () => {
    const statuses = await tryCodes((i) => `2001:db8:2:${i.toString(16)}::1`);
    expect(statuses.every((s) => s === 400)).toBe(true);
  });
});
