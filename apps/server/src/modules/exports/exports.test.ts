// Checks the staff's CSV exports over HTTP: what the orders file, the customers file and the sales register hold for
// orders placed and paid the way shoppers do, India's midnight as a period's edge, cells a spreadsheet would run as a
// formula, bad periods refused, and staff only.
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatOrderNumber } from '@shop/contract/order-number';
import { creditNotes, invoices, orderItems, orders, refunds, whatsappOptIns } from '../../platform/db/schema.ts';
import {
  confirmedCodOrder,
  openShop,
  orderRow,
  paidOrder,
  readyShopper,
  until,
} from '../../testing/checkout-fixtures.ts';
import { createUser, signedInUser } from '../../testing/fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { indiaDay } from './export-period.ts';

let app: TestApp;
let admin: string;
const today = indiaDay(new Date());

/** The export's rows as objects by column name, after the header (and the byte-order mark). */
async function exported(url: string): Promise<Record<string, string>[]> {
  const answer = await app.inject({ method: 'GET', url, headers: { cookie: admin } });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
  return parse(answer.body, { bom: true, columns: true });
}

/** A moment in India's time: `ist('2026-04-01T00:00:00.000')`. */
const ist = (local: string) => new Date(`${local}+05:30`);

/** An order written straight to the database at `at`, with one line. */
async function orderAt(userId: string, at: Date, title = 'Linen Kurta') {
  const [row] = await app.db
    .insert(orders)
    .values({
      userId,
      addressInfo: {
        addressId: 'a',
        address: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        zipCode: '560038',
        phone: '9876543210',
        notes: '',
      },
      totalPaise: 99900,
      paymentMethod: 'Razorpay',
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  await app.db.insert(orderItems).values({
    orderId: row!.id,
    title,
    image: '/uploads/0123456789abcdef0123456789abcdef.webp',
    unitPricePaise: 99900,
    quantity: 1,
  });
  return row!;
}

beforeAll(async () => {
  ({ app, admin } = await openShop());
});
afterAll(async () => app?.close());

describe('the orders export', () => {
  it('has a row per line with the customer, the money in rupees, the invoice and the payment', async () => {
    const { s, orderId } = await paidOrder(app);
    await until(async () => (await app.db.select().from(invoices).where(eq(invoices.orderId, orderId))).length > 0);
    const cod = await confirmedCodOrder(app, await readyShopper(app, { pricePaise: 49900 }));
    const paid = await orderRow(app, orderId);
    const [invoice] = await app.db.select().from(invoices).where(eq(invoices.orderId, orderId));

    const rows = await exported(`/api/admin/exports/orders?from=${today}&to=${today}`);
    const line = rows.find((row) => row['Order number'] === formatOrderNumber(paid.orderNumber))!;
    expect(line).toMatchObject({
      'Customer name': s.user.userName,
      Email: s.user.email,
      Phone: '9820012345',
      City: 'Mumbai',
      State: 'Maharashtra',
      Pincode: '400050',
      'Payment method': 'Razorpay',
      'Payment status': 'paid',
      Item: s.product.title,
      Quantity: '2',
      'Unit price': '1250.00',
      'Coupon discount': '0.00',
      'Line net value': '2500.00',
      'Order total': (paid.totalPaise / 100).toFixed(2),
      'COD fee': '0.00',
      Refunded: '0.00',
      'Invoice number': invoice!.number,
      HSN: invoice!.data.lines[0]!.hsn,
      'Buyer GSTIN': '',
    });
    expect(line['Placed at (IST)']).toMatch(new RegExp(`^${today} \\d{2}:\\d{2}$`));
    const codRow = rows.find((row) => row['Payment method'] === 'COD')!;
    expect(codRow).toMatchObject({ 'Unit price': '499.00', Quantity: '2', 'Invoice number': '' });
    expect(codRow['Order total']).toBe(((await orderRow(app, cod.order_id)).totalPaise / 100).toFixed(2));
  });

  it("takes orders from India's midnight on `from` to the last moment of `to`", async () => {
    const { user } = await signedInUser(app, { userName: 'Edge Case' });
    const placed = [
      ['before', ist('2026-03-31T23:59:59.999')],
      ['first moment', ist('2026-04-01T00:00:00.000')],
      ['last moment', ist('2026-04-30T23:59:59.999')],
      ['after', ist('2026-05-01T00:00:00.000')],
    ] as const;
    for (const [title, at] of placed) await orderAt(user.id, at, title);

    const rows = await exported('/api/admin/exports/orders?from=2026-04-01&to=2026-04-30');
    expect(rows.map((row) => row.Item)).toEqual(['first moment', 'last moment']);
    expect(rows.map((row) => row['Placed at (IST)'])).toEqual(['2026-04-01 00:00', '2026-04-30 23:59']);
  });

  it('keeps a formula typed as a name or a title from running in a spreadsheet', async () => {
    const { user } = await signedInUser(app, { userName: '=HYPERLINK("http://evil.example","Click")' });
    await orderAt(user.id, ist('2026-06-10T12:00:00.000'), '@SUM(1+1)*cmd|" /C calc"!A0');
    const [row] = await exported('/api/admin/exports/orders?from=2026-06-10&to=2026-06-10');
    expect(row!['Customer name']).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(row!.Item).toBe(`'@SUM(1+1)*cmd|" /C calc"!A0`);
    expect(row!['Order total']).toBe('999.00');
  });

  it('refuses a malformed date, a period that ends before it starts, and one over 366 days', async () => {
    const refused = async (query: string) => {
      const answer = await app.inject({
        method: 'GET',
        url: `/api/admin/exports/orders?${query}`,
        headers: { cookie: admin },
      });
      expect(answer.statusCode, query).toBe(400);
      return answer.json().message as string;
    };
    expect(await refused('from=2026-02-30&to=2026-03-01')).toBe('from: Give a real date as YYYY-MM-DD');
    expect(await refused('from=01-04-2026&to=2026-04-30')).toBe('from: Give a real date as YYYY-MM-DD');
    expect(await refused('to=2026-04-30')).toMatch(/^from: /);
    expect(await refused('from=2026-04-30&to=2026-04-01')).toBe('The period ends (to) before it starts (from)');
    expect(await refused('from=2025-04-01&to=2026-04-02')).toBe(
      'A period is at most 366 days: export a longer one in parts',
    );
    const leapYear = await app.inject({
      method: 'GET',
      url: '/api/admin/exports/sales-register?from=2024-01-01&to=2024-12-31',
      headers: { cookie: admin },
    });
    expect(leapYear.statusCode).toBe(200);
  });

  it('is for staff only', async () => {
    const shopper = await signedInUser(app);
    for (const url of [
      `/api/admin/exports/orders?from=${today}&to=${today}`,
      '/api/admin/exports/customers',
      `/api/admin/exports/sales-register?from=${today}&to=${today}`,
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await app.inject({ method: 'GET', url, headers: { cookie: shopper.cookie } })).statusCode, url).toBe(403);
    }
  });

  it('is sent as a download while it is read, without a length known beforehand', async () => {
    const address = app.server.address() as { port: number };
    const answer = await fetch(
      `http://127.0.0.1:${address.port}/api/admin/exports/orders?from=2026-04-01&to=2026-04-30`,
      { headers: { cookie: admin } },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="orders_2026-04-01_2026-04-30.csv"');
    expect(answer.headers.get('content-length')).toBeNull();
    expect(answer.headers.get('transfer-encoding')).toBe('chunked');
    expect(parse(await answer.text(), { bom: true, columns: true })).toHaveLength(2);
  });
});

describe('the customers export', () => {
  it('has a row per shopper with their phone, orders, spending and WhatsApp answer', async () => {
    const s = await readyShopper(app);
    await paidOrder(app, s);
    await app.db
      .insert(whatsappOptIns)
      .values({ phone: '9820012345', userId: s.user.id, optedIn: true, source: 'checkout' });
    const quiet = await createUser(app, { userName: 'Never Ordered' });

    const rows = await exported('/api/admin/exports/customers');
    expect(rows.find((row) => row.Email === s.user.email)).toMatchObject({
      Name: s.user.userName,
      Phone: '9820012345',
      Orders: '1',
      'Total spent': (
        (await app.db.select().from(orders).where(eq(orders.userId, s.user.id)))[0]!.totalPaise / 100
      ).toFixed(2),
      'First order': today,
      'Last order': today,
      'WhatsApp opt-in': 'Yes',
    });
    expect(rows.find((row) => row.Email === quiet.email)).toMatchObject({
      Orders: '0',
      'Total spent': '0.00',
      'First order': '',
      Phone: '',
      'WhatsApp opt-in': 'No',
    });
    expect(rows.some((row) => row.Email.startsWith('admin'))).toBe(false);
  });
});

describe('the sales register', () => {
  it('lists the period’s tax invoices, then its credit notes as negative amounts', async () => {
    const { orderId } = await paidOrder(app);
    await until(async () => (await app.db.select().from(invoices).where(eq(invoices.orderId, orderId))).length > 0);
    const [invoice] = await app.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    // A credit note for half, written with its refund in one go (so the sweep does not issue one of its own).
    await app.db.transaction(async (tx) => {
      const [refund] = await tx
        .insert(refunds)
        .values({
          orderId,
          provider: 'razorpay',
          amountPaise: 125000,
          status: 'processed',
          kind: 'staff',
          reason: 'Damaged',
          actor: 'system',
          processedAt: new Date(),
        })
        .returning();
      const half = (paise: number) => Math.round(paise / 2);
      const totals = invoice!.data.totals;
      await tx.insert(creditNotes).values({
        refundId: refund!.id,
        orderId,
        number: 'TTCN/TEST/1',
        data: {
          ...invoice!.data,
          number: 'TTCN/TEST/1',
          creditNote: { againstNumber: invoice!.number, againstDate: invoice!.data.date, reason: 'Damaged' },
          totals: {
            taxablePaise: half(totals.taxablePaise),
            cgstPaise: half(totals.cgstPaise),
            sgstPaise: half(totals.sgstPaise),
            igstPaise: half(totals.igstPaise),
            totalPaise: 125000,
          },
        },
      });
    });

    const rows = await exported(`/api/admin/exports/sales-register?from=${today}&to=${today}`);
    const sale = rows.find((row) => row.Number === invoice!.number)!;
    const data = invoice!.data;
    expect(sale).toMatchObject({
      Document: 'Tax invoice',
      Date: data.date,
      'Order number': data.orderNumber,
      Buyer: data.buyer.name,
      'Buyer GSTIN': '',
      'Place of supply (state code)': data.buyer.stateCode,
      'Taxable value': (data.totals.taxablePaise / 100).toFixed(2),
      CGST: (data.totals.cgstPaise / 100).toFixed(2),
      IGST: (data.totals.igstPaise / 100).toFixed(2),
      Total: (data.totals.totalPaise / 100).toFixed(2),
    });
    const credit = rows.find((row) => row.Number === 'TTCN/TEST/1')!;
    expect(credit).toMatchObject({ Document: 'Credit note', 'Against invoice': invoice!.number, Total: '-1250.00' });
    expect(rows.indexOf(credit)).toBeGreaterThan(rows.indexOf(sale));

    const before = await exported('/api/admin/exports/sales-register?from=2026-01-01&to=2026-01-31');
    expect(before).toEqual([]);
  });
});
