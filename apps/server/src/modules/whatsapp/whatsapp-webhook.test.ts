// Meta's webhook as the shop answers it: the verification handshake, the signature, statuses moving a message forward
// only, a STOP reply; and the shopper's own phones (opt-ins) behind their session.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsappMessages, whatsappOptIns } from '../../platform/db/schema.ts';
import { signedInUser } from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { optedIn, recordOptIn } from './opt-ins.ts';
import { queueWhatsApp } from './outbox.ts';
import { WHATSAPP_SANDBOX, whatsappSandboxKeys } from './sandbox/whatsapp-sandbox-keys.ts';
import { signatureOf } from './webhook-signature.ts';

let app: TestApp;
/** This shop's sandbox secrets, made at random on its first start. */
let keys: ReturnType<typeof whatsappSandboxKeys>;
beforeAll(async () => {
  app = await createTestApp();
  keys = whatsappSandboxKeys(app.config.dataDir);
});
afterAll(async () => app?.close());

let phoneCounter = 0;
/** A fresh 10-digit mobile number for each test. */
const newPhone = () => `98${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneCounter++ % 100).padStart(2, '0')}`;

/** Meta's envelope around one change of the `messages` field. */
const notification = (value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: WHATSAPP_SANDBOX.businessAccountId,
      changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }],
    },
  ],
});
const statusOf = (id: string, status: string, extra: Record<string, unknown> = {}) =>
  notification({
    statuses: [{ id, status, timestamp: '1764314400', recipient_id: '919876543210', ...extra }],
  });

/** Signed with the sandbox's app secret unless a signature is given (null: none at all). */
function postWebhook(body: unknown, signature?: string | null) {
  const payload = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature !== null ? { 'x-hub-signature-256': signature ?? signatureOf(keys.appSecret, payload) } : {}),
    },
    payload,
  });
}

/** A message Meta has taken (state 'sent' with its wamid), as the sender leaves it. */
async function sentMessage() {
  const phone = newPhone();
  await recordOptIn(app.db, { phone, userId: null, optedIn: true, source: 'checkout' });
  const key = `test:${randomUUID()}`;
  await queueWhatsApp(app.db, { key, phone, template: 'order_confirmed', params: ['TT-1042', '₹1,499.00'] });
  const wamid = `wamid.${randomUUID()}`;
  await app.db
    .update(whatsappMessages)
    .set({ state: 'sent', providerMessageId: wamid })
    .where(eq(whatsappMessages.key, key));
  const state = async () =>
    (await app.db.select().from(whatsappMessages).where(eq(whatsappMessages.key, key)))[0]!.state;
  return { wamid, phone, state };
}

describe("Meta's verification handshake", () => {
  const verify = (query: string) => app.inject({ method: 'GET', url: `/api/whatsapp/webhook?${query}` });

  it('answers the challenge, as text, for the right verify token', async () => {
    const response = await verify(`hub.mode=subscribe&hub.verify_token=${keys.verifyToken}&hub.challenge=1158201444`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('1158201444');
  });

  it('refuses a wrong token, or a mode other than subscribe', async () => {
    const wrong = await verify('hub.mode=subscribe&hub.verify_token=guessed-token&hub.challenge=1158201444');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).not.toContain('1158201444');
    const mode = await verify(`hub.mode=unsubscribe&hub.verify_token=${keys.verifyToken}&hub.challenge=1158201444`);
    expect(mode.statusCode).toBe(403);
    expect((await verify('hub.challenge=1')).statusCode).toBe(403);
  });
});

describe("Meta's notifications", () => {
  it("refuses a webhook signed with the sandbox's old published secret: each shop makes its own", async () => {
    expect(keys.appSecret).not.toBe('sandbox-whatsapp-app-secret');
    expect(keys.appSecret.length).toBeGreaterThanOrEqual(32);
    const body = statusOf('wamid.forged', 'read');
    const forged = await postWebhook(body, signatureOf('sandbox-whatsapp-app-secret', JSON.stringify(body)));
    expect(forged.statusCode).toBe(401);
    const other = await createTestApp();
    expect(whatsappSandboxKeys(other.dataDir).appSecret).not.toBe(keys.appSecret);
    await other.close();
  });

  it('refuses a body whose signature is missing or wrong, and changes nothing', async () => {
    const { wamid, state } = await sentMessage();
    const body = statusOf(wamid, 'read');
    const otherSecret = signatureOf('someone-elses-secret', JSON.stringify(body));
    for (const signature of [null, otherSecret, 'sha256=', 'sha256=00']) {
      const response = await postWebhook(body, signature);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'This webhook is not from WhatsApp' });
    }
    // Signed, but not the body that was signed.
    const tampered = await app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signatureOf(keys.appSecret, JSON.stringify(statusOf(wamid, 'sent'))),
      },
      payload: JSON.stringify(body),
    });
    expect(tampered.statusCode).toBe(401);
    expect(await state()).toBe('sent');
  });

  it('moves a message forward only: repeats, late and out-of-order statuses change nothing', async () => {
    const { wamid, state } = await sentMessage();
    const hear = async (status: string) => {
      const response = await postWebhook(statusOf(wamid, status));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      return state();
    };
    expect(await hear('delivered')).toBe('delivered');
    expect(await hear('sent')).toBe('delivered');
    expect(await hear('delivered')).toBe('delivered');
    expect(await hear('read')).toBe('read');
    expect(await hear('delivered')).toBe('read');
    expect(await hear('failed')).toBe('read');
  });

  it('ends a message that failed before it arrived, with its reason; then nothing moves it', async () => {
    const { wamid, state } = await sentMessage();
    const failed = statusOf(wamid, 'failed', {
      errors: [{ code: 131026, title: 'Message undeliverable', error_data: { details: 'Not on WhatsApp' } }],
    });
    expect((await postWebhook(failed)).statusCode).toBe(200);
    expect(await state()).toBe('failed');
    const [row] = await app.db.select().from(whatsappMessages).where(eq(whatsappMessages.providerMessageId, wamid));
    expect(row!.error).toBe('(#131026) Message undeliverable: Not on WhatsApp');
    await postWebhook(statusOf(wamid, 'delivered'));
    expect(await state()).toBe('failed');
  });

  it('passes over a status for a message it never sent, and what it cannot read', async () => {
    expect((await postWebhook(statusOf('wamid.unknown', 'read'))).statusCode).toBe(200);
    expect((await postWebhook({ object: 'whatsapp_business_account', entry: [{ changes: [] }] })).statusCode).toBe(200);
    expect((await postWebhook(notification({ statuses: [{ id: 'x', status: 'deleted' }] }))).statusCode).toBe(200);
  });

  it('stops order updates for a phone that replies STOP, and the messages still waiting for it', async () => {
    const phone = newPhone();
    await recordOptIn(app.db, { phone, userId: null, optedIn: true, source: 'checkout' });
    const key = `test:${randomUUID()}`;
    await queueWhatsApp(app.db, { key, phone, template: 'order_confirmed', params: ['TT-1042', '₹1,499.00'] });
    const reply = (body: string) =>
      postWebhook(
        notification({
          contacts: [{ profile: { name: 'Asha' }, wa_id: `91${phone}` }],
          messages: [
            { from: `91${phone}`, id: `wamid.${randomUUID()}`, timestamp: '1764314400', type: 'text', text: { body } },
          ],
        }),
      );
    expect((await reply('Thank you!')).statusCode).toBe(200);
    expect(await optedIn(app.db, phone)).toBe(true);
    expect((await reply('  stop ')).statusCode).toBe(200);
    expect(await optedIn(app.db, phone)).toBe(false);
    const [answer] = await app.db.select().from(whatsappOptIns).where(eq(whatsappOptIns.phone, phone));
    expect(answer!.source).toBe('reply');
    const [waiting] = await app.db.select().from(whatsappMessages).where(eq(whatsappMessages.key, key));
    expect(waiting!.state).toBe('failed');
    // Nothing more is queued for it.
    expect(
      await queueWhatsApp(app.db, {
        key: `test:${randomUUID()}`,
        phone,
        template: 'order_confirmed',
        params: ['TT-1042', '₹1,499.00'],
      }),
    ).toBe(false);
  });
});

describe("the shopper's phones", () => {
  it('lists the phones they answered for, newest first, and turns one off', async () => {
    const { user, cookie } = await signedInUser(app);
    const [older, newer] = [newPhone(), newPhone()];
    await recordOptIn(app.db, { phone: older, userId: user.id, optedIn: true, source: 'checkout' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await recordOptIn(app.db, { phone: newer, userId: user.id, optedIn: true, source: 'account' });

    const list = await app.inject({ method: 'GET', url: '/api/shop/whatsapp/opt-ins', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((answer: { phone: string }) => answer.phone)).toEqual([newer, older]);
    expect(list.json().data[0]).toMatchObject({ opted_in: true, changed_at: expect.any(String) });

    const off = await app.inject({
      method: 'POST',
      url: '/api/shop/whatsapp/opt-out',
      headers: { cookie },
      payload: { phone: older },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({
      success: true,
      message: `Order updates on WhatsApp are off for ${older.slice(0, 2)}xxxxxx${older.slice(-2)}.`,
    });
    expect(await optedIn(app.db, older)).toBe(false);
    expect(await optedIn(app.db, newer)).toBe(true);
  });

  it("refuses another shopper's phone, and anyone signed out", async () => {
    const { user: other } = await signedInUser(app);
    const { cookie } = await signedInUser(app);
    const theirs = newPhone();
    await recordOptIn(app.db, { phone: theirs, userId: other.id, optedIn: true, source: 'checkout' });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/shop/whatsapp/opt-out',
      headers: { cookie },
      payload: { phone: theirs },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('That phone is not one of yours');
    expect(await optedIn(app.db, theirs)).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/shop/whatsapp/opt-ins' })).statusCode).toBe(401);
  });
});
