// Checks staff changing an order's business buyer through the real app: the paid order's invoice issued again with
// the same number and date to the new buyer (its tax split following the GSTIN's state, its total to the paisa), the
// change on the timeline, a bad GSTIN refused as at checkout, and no change once a credit note reduces the invoice or
// the month's GSTR-1 has been downloaded (which then lists the sale under B2B).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaMonth, periodLabel } from '@shop/contract/gst-returns';
import { gstinCheckCharacter } from '@shop/contract/india';
import { formatDate } from '@shop/contract/money';
import { creditNotes, invoices } from '../../platform/db/schema.ts';
import { openShop, orderRow, paidOrder, placeOrder, readyShopper, until } from '../../testing/checkout-fixtures.ts';
import type { TestApp } from '../../testing/test-app.ts';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  ({ app, admin } = await openShop());
});
afterAll(() => app.close());

/** A GSTIN of Karnataka (29), and one of Maharashtra (27), the shop's own state, whose check characters check out. */
const KARNATAKA_GSTIN = `29AABCU9603R1Z${gstinCheckCharacter('29AABCU9603R1Z')}`;
const MAHARASHTRA_GSTIN = `27AABCU9603R1Z${gstinCheckCharacter('27AABCU9603R1Z')}`;
const UDUPI = { buyer_gstin: KARNATAKA_GSTIN, buyer_business_name: 'Udupi Traders LLP' };

const editBuyer = (orderId: string, payload: object) =>
  app.inject({ method: 'PATCH', url: `/api/admin/orders/${orderId}/buyer`, headers: { cookie: admin }, payload });
const invoiceOf = async (orderId: string) =>
  (await app.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0]!;
const staffOrder = async (orderId: string) =>
  (await app.inject({ method: 'GET', url: `/api/admin/orders/details/${orderId}`, headers: { cookie: admin } })).json()
    .data;

describe('staff change the business buyer of an order', () => {
  it('issue its invoice again to the new buyer: same number and date, IGST instead of CGST + SGST, same total', async () => {
    // A consumer in Mumbai, in the shop's own state: CGST + SGST.
    const { orderId } = await paidOrder(app);
    const before = await invoiceOf(orderId);
    expect(before.data.intraState).toBe(true);

    const edited = await editBuyer(orderId, { ...UDUPI, buyer_gstin: ` ${KARNATAKA_GSTIN.toLowerCase()} ` });
    expect(edited.statusCode, edited.body).toBe(200);
    const answer = edited.json();
    expect(answer.message).toBe(`Business details saved: invoice ${before.number} is issued again to the new buyer.`);
    expect(answer.data).toMatchObject({ ...UDUPI, buyer_locked: null });
    expect(answer.data.allowed_actions).toContain('edit_buyer');
    expect(answer.data.events.at(-1)).toMatchObject({
      kind: 'note',
      note: `Buyer GSTIN changed from none to ${KARNATAKA_GSTIN} (Udupi Traders LLP); invoice ${before.number} issued again`,
    });

    const after = await invoiceOf(orderId);
    expect(after.number).toBe(before.number);
    expect(after.issuedAt).toEqual(before.issuedAt);
    expect(after.data).toMatchObject({ number: before.number, date: before.data.date, intraState: false });
    expect(after.data.buyer).toMatchObject({
      name: 'Udupi Traders LLP',
      gstin: KARNATAKA_GSTIN,
      businessName: 'Udupi Traders LLP',
      state: 'Karnataka',
      stateCode: '29',
    });
    expect(after.data.totals.totalPaise).toBe(before.data.totals.totalPaise);
    expect(after.data.totals).toMatchObject({ cgstPaise: 0, sgstPaise: 0 });
    expect(after.data.totals.igstPaise).toBeGreaterThan(0);
    expect(before.data.totals.igstPaise).toBe(0);
    expect(after.data.totals.taxablePaise + after.data.totals.igstPaise).toBe(after.data.totals.totalPaise);

    // A business in the shop's own state: CGST + SGST again; then removed: the shopper's own invoice once more.
    expect((await editBuyer(orderId, { ...UDUPI, buyer_gstin: MAHARASHTRA_GSTIN })).statusCode).toBe(200);
    expect((await invoiceOf(orderId)).data).toMatchObject({ intraState: true, buyer: { stateCode: '27' } });
    const removed = await editBuyer(orderId, { buyer_gstin: null, buyer_business_name: null });
    expect(removed.statusCode).toBe(200);
    const consumer = (await invoiceOf(orderId)).data;
    expect(consumer.buyer.gstin).toBeUndefined();
    expect(consumer.buyer.state).toBe('Maharashtra');
    expect(consumer.totals).toEqual(before.data.totals);
    expect(await orderRow(app, orderId)).toMatchObject({ buyerGstin: null, buyerBusinessName: null });
    expect(removed.json().data.events.at(-1).note).toBe(
      `Buyer GSTIN changed from ${MAHARASHTRA_GSTIN} (Udupi Traders LLP) to none; invoice ${before.number} issued again`,
    );
  });

  it('refuses a GSTIN that does not check out, or one without its name, in the checkout’s words; nothing changes', async () => {
    const { orderId } = await paidOrder(app);
    const before = await invoiceOf(orderId);
    const wrongCheck = KARNATAKA_GSTIN.slice(0, 14) + (KARNATAKA_GSTIN[14] === 'A' ? 'B' : 'A');
    const cases = [
      [{ ...UDUPI, buyer_gstin: wrongCheck }, 'The GSTIN’s last character does not check out'],
      [{ ...UDUPI, buyer_gstin: '99AABCU9603R1ZX' }, 'A GSTIN starts with the code of a state of India'],
      [{ ...UDUPI, buyer_business_name: null }, 'Give the business name that goes with the GSTIN'],
      [{ ...UDUPI, buyer_gstin: null }, 'Give the business’s GSTIN, or leave the business name empty'],
    ] as const;
    for (const [payload, message] of cases) {
      const refused = await editBuyer(orderId, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().message).toContain(message);
    }
    expect(await orderRow(app, orderId)).toMatchObject({ buyerGstin: null });
    expect((await invoiceOf(orderId)).data).toEqual(before.data);
  });

  it('takes a buyer for an order without an invoice yet (unpaid Cash on Delivery)', async () => {
    const s = await readyShopper(app);
    const { order_id: orderId } = await placeOrder(app, s, 'COD');
    const edited = await editBuyer(orderId, UDUPI);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().message).toBe('Business details saved.');
    expect(await orderRow(app, orderId)).toMatchObject({ buyerGstin: KARNATAKA_GSTIN });
    expect(await app.db.select().from(invoices).where(eq(invoices.orderId, orderId))).toEqual([]);
  });

  it('refuses once a credit note reduces the invoice, and says so on the order', async () => {
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
    const [note] = await app.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
    const before = await invoiceOf(orderId);

    const refused = await editBuyer(orderId, UDUPI);
    expect(refused.statusCode).toBe(409);
    const words = `Invoice ${before.number} has a credit note: ${note!.number} reduces it, so its buyer can no longer be changed`;
    expect(refused.json().message).toBe(words);
    expect(await orderRow(app, orderId)).toMatchObject({ buyerGstin: null });
    expect((await invoiceOf(orderId)).data).toEqual(before.data);
    const order = await staffOrder(orderId);
    expect(order.buyer_locked).toBe(words);
    expect(order.allowed_actions).not.toContain('edit_buyer');
  });

  it('lists the changed sale under B2B in the month’s GSTR-1, and refuses once that GSTR-1 is downloaded', async () => {
    const { orderId } = await paidOrder(app);
    expect((await editBuyer(orderId, UDUPI)).statusCode).toBe(200);
    const { number } = await invoiceOf(orderId);
    const month = indiaMonth(new Date());

    const download = await app.inject({
      method: 'GET',
      url: `/api/admin/reports/gstr1?from=${month}&to=${month}`,
      headers: { cookie: admin },
    });
    expect(download.statusCode).toBe(200);
    const b2b = download.json().b2b as { ctin: string; inv: { inum: string; pos: string }[] }[];
    const udupi = b2b.find((buyer) => buyer.ctin === KARNATAKA_GSTIN);
    expect(udupi?.inv).toContainEqual(expect.objectContaining({ inum: number, pos: '29' }));

    const before = await invoiceOf(orderId);
    const refused = await editBuyer(orderId, { buyer_gstin: null, buyer_business_name: null });
    expect(refused.statusCode).toBe(409);
    const words = `The GSTR-1 for ${periodLabel({ from: month, to: month })} was downloaded on ${formatDate(new Date())}: the invoice is filed; issue a credit note instead`;
    expect(refused.json().message).toBe(words);
    expect(await orderRow(app, orderId)).toMatchObject({ buyerGstin: KARNATAKA_GSTIN });
    expect((await invoiceOf(orderId)).data).toEqual(before.data);
    expect((await staffOrder(orderId)).buyer_locked).toBe(words);

    // An order not yet invoiced is still the shop's to change.
    const s = await readyShopper(app);
    const { order_id: unpaid } = await placeOrder(app, s, 'COD');
    expect((await editBuyer(unpaid, UDUPI)).statusCode).toBe(200);
  });
});
