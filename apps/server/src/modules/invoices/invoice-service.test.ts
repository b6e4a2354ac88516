import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { financialYear, gstinCheckCharacter } from '@shop/contract/india';
import { DEFAULT_SETTINGS, type Settings } from '@shop/contract/settings';
import { invoices, invoiceSeries } from '../../platform/db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/fixtures.ts';
import { placeOrder, readyShopper } from '../../testing/checkout-fixtures.ts';
import { confirmAndNotify, confirmPaid } from '../../flows/confirm-payment.ts';
import { readOutbox } from '../../platform/mailer.ts';
import { extractText, getDocumentProxy } from 'unpdf';
import { issueInvoice } from './invoice-service.ts';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = (await signedInUser(app, { role: 'admin' })).cookie;
});
afterAll(() => app.close());

/** A GSTIN of a state that checks out: the state code, a PAN, entity 1, Z and its check character. */
const gstinOf = (stateCode: string) => {
  const first14 = `${stateCode}AABCT1234F1Z`;
  return first14 + gstinCheckCharacter(first14);
};

const shopIn = (stateCode: string, prefix = 'TT'): Settings => ({
  ...DEFAULT_SETTINGS,
  shop: {
    legal_name: 'Thread and Tote Retail Private Limited',
    address: '12 Brigade Road, Bengaluru 560001',
    state_code: stateCode,
    gstin: gstinOf(stateCode),
    invoice_prefix: prefix,
  },
});

const saveSettings = (settings: Settings) =>
  app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie: admin }, payload: settings });

/** A shopper in Mumbai (Maharashtra) whose order of 2 × ₹1,250 is paid. */
async function paidOrder() {
  const shopper = await readyShopper(app);
  const { order_id, total_amount } = await placeOrder(app, shopper, 'Razorpay');
  const outcome = await confirmPaid(app.db, {
    orderId: order_id,
    provider: 'razorpay',
    paymentId: `pay_${order_id.slice(0, 8)}`,
    amountPaise: Math.round(total_amount * 100),
    method: 'Razorpay',
  });
  expect(outcome.outcome).toBe('confirmed');
  return { shopper, orderId: order_id };
}

const invoiceRow = async (orderId: string) =>
  (await app.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0];

describe('tax invoices', () => {
  it('wait while the shop has no details, and are issued in order once staff fill them in', async () => {
    await app.db.delete(invoiceSeries);
    const first = await paidOrder();
    const second = await paidOrder();
    const details = await app.inject({
      url: `/api/shop/order/details/${first.orderId}`,
      headers: first.shopper.headers,
    });
    expect(details.json().data.invoice_number).toBeNull();
    const before = await app.inject({ url: '/api/admin/settings', headers: { cookie: admin } });
    expect(before.json().invoices_waiting).toBeGreaterThanOrEqual(2);
    const early = await app.inject({ url: `/api/shop/order/invoice/${first.orderId}`, headers: first.shopper.headers });
    expect(early.statusCode).toBe(404);
    expect(early.json().message).toMatch(/not ready yet/);

    const saved = await saveSettings(shopIn('29'));
    expect(saved.json()).toMatchObject({ success: true, message: 'Settings saved', invoices_waiting: 0 });
    const year = financialYear(new Date());
    const a = await invoiceRow(first.orderId);
    const b = await invoiceRow(second.orderId);
    expect(Number(b!.number.split('/')[2])).toBe(Number(a!.number.split('/')[2]) + 1);
    expect(a!.number).toMatch(new RegExp(`^TT/${year}/\\d+$`));
    expect(a!.number.length).toBeLessThanOrEqual(16);
  });

  it('charge IGST to a buyer in another state and CGST + SGST within the shop’s state', async () => {
    await saveSettings(shopIn('29'));
    const across = await paidOrder(); // Mumbai, from Karnataka
    const inter = (await invoiceRow(across.orderId))!.data;
    expect(inter.intraState).toBe(false);
    expect(inter.buyer).toMatchObject({ state: 'Maharashtra', stateCode: '27', zipCode: '400050' });
    // 2 × ₹1,250 at 5 % (each piece up to ₹2,500): taxable 2380.95, IGST 119.05.
    expect(inter.lines[0]).toMatchObject({
      hsn: '6211',
      rate: 5,
      quantity: 2,
      taxablePaise: 2_380_95,
      igstPaise: 119_05,
    });
    expect(inter.totals).toEqual({
      taxablePaise: 2_380_95,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 119_05,
      totalPaise: 2_500_00,
    });
    expect(inter.amountInWords).toBe('Rupees Two Thousand Five Hundred Only');

    await saveSettings(shopIn('27', 'MUM'));
    const within = await paidOrder();
    const intra = (await invoiceRow(within.orderId))!.data;
    expect(intra.intraState).toBe(true);
    expect(intra.number).toMatch(/^MUM\//);
    expect(intra.totals).toMatchObject({ cgstPaise: 59_52, sgstPaise: 59_52, igstPaise: 0, totalPaise: 2_500_00 });
  });

  it('number orders paid at the same moment consecutively, none shared or skipped', async () => {
    await saveSettings(shopIn('29', 'RACE'));
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => readyShopper(app)));
    const orders = await Promise.all(shoppers.map((s) => placeOrder(app, s, 'Razorpay')));
    await Promise.all(
      orders.map((o) =>
        confirmPaid(app.db, {
          orderId: o.order_id,
          provider: 'razorpay',
          paymentId: `pay_race_${o.order_id.slice(0, 8)}`,
          amountPaise: Math.round(o.total_amount * 100),
          method: 'Razorpay',
        }),
      ),
    );
    const numbers = await Promise.all(orders.map(async (o) => (await invoiceRow(o.order_id))!.number));
    const sequence = numbers.map((n) => Number(n.split('/')[2])).sort((x, y) => x - y);
    expect(sequence).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('start a new series on 1 April, India’s time', async () => {
    const settings = shopIn('29', 'FY');
    const { orderId } = await paidOrder();
    await app.db.delete(invoices).where(eq(invoices.orderId, orderId));
    const lastMarch = new Date('2027-03-31T18:29:00Z'); // 23:59 on 31 March in India
    const issued = await app.db.transaction((tx) => issueInvoice(tx, orderId, settings, lastMarch));
    expect(issued).toEqual({ number: 'FY/2627/1' });
    const other = await paidOrder();
    await app.db.delete(invoices).where(eq(invoices.orderId, other.orderId));
    const firstApril = new Date('2027-03-31T18:31:00Z'); // 00:01 on 1 April in India
    expect(await app.db.transaction((tx) => issueInvoice(tx, other.orderId, settings, firstApril))).toEqual({
      number: 'FY/2728/1',
    });
  });

  it('are a PDF for the buyer and for staff, and for nobody else', async () => {
    await saveSettings(shopIn('29'));
    const { shopper, orderId } = await paidOrder();
    const mine = await app.inject({ url: `/api/shop/order/invoice/${orderId}`, headers: shopper.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toMatch(/^attachment; filename="Invoice-TT-\d{4}-\d+\.pdf"$/);
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stranger = await signedInUser(app);
    const theirs = await app.inject({
      url: `/api/shop/order/invoice/${orderId}`,
      headers: { cookie: stranger.cookie },
    });
    expect(theirs.statusCode).toBe(404);
    const staff = await app.inject({ url: `/api/admin/orders/invoice/${orderId}`, headers: { cookie: admin } });
    expect(staff.headers['content-type']).toBe('application/pdf');
    const details = await app.inject({ url: `/api/shop/order/details/${orderId}`, headers: shopper.headers });
    expect(details.json().data.invoice_number).toMatch(/^TT\//);
  });

  it('print the order’s number, also on one issued before orders had numbers', async () => {
    await saveSettings(shopIn('29'));
    const { shopper, orderId } = await paidOrder();
    const details = await app.inject({ url: `/api/shop/order/details/${orderId}`, headers: shopper.headers });
    const number = details.json().data.order_number as string;
    expect(number).toMatch(/^TT-\d{4,}$/);
    const textOf = async () => {
      const pdf = await app.inject({ url: `/api/admin/orders/invoice/${orderId}`, headers: { cookie: admin } });
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
      return text.replace(/\s+/g, ' ');
    };
    expect(await textOf()).toContain(`Order no. ${number} Order ID ${orderId}`);

    const { orderNumber: _, ...issuedBefore } = (await invoiceRow(orderId))!.data;
    await app.db.update(invoices).set({ data: issuedBefore }).where(eq(invoices.orderId, orderId));
    expect(await textOf()).toContain(`Order no. ${number} Order ID ${orderId}`);
  });

  it('go with the confirmation mail as a PDF', async () => {
    await saveSettings(shopIn('29'));
    const shopper = await readyShopper(app);
    const { order_id, total_amount } = await placeOrder(app, shopper, 'Razorpay');
    const payment = { orderId: order_id, provider: 'razorpay', paymentId: `pay_mail_${order_id.slice(0, 6)}` };
    await confirmAndNotify(
      app.db,
      app.mailer,
      { ...payment, amountPaise: total_amount * 100, method: 'Razorpay' },
      app.log,
      app.config.publicUrl,
    );
    const mail = (await readOutbox(app.mailer.outbox!)).find((m) => m.to === shopper.user.email)!;
    const number = (await invoiceRow(order_id))!.number;
    expect(mail.attachments).toEqual([
      expect.objectContaining({
        filename: `Invoice-${number.replaceAll('/', '-')}.pdf`,
        contentType: 'application/pdf',
      }),
    ]);
    const pdf = await readFile(path.join(app.mailer.outbox!, mail.attachments[0]!.file));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The mail names the order by its short number.
    const details = await app.inject({ url: `/api/shop/order/details/${order_id}`, headers: shopper.headers });
    expect(mail.text).toContain(`Order ID: ${details.json().data.order_number}`);
  });

  it('refuse a GSTIN that does not check out, and save nothing', async () => {
    const bad = shopIn('29');
    bad.shop!.gstin = `${bad.shop!.gstin.slice(0, 14)}${bad.shop!.gstin[14] === 'A' ? 'B' : 'A'}`;
    const answer = await saveSettings(bad);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/does not check out/);
    const wrongState = { ...shopIn('29'), shop: { ...shopIn('29').shop!, state_code: '27' } };
    expect((await saveSettings(wrongState)).json().message).toMatch(/starts with its code, 27/);
  });
});
