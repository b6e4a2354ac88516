// The outbox through the whole shop and its WhatsApp sandbox over real HTTP: what is queued (a yes, once per key), that a
// message is sent once however many senders run, that it waits out WhatsApp being down, and that the sandbox's status
// webhooks then carry it to read.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsappMessages } from '../../platform/db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { recordOptIn } from './opt-ins.ts';
import { queueWhatsApp, sendQueuedWhatsApp, type QueuedWhatsApp } from './outbox.ts';
import { whatsappSandboxStore } from './sandbox/whatsapp-sandbox-store.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => app?.close());

let phoneCounter = 0;
const newPhone = () => `97${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneCounter++ % 100).padStart(2, '0')}`;

const confirmed = (phone: string, key = `test:${randomUUID()}`): QueuedWhatsApp => ({
  key,
  phone,
  template: 'order_confirmed',
  params: ['TT-1042', '₹1,499.00'],
});
async function optedInPhone() {
  const phone = newPhone();
  await recordOptIn(app.db, { phone, userId: null, optedIn: true, source: 'checkout' });
  return phone;
}
const rowOf = async (key: string) =>
  (await app.db.select().from(whatsappMessages).where(eq(whatsappMessages.key, key)))[0];
/** What reached the phone: the messages in the sandbox's inbox for it. */
const inboxOf = (phone: string) => whatsappSandboxStore(app.db).chat(phone);
const control = (body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/sandbox/whatsapp/control', body, remoteAddress: '127.0.0.1' });
const until = async (check: () => Promise<boolean>, ms = 5000) => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50)))
    if (await check()) return;
  throw new Error('waited in vain');
};

describe('queueing a WhatsApp message', () => {
  it('writes nothing for a phone that has not said yes, or has said no', async () => {
    const never = newPhone();
    expect(await queueWhatsApp(app.db, confirmed(never))).toBe(false);
    const stopped = newPhone();
    await recordOptIn(app.db, { phone: stopped, userId: null, optedIn: false, source: 'account' });
    const message = confirmed(stopped);
    expect(await queueWhatsApp(app.db, message)).toBe(false);
    expect(await rowOf(message.key)).toBeUndefined();
  });

  it('writes a message once per key', async () => {
    const phone = await optedInPhone();
    const message = confirmed(phone);
    expect(await queueWhatsApp(app.db, message)).toBe(true);
    expect(await queueWhatsApp(app.db, { ...message, params: ['TT-1042', '₹9.00'] })).toBe(false);
    expect((await rowOf(message.key))!.params).toEqual(['TT-1042', '₹1,499.00']);
  });

  it('sends a code only to a phone that said yes, and a STOP ends the codes still waiting', async () => {
    const code = (phone: string) => ({
      key: `test:${randomUUID()}`,
      phone,
      template: 'cod_code' as const,
      params: ['482913'],
    });
    const stranger = newPhone();
    expect(await queueWhatsApp(app.db, code(stranger))).toBe(false);
    const phone = await optedInPhone();
    const waiting = code(phone);
    expect(await queueWhatsApp(app.db, waiting)).toBe(true);
    await recordOptIn(app.db, { phone, userId: null, optedIn: false, source: 'reply' });
    expect(await rowOf(waiting.key)).toMatchObject({ state: 'failed' });
    expect(await queueWhatsApp(app.db, code(phone))).toBe(false);
    await expect(
      queueWhatsApp(app.db, { key: `test:${randomUUID()}`, phone, template: 'cod_code', params: [] }),
    ).rejects.toThrow('cod_code takes 1 parameters');
  });

  it('writes at most three codes, and five of each other template, to a phone in a day', async () => {
    const phone = await optedInPhone();
    const codes = [];
    for (let i = 0; i < 4; i += 1)
      codes.push(
        await queueWhatsApp(app.db, { key: `test:${randomUUID()}`, phone, template: 'cod_code', params: ['482913'] }),
      );
    expect(codes).toEqual([true, true, true, false]);
    const updates = [];
    for (let i = 0; i < 6; i += 1) updates.push(await queueWhatsApp(app.db, confirmed(phone)));
    expect(updates).toEqual([true, true, true, true, true, false]);
    const written = await app.db.select().from(whatsappMessages).where(eq(whatsappMessages.phone, phone));
    expect(written).toHaveLength(8);
  });
});

describe('sending queued messages', () => {
  it('sends a message once when two senders run at once, then follows it to read', async () => {
    const phone = await optedInPhone();
    const message = {
      key: `test:${randomUUID()}`,
      phone,
      template: 'cod_confirm' as const,
      params: ['TT-1042', '₹1,499.00', '28 Nov, 6:30 pm'],
      buttons: ['cod:confirm:order-1', 'cod:cancel:order-1'],
    };
    await queueWhatsApp(app.db, message);
    await Promise.all([sendQueuedWhatsApp(app), sendQueuedWhatsApp(app), sendQueuedWhatsApp(app)]);

    const inbox = await inboxOf(phone);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      from: 'shop',
      template: 'cod_confirm',
      buttons: [
        { text: 'Confirm order', payload: 'cod:confirm:order-1' },
        { text: 'Cancel order', payload: 'cod:cancel:order-1' },
      ],
    });
    expect(inbox[0]!.text).toContain('TT-1042 comes to ₹1,499.00');
    const row = await rowOf(message.key);
    expect(row).toMatchObject({ state: 'sent', attempts: 1, providerMessageId: inbox[0]!.id, error: null });
    // The sandbox's status webhooks, signed, reach the shop's webhook.
    await until(async () => (await rowOf(message.key))!.state === 'read');
  });

  it('waits out WhatsApp being down, and sends the message once when it is back', async () => {
    const phone = await optedInPhone();
    const message = confirmed(phone);
    await queueWhatsApp(app.db, message);
    expect((await control({ downForSeconds: 2 })).json().message).toMatch(/503/);
    await sendQueuedWhatsApp(app);
    const waiting = await rowOf(message.key);
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1 });
    expect(waiting!.error).toMatch(/503.*Service temporarily unavailable/);
    // Tried again only once its wait (30 s) is over: not sooner, and not while WhatsApp is still down.
    expect(waiting!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(25_000);
    await sendQueuedWhatsApp(app);
    expect(await inboxOf(phone)).toHaveLength(0);
    await sendQueuedWhatsApp(app, new Date(Date.now() + 31_000));
    expect((await rowOf(message.key))!.attempts).toBe(2);
    expect(await inboxOf(phone)).toHaveLength(0);

    await control({ downForSeconds: 0 });
    await sendQueuedWhatsApp(app, new Date(Date.now() + 31_000 + 121_000));
    expect(await inboxOf(phone)).toHaveLength(1);
    expect(await rowOf(message.key)).toMatchObject({ state: 'sent', attempts: 3, error: null });
    await sendQueuedWhatsApp(app, new Date(Date.now() + 3600_000));
    expect(await inboxOf(phone)).toHaveLength(1);
  });

  it('gives a message up after its eighth try, WhatsApp down all the while', async () => {
    const phone = await optedInPhone();
    const message = confirmed(phone);
    await queueWhatsApp(app.db, message);
    await control({ downForSeconds: 30 });
    for (let tries = 1; tries <= 8; tries += 1) {
      const due = (await rowOf(message.key))!.nextAttemptAt;
      await sendQueuedWhatsApp(app, new Date(due.getTime() + 1000));
      expect((await rowOf(message.key))!.attempts).toBe(tries);
    }
    await control({ downForSeconds: 0 });
    const row = await rowOf(message.key);
    expect(row!.state).toBe('failed');
    expect(row!.error).toMatch(/^Given up after 8 tries: WhatsApp answered 503/);
    // Given up within the day: its tries were 30 s, 2 min, 10 min, 30 min, 1 h, 2 h and 4 h apart.
    expect(row!.updatedAt.getTime() - row!.createdAt.getTime()).toBeLessThan(8 * 3600_000);
    await sendQueuedWhatsApp(app, new Date(Date.now() + 9 * 3600_000));
    expect(await inboxOf(phone)).toHaveLength(0);
  });

  it('gives up a message still waiting after a day: it is no longer news', async () => {
    const phone = await optedInPhone();
    const message = confirmed(phone);
    await queueWhatsApp(app.db, message);
    await sendQueuedWhatsApp(app, new Date(Date.now() + 25 * 3600_000));
    expect((await rowOf(message.key))!.state).toBe('failed');
    expect((await rowOf(message.key))!.error).toMatch(/^Not sent within a day/);
    expect(await inboxOf(phone)).toHaveLength(0);
  });

  it('loses no message when the status webhooks are lost: it stays sent', async () => {
    const phone = await optedInPhone();
    const message = confirmed(phone);
    await queueWhatsApp(app.db, message);
    await control({ loseStatusesForSeconds: 5 });
    await sendQueuedWhatsApp(app);
    // The phone has read it (the inbox's ticks), and the shop heard none of it.
    await until(async () => {
      const [shown] = await inboxOf(phone);
      return shown?.from === 'shop' && shown.status === 'read';
    });
    expect((await rowOf(message.key))!.state).toBe('sent');
    await control({ loseStatusesForSeconds: 0 });
  });
});
