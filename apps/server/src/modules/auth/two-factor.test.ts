// Checks a staff member's second factor: turned on with a code from the app (recovery codes shown once), then every
// sign-in asks for a code, a recovery code works once, a code counts once, and the owner may require it of all staff.
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffPolicies } from '../../platform/db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cookieFrom, signedInUser } from '../../testing/fixtures.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const post = (url: string, payload: object, cookie?: string) =>
  app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const totpFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6 });

async function memberWithTwoFactor(password = 'packing-pass-1') {
  const member = await signedInUser(app, { staffRole: 'fulfilment', password });
  const setup = await post('/api/auth/2fa/setup', {}, member.cookie);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, otpauth_url: url, qr_svg: qr } = setup.json();
  expect(url).toMatch(/^otpauth:\/\/totp\/.*secret=/);
  expect(qr).toMatch(/^<svg/);
  const enabled = await post('/api/auth/2fa/enable', { code: totpFor(secret).generate() }, member.cookie);
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { ...member, password, secret, recovery: enabled.json().recovery_codes as string[] };
}

const signIn = (email: string, password: string) => post('/api/auth/signin', { email, password });

describe('two-factor sign-in', () => {
  it('is turned on with a code from the app and answers ten recovery codes, once', async () => {
    const member = await memberWithTwoFactor();
    expect(member.recovery).toHaveLength(10);
    expect(new Set(member.recovery).size).toBe(10);
    const again = await post('/api/auth/2fa/enable', { code: totpFor(member.secret).generate() }, member.cookie);
    expect(again.statusCode).toBe(409);
    const check = await app.inject({ url: '/api/auth/check-auth', headers: { cookie: member.cookie } });
    expect(check.json().user).toMatchObject({ two_factor: true });
  });

  it('refuses a wrong code when turning it on', async () => {
    const member = await signedInUser(app, { staffRole: 'support' });
    await post('/api/auth/2fa/setup', {}, member.cookie);
    const wrong = await post('/api/auth/2fa/enable', { code: '000000' }, member.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/That code is not right/);
  });

  it('asks for the code after the password, signs in with it, and a code counts only once', async () => {
    const member = await memberWithTwoFactor();
    const first = await signIn(member.user.email, member.password);
    expect(first.json()).toMatchObject({ success: false, two_factor_required: true, ticket: expect.any(String) });
    expect(first.headers['set-cookie']).toBeUndefined();

    const wrong = await post('/api/auth/2fa/verify', { ticket: first.json().ticket, code: '123456' });
    expect(wrong.statusCode).toBe(401);

    // The step after the one enabling it used: a code from the app counts once.
    const code = totpFor(member.secret).generate({ timestamp: Date.now() + 30_000 });
    const verified = await post('/api/auth/2fa/verify', { ticket: first.json().ticket, code });
    expect(verified.json()).toMatchObject({
      success: true,
      user: { email: member.user.email, staff_role: 'fulfilment' },
    });
    const cookie = cookieFrom(verified.headers['set-cookie']);
    expect((await app.inject({ url: '/api/auth/check-auth', headers: { cookie } })).json().success).toBe(true);

    const second = await signIn(member.user.email, member.password);
    const replay = await post('/api/auth/2fa/verify', { ticket: second.json().ticket, code });
    expect(replay.statusCode).toBe(401);

    const spentTicket = await post('/api/auth/2fa/verify', { ticket: first.json().ticket, code });
    expect(spentTicket.json().message).toBe('Your sign-in has expired. Please log in again.');
  });

  it('signs in with a recovery code once', async () => {
    const member = await memberWithTwoFactor();
    const ticket = (await signIn(member.user.email, member.password)).json().ticket;
    const used = await post('/api/auth/2fa/verify', { ticket, code: member.recovery[3]!.toUpperCase() });
    expect(used.json().success).toBe(true);
    const ticket2 = (await signIn(member.user.email, member.password)).json().ticket;
    const reused = await post('/api/auth/2fa/verify', { ticket: ticket2, code: member.recovery[3]! });
    expect(reused.statusCode).toBe(401);
  });

  it('spends the ticket after five wrong codes, so the password must be given again', async () => {
    const member = await memberWithTwoFactor();
    const ticket = (await signIn(member.user.email, member.password)).json().ticket;
    for (let i = 0; i < 5; i++) await post('/api/auth/2fa/verify', { ticket, code: `00000${i}` });
    const right = await post('/api/auth/2fa/verify', {
      ticket,
      code: totpFor(member.secret).generate({ timestamp: Date.now() + 30_000 }),
    });
    expect(right.json().message).toBe('Your sign-in has expired. Please log in again.');
  });

  it('is for staff accounts only', async () => {
    const shopper = await signedInUser(app);
    const setup = await post('/api/auth/2fa/setup', {}, shopper.cookie);
    expect(setup.statusCode).toBe(403);
  });

  it('is required of every member once the owner says so: the staff area waits until they enrol', async () => {
    const owner = await signedInUser(app, { role: 'admin' });
    const packer = await signedInUser(app, { staffRole: 'fulfilment' });
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/staff/policy',
      payload: { require_two_factor: true, support_refund_limit: 2000 },
      headers: { cookie: owner.cookie },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const check = await app.inject({ url: '/api/auth/check-auth', headers: { cookie: packer.cookie } });
    expect(check.json().user).toMatchObject({ must_enrol_two_factor: true });
    const orders = await app.inject({ url: '/api/admin/orders/get', headers: { cookie: packer.cookie } });
    expect(orders.statusCode).toBe(403);
    expect(orders.json().message).toMatch(/requires two-factor sign-in for all staff/);

    const { secret } = (await post('/api/auth/2fa/setup', {}, packer.cookie)).json();
    await post('/api/auth/2fa/enable', { code: totpFor(secret).generate() }, packer.cookie);
    const after = await app.inject({ url: '/api/admin/orders/get', headers: { cookie: packer.cookie } });
    expect(after.statusCode).toBe(200);
    const off = await post('/api/auth/2fa/disable', { password: packer.user.password }, packer.cookie);
    expect(off.statusCode).toBe(403);
    await app.db.delete(staffPolicies);
  });
});
