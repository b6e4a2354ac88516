import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COD_RISK_RULES, type CodRiskRules } from '@shop/contract/settings';
import type { TestApp } from '../testing/test-app.ts';
import {
  confirmedCodOrder,
  openShop,
  paidOrder,
  readyShopper,
  type ReadyShopper,
} from '../testing/checkout-fixtures.ts';

let app: TestApp;
let admin: string;

beforeAll(async () => {
  ({ app, admin } = await openShop());
});
afterAll(() => app.close());

/** Staff's risk rules: these set, every other one off. */
async function rules(set: Partial<CodRiskRules>) {
  const current = (await app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: admin } })).json()
    .data;
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: admin },
    payload: { ...current, cod: { ...current.cod, risk: { ...DEFAULT_COD_RISK_RULES, ...set } } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

const staffUpdate = (orderId: string, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/admin/orders/update/${orderId}`, headers: { cookie: admin }, payload });

const codCheck = async (s: ReadyShopper) =>
  (await app.inject({ method: 'GET', url: `/api/shop/order/cod-check/${s.addressId}`, headers: s.headers })).json()
    .data as { available: boolean; reason: string | null };

const orderCod = (s: ReadyShopper) =>
  app.inject({
    method: 'POST',
    url: '/api/shop/order/create',
    headers: s.headers,
    payload: { addressInfo: { address_id: s.addressId }, paymentMethod: 'COD' },
  });

/** A COD parcel to the fixtures' pincode (400050) that ended: its cash collected, or back to us unpaid. */
async function codParcel(end: 'delivered' | 'returned', s?: ReadyShopper) {
  const shopper = s ?? (await readyShopper(app));
  const { order_id: orderId } = await confirmedCodOrder(app, shopper);
  if (end === 'delivered') {
    await staffUpdate(orderId, { orderStatus: 'delivered' });
    await staffUpdate(orderId, { paymentStatus: 'paid' });
  } else {
    await staffUpdate(orderId, { orderStatus: 'returned' });
  }
  return { shopper, orderId };
}

describe("Cash on Delivery's risk rules", () => {
  let history: { orderId: string }[];

  beforeAll(async () => {
    // The pincode's history: 2 delivered, 2 back unpaid (50 %).
    history = [
      await codParcel('delivered'),
      await codParcel('delivered'),
      await codParcel('returned'),
      await codParcel('returned'),
    ];
  });

  it('are all off until staff set them', async () => {
    await rules({});
    expect(await codCheck(await readyShopper(app))).toEqual({ available: true, reason: null });
  });

  it('switch COD off in a pincode whose parcels come back too often, once there are enough to judge by', async () => {
    await rules({ pincode_rto_percent: 50, min_parcels: 4 });
    const s = await readyShopper(app);
    const reason =
      'Cash on Delivery is not offered to this pincode, as too many parcels sent here in cash came back. Please pay online with PhonePe or Razorpay.';
    expect(await codCheck(s)).toEqual({ available: false, reason });
    const refused = await orderCod(s);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(reason);

    await rules({ pincode_rto_percent: 60, min_parcels: 4 });
    expect((await codCheck(s)).available).toBe(true);
    await rules({ pincode_rto_percent: 50, min_parcels: 5 });
    expect((await codCheck(s)).available).toBe(true);
  });

  it('switch COD off for a blocked pincode or shopper', async () => {
    const s = await readyShopper(app);
    await rules({ blocked_pincodes: ['400050'] });
    expect((await codCheck(s)).reason).toBe(
      'Cash on Delivery is not offered to this pincode. Please pay online with PhonePe or Razorpay.',
    );
    await rules({ blocked_customers: [s.user.email.toUpperCase()] });
    expect((await codCheck(s)).reason).toBe(
      'Cash on Delivery is not offered on your account. Please pay online with PhonePe or Razorpay.',
    );
    expect((await orderCod(s)).statusCode).toBe(400);
    expect((await codCheck(await readyShopper(app))).available).toBe(true);
  });

  it('switch COD off for a shopper whose parcels came back', async () => {
    const { shopper } = await codParcel('returned');
    const cart = await app.inject({
      method: 'POST',
      url: '/api/shop/cart/add',
      headers: shopper.headers,
      payload: { product_id: shopper.product.id, quantity: 1 },
    });
    expect(cart.statusCode).toBe(200);
    await rules({ customer_rto_count: 1 });
    expect((await codCheck(shopper)).reason).toBe(
      'Cash on Delivery is not offered on your account, as earlier parcels paid in cash came back. Please pay online with PhonePe or Razorpay.',
    );
    await rules({ customer_rto_percent: 100, min_parcels: 1 });
    expect((await codCheck(shopper)).available).toBe(false);
    await rules({ customer_rto_percent: 100, min_parcels: 2 });
    expect((await codCheck(shopper)).available).toBe(true);
  });

  it("has a new shopper's large first order paid online", async () => {
    await rules({ first_order_max: 1000 });
    const first = await readyShopper(app); // 2 × ₹1,250
    expect((await codCheck(first)).reason).toBe(
      'A first order above ₹1,000.00 is paid online. Please pay with PhonePe or Razorpay.',
    );
    const regular = await readyShopper(app);
    await paidOrder(app, regular);
    await app.inject({
      method: 'POST',
      url: '/api/shop/cart/add',
      headers: regular.headers,
      payload: { product_id: regular.product.id, quantity: 2 },
    });
    expect((await codCheck(regular)).available).toBe(true);
  });

  it("shows staff the pincode's and the shopper's history beside a COD order", async () => {
    await rules({});
    const details = (
      await app.inject({
        method: 'GET',
        url: `/api/admin/orders/details/${history[2]!.orderId}`,
        headers: { cookie: admin },
      })
    ).json().data;
    expect(details.cod_risk.customer).toEqual({ parcels: 1, returned: 1, percent: 100 });
    expect(details.cod_risk.pincode.parcels).toBeGreaterThanOrEqual(4);
    expect(details.cod_risk.pincode.returned).toBeGreaterThanOrEqual(2);
  });
});
