// Checks GSTR-1 through the real app: paid orders (a consumer's, a business's) and a part refund's credit note this
// month come out in the portal JSON, the CSV zip and the screen's totals; bad periods and a shop without its GSTIN are
// refused in words.
import { strFromU8, unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaMonth } from '@shop/contract/gst-returns';
import { gstinCheckCharacter } from '@shop/contract/india';
import { creditNotes, gstr1Exports } from '../../platform/db/schema.ts';
import { openShop, paidOrder, readyShopper, until } from '../../testing/checkout-fixtures.ts';
import { signedInUser } from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { firstExportsCovering } from './gstr1-exports.ts';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  ({ app, admin } = await openShop());
});
afterAll(() => app.close());

const SHOP_GSTIN = '27AAACT2727Q1ZW';
const KARNATAKA_GSTIN = `29AABCU9603R1Z${gstinCheckCharacter('29AABCU9603R1Z')}`;
const month = indiaMonth(new Date());
const fp = `${month.slice(5, 7)}${month.slice(0, 4)}`;

const staffGet = (url: string, cookie = admin) => app.inject({ method: 'GET', url, headers: { cookie } });

describe('GSTR-1 for this month', () => {
  beforeAll(async () => {
    // A consumer in Mumbai (intra-state, 2 × ₹1,250) refunded ₹500, and a business in Karnataka (IGST).
    const { orderId } = await paidOrder(app);
    const refund = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/refund/${orderId}`,
      headers: { cookie: admin },
      payload: { amount: 500, reason: 'Goodwill' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    await until(
      async () => (await app.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId))).length > 0,
    );
    await paidOrder(app, await readyShopper(app), {
      buyer_gstin: KARNATAKA_GSTIN,
      buyer_business_name: 'Udupi Traders LLP',
    });
  });

  it('downloads the portal JSON for the shop and the month', async () => {
    const response = await staffGet(`/api/admin/reports/gstr1?from=${month}&to=${month}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="GSTR1_${SHOP_GSTIN}_${fp}.json"`);
    const json = response.json();
    expect(json).toMatchObject({ gstin: SHOP_GSTIN, fp });
    expect(json.b2b).toEqual([expect.objectContaining({ ctin: KARNATAKA_GSTIN })]);
    expect(json.b2b[0].inv[0]).toMatchObject({ val: 2500, pos: '29', itms: [{ itm_det: { rt: 5, iamt: 119.05 } }] });
    // ₹2,500 sold in Mumbai less the ₹500 credit note: ₹2,000 at 5 %, CGST + SGST.
    expect(json.b2cs).toEqual([
      { sply_ty: 'INTRA', pos: '27', typ: 'OE', rt: 5, txval: 1904.76, camt: 47.62, samt: 47.62, csamt: 0 },
    ]);
    expect(json.doc_issue.doc_det.map((nature: { doc_num: number }) => nature.doc_num)).toEqual([1, 5]);
    expect(json.doc_issue.doc_det[0].docs[0]).toMatchObject({ totnum: 2, cancel: 0, net_issue: 2 });
  });

  it('downloads the same sections as zipped CSV files', async () => {
    const response = await staffGet(`/api/admin/reports/gstr1?from=${month}&to=${month}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="GSTR1_${SHOP_GSTIN}_${fp}_csv.zip"`);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files)).toEqual([
      'b2b.csv',
      'b2cl.csv',
      'b2cs.csv',
      'cdnr.csv',
      'cdnur.csv',
      'hsn_b2b.csv',
      'hsn_b2c.csv',
      'docs.csv',
    ]);
    const lines = (name: string) =>
      strFromU8(files[name]!)
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    expect(lines('b2b.csv')[0]).toMatch(/^GSTIN\/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,/);
    expect(lines('b2b.csv')[1]).toContain(`${KARNATAKA_GSTIN},Udupi Traders LLP,`);
    expect(lines('hsn_b2c.csv')[0]).toBe(
      'HSN,Description,UQC,Total Quantity,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount',
    );
    expect(lines('docs.csv')).toHaveLength(3);
  });

  it('adds up each section for the screen', async () => {
    const response = await staffGet(`/api/admin/reports/gstr1/summary?from=${month}&to=${month}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    const section = (name: string) => data.sections.find((each: { section: string }) => each.section === name);
    expect(section('b2b')).toMatchObject({ documents: 1, total: 2500, igst: 119.05 });
    expect(section('b2cs')).toMatchObject({ documents: 2, rows: 1, total: 2000 });
    expect(data.net.total).toBe(4500);
    expect(data).toMatchObject({ gstin: SHOP_GSTIN, fp, from: month, to: month });
  });

  it('records each download (not the totals on screen), and the totals say when the period was last downloaded', async () => {
    const rows = await app.db.select().from(gstr1Exports).orderBy(gstr1Exports.exportedAt);
    // The JSON and the CSV files above, each by the staff member signed in.
    expect(rows.map((row) => [row.fromMonth, row.toMonth])).toEqual([
      [month, month],
      [month, month],
    ]);
    expect(rows.every((row) => row.exportedBy !== null)).toBe(true);
    const { data } = (await staffGet(`/api/admin/reports/gstr1/summary?from=${month}&to=${month}`)).json();
    expect(data.exported_at).toBe(rows.at(-1)!.exportedAt.toISOString());
    expect(await app.db.select().from(gstr1Exports)).toHaveLength(2);
    // Another period was never handed over.
    const other = (await staffGet('/api/admin/reports/gstr1/summary?from=2026-01&to=2026-03')).json();
    expect(other.data.exported_at).toBeNull();
  });

  it('refuses periods that are not a month or a calendar quarter, in words', async () => {
    const refused = async (query: string) => {
      const response = await staffGet(`/api/admin/reports/gstr1?${query}`);
      expect(response.statusCode).toBe(400);
      return response.json().message as string;
    };
    expect(await refused('from=2026-11&to=2026-10')).toBe('The last month (to) is before the first month (from)');
    expect(await refused('from=2026-04&to=2026-07')).toMatch(/more than a quarter apart/);
    expect(await refused('from=2026-05&to=2026-07')).toMatch(/one calendar quarter/);
    expect(await refused('from=2026-5&to=2026-07')).toMatch(/^from: Give the first month as YYYY-MM/);
    expect(await refused('from=2026-10')).toMatch(/^to: /);
    expect(await refused('from=2026-10&to=2026-12&format=pdf')).toMatch(/json or csv/);
    // A calendar quarter is one period; fp is its last month.
    const quarter = await staffGet('/api/admin/reports/gstr1?from=2026-10&to=2026-12');
    expect(quarter.json()).toMatchObject({ fp: '122026' });
  });

  it('is for staff only', async () => {
    const shopper = await signedInUser(app);
    expect((await staffGet(`/api/admin/reports/gstr1?from=${month}&to=${month}`, shopper.cookie)).statusCode).toBe(403);
  });
});

describe('months inside a downloaded GSTR-1', () => {
  it('are those of a month or a quarter downloaded, each with the first download that covered it', async () => {
    const at = (iso: string) => new Date(iso);
    await app.db.insert(gstr1Exports).values([
      { fromMonth: '2025-05', toMonth: '2025-05', exportedAt: at('2025-06-05T06:00:00Z') },
      { fromMonth: '2025-04', toMonth: '2025-06', exportedAt: at('2025-07-10T06:00:00Z') },
      { fromMonth: '2025-05', toMonth: '2025-05', exportedAt: at('2025-07-11T06:00:00Z') },
    ]);
    const covering = await firstExportsCovering(app.db, ['2025-03', '2025-04', '2025-05', '2025-07']);
    expect(Object.fromEntries(covering)).toEqual({
      '2025-04': { from: '2025-04', to: '2025-06', exportedAt: at('2025-07-10T06:00:00Z') },
      '2025-05': { from: '2025-05', to: '2025-05', exportedAt: at('2025-06-05T06:00:00Z') },
    });
  });
});

describe('GSTR-1 before the shop has its details', () => {
  it('asks staff to fill them in Settings', async () => {
    const bare = await createTestApp();
    try {
      const { cookie } = await signedInUser(bare, { role: 'admin' });
      for (const url of ['/api/admin/reports/gstr1', '/api/admin/reports/gstr1/summary']) {
        const response = await bare.inject({
          method: 'GET',
          url: `${url}?from=2026-10&to=2026-10`,
          headers: { cookie },
        });
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toMatch(/in Settings/);
      }
    } finally {
      await bare.close();
    }
  });
});
