// Checks the owner's staff management: an invitation mailed, accepted once, refused when expired or reused; roles
// changed at once; a suspended member signed out everywhere and kept out; the shop never left without an owner.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffInvites, users } from '../../platform/db/schema.ts';
import { readOutbox } from '../../platform/mailer.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { cookieFrom, signedInUser } from '../../testing/fixtures.ts';

let app: TestApp;
let owner: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  app = await createTestApp();
  owner = await signedInUser(app, { role: 'admin' });
});
afterAll(() => app.close());

const asOwner = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { cookie: owner.cookie } });

async function inviteLink(email: string): Promise<string> {
  for (let tries = 0; tries < 40; tries++) {
    const mail = (await readOutbox(app.mailer.outbox!)).find((m) => m.to === email);
    const token = mail?.text.match(/accept-invite\?token=([\w-]{43})/)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No invitation mailed to ${email}`);
}

const signIn = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } });

describe('inviting staff', () => {
  it('mails a link that sets the password once, and the member signs in with their role', async () => {
    const invited = await asOwner('POST', '/api/admin/staff/invite', {
      email: 'Packer@Example.in',
      role: 'fulfilment',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().data).toMatchObject({ email: 'packer@example.in', role: 'fulfilment', status: 'invited' });

    const token = await inviteLink('packer@example.in');
    const read = await app.inject({ url: `/api/auth/invite?token=${token}` });
    expect(read.json().data).toMatchObject({ email: 'packer@example.in', role: 'fulfilment' });

    const accept = { token, name: 'Pooja Packer', password: 'packing-tape-42' };
    const accepted = await app.inject({ method: 'POST', url: '/api/auth/invite', payload: accept });
    expect(accepted.json()).toEqual({
      success: true,
      message: 'Your account is ready. Log in with your email and new password.',
    });
    const again = await app.inject({ method: 'POST', url: '/api/auth/invite', payload: accept });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/has been used or has expired/);

    const signedIn = await signIn('packer@example.in', 'packing-tape-42');
    expect(signedIn.json().user).toMatchObject({ role: 'admin', staff_role: 'fulfilment', userName: 'Pooja Packer' });
    const list = await asOwner('GET', '/api/admin/staff');
    const packer = list.json().data.find((m: { email: string }) => m.email === 'packer@example.in');
    expect(packer).toMatchObject({ role: 'fulfilment', status: 'active', two_factor: false });
    // Seen when they signed in.
    expect(Date.now() - new Date(packer.last_seen_at).getTime()).toBeLessThan(60_000);
  });

  it('refuses an expired invitation and keeps the account out of the staff area', async () => {
    await asOwner('POST', '/api/admin/staff/invite', { email: 'late@example.in', role: 'support' });
    const token = await inviteLink('late@example.in');
    const [user] = await app.db.select().from(users).where(eq(users.email, 'late@example.in'));
    await app.db
      .update(staffInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvites.userId, user!.id));
    const read = await app.inject({ url: `/api/auth/invite?token=${token}` });
    expect(read.statusCode).toBe(404);
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/auth/invite',
      payload: { token, name: 'Late Larry', password: 'too-late-now-1' },
    });
    expect(accepted.statusCode).toBe(404);
    expect((await signIn('late@example.in', 'too-late-now-1')).statusCode).toBe(401);
  });

  it('refuses to invite someone already on the staff', async () => {
    const again = await asOwner('POST', '/api/admin/staff/invite', { email: owner.user.email, role: 'support' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('That person is already on the staff.');
  });
});

describe('changing and suspending members', () => {
  it('changes a role at once, and a suspended member is signed out everywhere and kept out', async () => {
    const member = await signedInUser(app, { staffRole: 'catalogue', password: 'catalogue-pass-1' });
    const other = await signIn(member.user.email, 'catalogue-pass-1');
    const otherCookie = cookieFrom(other.headers['set-cookie']);

    const changed = await asOwner('PUT', `/api/admin/staff/${member.user.id}`, { role: 'support' });
    expect(changed.json().data).toMatchObject({ role: 'support', status: 'active' });
    const check = await app.inject({ url: '/api/auth/check-auth', headers: { cookie: member.cookie } });
    expect(check.json().user.permissions).toContain('refunds.create');

    const sessions = await asOwner('GET', `/api/admin/staff/${member.user.id}/sessions`);
    expect(sessions.json().data).toHaveLength(2);

    const suspended = await asOwner('PUT', `/api/admin/staff/${member.user.id}`, { status: 'suspended' });
    expect(suspended.json().data.status).toBe('suspended');
    for (const cookie of [member.cookie, otherCookie]) {
      const after = await app.inject({ url: '/api/auth/check-auth', headers: { cookie } });
      expect(after.json().success).toBe(false);
    }
    const refused = await signIn(member.user.email, 'catalogue-pass-1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your staff account is suspended. Ask the shop’s owner.');
    expect((await asOwner('GET', `/api/admin/staff/${member.user.id}/sessions`)).json().data).toEqual([]);

    await asOwner('PUT', `/api/admin/staff/${member.user.id}`, { status: 'active' });
    expect((await signIn(member.user.email, 'catalogue-pass-1')).json().success).toBe(true);
  });

  it('ends one session of a member, or all of them', async () => {
    const member = await signedInUser(app, { staffRole: 'support', password: 'support-pass-12' });
    const second = cookieFrom((await signIn(member.user.email, 'support-pass-12')).headers['set-cookie']);
    const sessions = (await asOwner('GET', `/api/admin/staff/${member.user.id}/sessions`)).json().data;
    const newest = sessions[0]._id;
    const ended = await asOwner('DELETE', `/api/admin/staff/${member.user.id}/sessions/${newest}`);
    expect(ended.json()).toEqual({ success: true, message: 'That session has ended.' });
    expect((await app.inject({ url: '/api/auth/check-auth', headers: { cookie: second } })).json().success).toBe(false);
    expect((await app.inject({ url: '/api/auth/check-auth', headers: { cookie: member.cookie } })).json().success).toBe(
      true,
    );
    await asOwner('DELETE', `/api/admin/staff/${member.user.id}/sessions`);
    expect((await app.inject({ url: '/api/auth/check-auth', headers: { cookie: member.cookie } })).json().success).toBe(
      false,
    );
  });

  it('never leaves the shop without an active owner, nor lets the owner suspend themselves', async () => {
    const self = await asOwner('PUT', `/api/admin/staff/${owner.user.id}`, { status: 'suspended' });
    expect(self.statusCode).toBe(409);
    const demoted = await asOwner('PUT', `/api/admin/staff/${owner.user.id}`, { role: 'manager' });
    expect(demoted.json().message).toBe('The shop needs at least one active owner. Make someone else an owner first.');
  });

  it('removes a member: a shopper again, signed out, off the list', async () => {
    const member = await signedInUser(app, { staffRole: 'support' });
    const removed = await asOwner('DELETE', `/api/admin/staff/${member.user.id}`);
    expect(removed.json().success).toBe(true);
    expect((await app.inject({ url: '/api/auth/check-auth', headers: { cookie: member.cookie } })).json().success).toBe(
      false,
    );
    const [row] = await app.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row).toMatchObject({ role: 'user', staffRole: null, staffStatus: null });
    const list = (await asOwner('GET', '/api/admin/staff')).json().data;
    expect(list.map((m: { _id: string }) => m._id)).not.toContain(member.user.id);
  });
});
