import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gstinCheckCharacter } from '@shop/contract/india';
import { invoices, orders } from '../platform/db/schema.ts';
import type { TestApp } from '../testing/test-app.ts';
import { openShop, orderRow, paidOrder, readyShopper } from '../testing/checkout-fixtures.ts';

let app: TestApp;
beforeAll(async () => {
  ({ app } = await openShop());
});
afterAll(() => app.close());

/** A GSTIN of Karnataka (29) whose check character checks out. */
const KARNATAKA_GSTIN = `29AABCU9603R1Z${gstinCheckCharacter('29AABCU9603R1Z')}`;

describe('a business buying for its books (B2B)', () => {
  it('gets a tax invoice in its name with its GSTIN, supplied to the GSTIN’s state', async () => {
    // The shop is in Maharashtra (27) and delivers to Mumbai; the buyer is registered in Karnataka: IGST.
    const s = await readyShopper(app);
    const { orderId } = await paidOrder(app, s, {
      buyer_gstin: ` ${KARNATAKA_GSTIN.toLowerCase()} `,
      buyer_business_name: 'Udupi Traders LLP',
    });
    expect(await orderRow(app, orderId)).toMatchObject({
      buyerGstin: KARNATAKA_GSTIN,
      buyerBusinessName: 'Udupi Traders LLP',
    });
    const details = (
      await app.inject({ method: 'GET', url: `/api/shop/order/details/${orderId}`, headers: s.headers })
    ).json().data;
    expect(details).toMatchObject({ buyer_gstin: KARNATAKA_GSTIN, buyer_business_name: 'Udupi Traders LLP' });

    const [invoice] = await app.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(invoice!.data.buyer).toMatchObject({
      name: 'Udupi Traders LLP',
      gstin: KARNATAKA_GSTIN,
      businessName: 'Udupi Traders LLP',
      stateCode: '29',
      state: 'Karnataka',
    });
    expect(invoice!.data.intraState).toBe(false);
    expect(invoice!.data.totals.igstPaise).toBeGreaterThan(0);
    expect(invoice!.data.totals.cgstPaise).toBe(0);
  });

  it('is refused clearly for a GSTIN that does not check out or comes without a name, and nothing is placed', async () => {
    const s = await readyShopper(app);
    const before = (await app.db.select().from(orders).where(eq(orders.userId, s.user.id))).length;
    const wrongCheck = KARNATAKA_GSTIN.slice(0, 14) + (KARNATAKA_GSTIN[14] === 'A' ? 'B' : 'A');
    const cases = [
      [
        { buyer_gstin: wrongCheck, buyer_business_name: 'Udupi Traders LLP' },
        'The GSTIN’s last character does not check out',
      ],
      [
        { buyer_gstin: '99AABCU9603R1ZX', buyer_business_name: 'Udupi Traders LLP' },
        'A GSTIN starts with the code of a state of India',
      ],
      [{ buyer_gstin: KARNATAKA_GSTIN }, 'Give the business name that goes with the GSTIN'],
      [{ buyer_business_name: 'Udupi Traders LLP' }, 'Give the business’s GSTIN, or leave the business name empty'],
    ] as const;
    for (const [fields, message] of cases) {
      const refused = await app.inject({
        method: 'POST',
        url: '/api/shop/order/create',
        headers: s.headers,
        payload: { addressInfo: { address_id: s.addressId }, paymentMethod: 'Razorpay', ...fields },
      });
      expect(refused.statusCode, JSON.stringify(fields)).toBe(400);
      expect(refused.json().message).toContain(message);
    }
    expect(await app.db.select().from(orders).where(eq(orders.userId, s.user.id))).toHaveLength(before);
  });

  it('a consumer’s invoice stays as it was: their name, the delivery state, no GSTIN', async () => {
    const { orderId } = await paidOrder(app);
    const [invoice] = await app.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(invoice!.data.buyer.gstin).toBeUndefined();
    expect(invoice!.data.buyer.stateCode).toBe('27');
    expect(invoice!.data.intraState).toBe(true);
  });
});
