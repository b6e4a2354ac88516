// POST /api/shop/checkout/quote: what the shopper's cart costs by each way to pay, in the server's numbers (issue 43).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../testing/fixtures.ts';
import type { TestApp } from '../testing/test-app.ts';
import { openShop, placeOrder, readyShopper, type ReadyShopper } from '../testing/checkout-fixtures.ts';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  ({ app, admin } = await openShop());
  const { data: settings } = (
    await app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: admin } })
  ).json();
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: admin },
    payload: {
      ...settings,
      online_discount: { enabled: true, kind: 'percent', value: 5, max_discount: 100 },
      cod: { ...settings.cod, fee: 49 },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const coupon = await app.inject({
    method: 'POST',
    url: '/api/admin/coupons',
    headers: { cookie: admin },
    payload: { code: 'QUOTE200', kind: 'fixed', value: 200 },
  });
  expect(coupon.statusCode, coupon.body).toBe(201);
});
afterAll(() => app.close());

const quote = (s: { headers: Record<string, string> }, payload: object) =>
  app.inject({ method: 'POST', url: '/api/shop/checkout/quote', headers: s.headers, payload });
const methodOf = (data: { methods: { method: string }[] }, method: string) =>
  data.methods.find((m) => m.method === method);

describe('checkout’s quote', () => {
  it('prices the cart by every way to pay, and an order placed right after costs exactly that', async () => {
    const s: ReadyShopper = await readyShopper(app);
    const answer = await quote(s, { address_id: s.addressId, coupon_code: 'quote200' });
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data;
    // 2 × ₹1,250 = ₹2,500; the coupon takes ₹200; paying online 5 % of ₹2,300 = ₹115, capped at ₹100.
    expect(data.subtotal).toBe(2500);
    expect(data.lines).toEqual([
      { product_id: s.product.id, variant_id: null, quantity: 2, unit_price: 1250, line_total: 2500 },
    ]);
    expect(methodOf(data, 'Razorpay')).toEqual({
      method: 'Razorpay',
      available: true,
      reason: null,
      total: 2200,
      discount_amount: 200,
      online_discount_amount: 100,
      cod_fee: 0,
      shipping_fee: 0,
    });
    expect(methodOf(data, 'PhonePe')).toMatchObject({ available: true, total: 2200 });
    expect(methodOf(data, 'COD')).toEqual({
      method: 'COD',
      available: true,
      reason: null,
      total: 2349,
      discount_amount: 200,
      online_discount_amount: 0,
      cod_fee: 49,
      shipping_fee: 0,
    });
    const placed = await placeOrder(app, s, 'COD', { couponCode: 'QUOTE200' });
    expect(placed.total_amount).toBe(2349);
  });

  it('refuses a coupon that does not apply in words, and prices the cart without it when asked again', async () => {
    const s = await readyShopper(app);
    const refused = await quote(s, { address_id: s.addressId, coupon_code: 'NOSUCH' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('That coupon code does not exist. Check it and try again.');
    const plain = await quote(s, { address_id: s.addressId });
    expect(plain.statusCode).toBe(200);
    expect(methodOf(plain.json().data, 'Razorpay')).toMatchObject({ total: 2400, discount_amount: 0 });
  });

  it('says why Cash on Delivery waits for an address, and refuses an address that is not the shopper’s', async () => {
    const s = await readyShopper(app);
    const noAddress = await quote(s, {});
    expect(methodOf(noAddress.json().data, 'COD')).toMatchObject({
      available: false,
      reason: 'Please select one address to proceed.',
    });
    const other = await readyShopper(app);
    const theirs = await quote(s, { address_id: other.addressId });
    expect(theirs.statusCode).toBe(404);
  });

  it('answers an empty cart in words and a stranger with 401', async () => {
    const shopper = await signedInUser(app);
    const empty = await quote({ headers: { cookie: shopper.cookie } }, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Your cart is empty. Please add items to proceed');
    const stranger = await app.inject({ method: 'POST', url: '/api/shop/checkout/quote', payload: {} });
    expect(stranger.statusCode).toBe(401);
  });
});
