// Checks that a shop staff rename under Settings → Brand is named so everywhere the server speaks for it (issue 44): a
// shopper's mails (subject and body), the tax invoice (its data and the PDF's text) and the shipping label; the demo's
// name until then.
import type { DEFAULT_SETTINGS } from '@shop/contract/settings';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../platform/db/schema.ts';
import { readOutbox } from '../../platform/mailer.ts';
import { openShop, paidOrder, savePickup, until } from '../../testing/checkout-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  ({ app, admin } = await openShop());
  await savePickup(app, admin);
});
afterAll(() => app.close());

async function renameShop(name: string) {
  const saved = await app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: admin } });
  const settings = saved.json().data as typeof DEFAULT_SETTINGS;
  const answer = await app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: admin },
    payload: { ...settings, brand: { ...settings.brand, name } },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

const mailsTo = async (email: string) => (await readOutbox(app.mailer.outbox!)).filter((mail) => mail.to === email);

async function invoiceText(orderId: string, cookie: string): Promise<string> {
  const pdf = await app.inject({ url: `/api/shop/order/invoice/${orderId}`, headers: { cookie } });
  expect(pdf.statusCode).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('a renamed shop', () => {
  it("is named in the order's mail and on its tax invoice, where the demo's name was", async () => {
    const before = await paidOrder(app);
    await until(async () => (await mailsTo(before.s.user.email)).length > 0);
    const [demoMail] = await mailsTo(before.s.user.email);
    expect(demoMail!.subject).toBe('Thread & Tote: your order is confirmed');

    await renameShop('Kora Weaves');
    const { s, orderId } = await paidOrder(app);
    await until(async () => (await mailsTo(s.user.email)).length > 0);
    const [mail] = await mailsTo(s.user.email);
    expect(mail!.subject).toBe('Kora Weaves: your order is confirmed');
    expect(mail!.text).toMatch(/— Kora Weaves$/);
    expect(mail!.html).toContain('Kora Weaves');
    expect(`${mail!.subject}${mail!.text}${mail!.html}`).not.toContain('Thread &');

    const [invoice] = await app.db.select({ data: invoices.data }).from(invoices).where(eq(invoices.orderId, orderId));
    expect(invoice!.data.supplier).toMatchObject({
      legalName: 'Thread & Tote Retail Pvt Ltd',
      tradeName: 'Kora Weaves',
    });
    expect(await invoiceText(orderId, s.cookie)).toContain('Trading as Kora Weaves');
  });

  it('signs the mails that carry codes and links with its name', async () => {
    await renameShop('Kora Weaves');
    const email = `new-${Date.now()}@example.com`;
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { userName: 'Meera', email, password: 'Whatever-123-long' },
    });
    expect(signup.statusCode, signup.body).toBeLessThan(300);
    await until(async () => (await mailsTo(email)).length > 0);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toMatch(/^Your Kora Weaves verification code: \d{6}$/);
    expect(mail!.text).toMatch(/— Kora Weaves$/);
  });
});

describe('a renamed shop’s parcels', () => {
  it('are labelled as shipped by it', async () => {
    await renameShop('Kora Weaves');
    const { orderId } = await paidOrder(app);
    const shipped = await app.inject({
      method: 'POST',
      url: '/api/admin/shipping/ship',
      headers: { cookie: admin },
      payload: { order_ids: [orderId] },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const pdf = await app.inject({ url: shipped.json().data.labels_url, headers: { cookie: admin } });
    expect(pdf.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain('Shipped by Kora Weaves.');
  });
});
