import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_SETTINGS } from '@shop/contract/settings';
import { couponRedemptions, invoices, orderItems, payments } from '../../platform/db/schema.ts';
import { signedInUser } from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { expireReservations } from '../orders/order-service.ts';
import {
  confirmedCodOrder,
  orderRow,
  placeOrder,
  readyShopper,
  startRazorpay,
} from '../../testing/checkout-fixtures.ts';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  admin = (await signedInUser(app, { role: 'admin' })).cookie;
});
afterAll(() => app.close());

let codes = 0;
/** A coupon made by staff through the API; answers its code. */
async function makeCoupon(fields: object = {}) {
  codes += 1;
  const code = `TEST${codes}`;
  const made = await app.inject({
    method: 'POST',
    url: '/api/admin/coupons',
    headers: { cookie: admin },
    payload: { code, kind: 'percent', value: 10, ...fields },
  });
  expect(made.statusCode, made.body).toBe(201);
  return { code, id: made.json().data._id as string };
}

const apply = (headers: Record<string, string>, code: string) =>
  app.inject({ method: 'POST', url: '/api/shop/cart/coupon', headers, payload: { code } });

describe('staff’s coupons', () => {
  it('are made, listed with their uses, refused when a code is taken in any case, edited, paused and deleted', async () => {
    const { code, id } = await makeCoupon({ kind: 'fixed', value: 200, min_order: 1000, total_uses: 5 });
    const again = await app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: { cookie: admin },
      payload: { code: code.toLowerCase(), kind: 'percent', value: 5 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A coupon with this code already exists.');
    const bad = await app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: { cookie: admin },
      payload: { code: 'BIG', kind: 'percent', value: 95 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('A percentage is a whole number from 1 to 90');

    const listed = (await app.inject({ method: 'GET', url: '/api/admin/coupons', headers: { cookie: admin } })).json();
    expect(listed.data.find((c: { _id: string }) => c._id === id)).toMatchObject({
      code,
      kind: 'fixed',
      value: 200,
      min_order: 1000,
      total_uses: 5,
      used: 0,
      held: 0,
      paused: false,
    });
    const paused = await app.inject({
      method: 'PUT',
      url: `/api/admin/coupons/${id}`,
      headers: { cookie: admin },
      payload: { code, kind: 'fixed', value: 200, min_order: 1000, total_uses: 5, paused: true },
    });
    expect(paused.json().data.paused).toBe(true);
    const s = await readyShopper(app);
    expect((await apply(s.headers, code)).json().message).toBe('This coupon is not active at the moment.');
    const gone = await app.inject({ method: 'DELETE', url: `/api/admin/coupons/${id}`, headers: { cookie: admin } });
    expect(gone.json().message).toBe('Coupon deleted.');
    expect((await apply(s.headers, code)).json().message).toBe(
      'That coupon code does not exist. Check it and try again.',
    );
  });

  it('are for staff only', async () => {
    const s = await readyShopper(app);
    expect((await app.inject({ method: 'GET', url: '/api/admin/coupons', headers: s.headers })).statusCode).toBe(403);
  });
});

describe('Apply coupon and placing the order', () => {
  it('quotes the cart, then the order is charged the discounted total, with the discount on its lines', async () => {
    const { code } = await makeCoupon({ value: 15, max_discount: 300 });
    const s = await readyShopper(app); // 2 × ₹1,250
    const quote = await apply(s.headers, code.toLowerCase());
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({
      message: 'Coupon applied: 15% off, up to ₹300.00.',
      data: { code, discount: 300, subtotal: 2500, total: 2200, description: '15% off, up to ₹300.00' },
    });

    const placed = await placeOrder(app, s, 'Razorpay', { couponCode: code.toLowerCase() });
    expect(placed.total_amount).toBe(2200);
    const order = await orderRow(app, placed.order_id);
    expect(order).toMatchObject({ totalPaise: 220_000, discountPaise: 30_000, couponCode: code });
    const [line] = await app.db.select().from(orderItems).where(eq(orderItems.orderId, placed.order_id));
    expect(line!.discountPaise).toBe(30_000);
    // Razorpay is asked for the discounted amount.
    const started = await startRazorpay(app, s, placed.order_id);
    expect(started.json().data.amount).toBe(220_000);
    const [attempt] = await app.db.select().from(payments).where(eq(payments.orderId, placed.order_id));
    expect(attempt!.amountPaise).toBe(220_000);
    const details = (
      await app.inject({ method: 'GET', url: `/api/shop/order/details/${placed.order_id}`, headers: s.headers })
    ).json().data;
    expect(details).toMatchObject({ discount_amount: 300, coupon_code: code, total_amount: 2200 });
  });

  it('refuses clearly: unknown, not yet valid, expired, below the minimum, and never takes a discount from the page', async () => {
    const s = await readyShopper(app); // ₹2,500
    expect((await apply(s.headers, 'NOPE1')).statusCode).toBe(400);
    const soon = await makeCoupon({ starts_at: '2099-01-01T10:00:00+05:30' });
    expect((await apply(s.headers, soon.code)).json().message).toBe(
      'This coupon can be used from 1 Jan 2099, 10:00 am.',
    );
    const old = await makeCoupon({ starts_at: '2020-01-01T00:00:00+05:30', ends_at: '2020-02-01T00:00:00+05:30' });
    expect((await apply(s.headers, old.code)).json().message).toBe('This coupon has expired.');
    const big = await makeCoupon({ min_order: 3000 });
    expect((await apply(s.headers, big.code)).json().message).toBe(
      'This coupon needs an order of at least ₹3,000.00: add ₹500.00 more.',
    );
    // An expired code at order time is refused, and nothing is held.
    const created = await app.inject({
      method: 'POST',
      url: '/api/shop/order/create',
      headers: s.headers,
      payload: {
        addressInfo: { address_id: s.addressId },
        paymentMethod: 'Razorpay',
        couponCode: old.code,
        totalAmount: 1,
      },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe('This coupon has expired.');
  });

  it('gives its last use to exactly one of many shoppers placing orders at the same moment', async () => {
    const { code, id } = await makeCoupon({ total_uses: 3 });
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => readyShopper(app, { totalStock: 10 })));
    const answers = await Promise.all(
      shoppers.map((s) =>
        app.inject({
          method: 'POST',
          url: '/api/shop/order/create',
          headers: s.headers,
          payload: { addressInfo: { address_id: s.addressId }, paymentMethod: 'Razorpay', couponCode: code },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 400).map((a) => a.json().message)).toEqual(
      Array(5).fill('This coupon has been used up.'),
    );
    const held = await app.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, id));
    expect(held).toHaveLength(3);
  });

  it('counts uses per shopper, and gives a use back when the unpaid order is let go', async () => {
    const { code, id } = await makeCoupon({ per_shopper_uses: 1 });
    const s = await readyShopper(app, { totalStock: 10 });
    const first = await placeOrder(app, s, 'Razorpay', { couponCode: code });
    // A second checkout replaces the first (one hold per shopper): the first's use comes back with its stock.
    const second = await placeOrder(app, s, 'PayPal', { couponCode: code });
    expect((await orderRow(app, first.order_id)).paymentStatus).toBe('failed');
    expect((await orderRow(app, second.order_id)).discountPaise).toBe(25_000);
    // Meanwhile their one use is held by the second order.
    const third = await app.inject({
      method: 'POST',
      url: '/api/shop/cart/coupon',
      headers: s.headers,
      payload: { code },
    });
    expect(third.json().message).toBe('You have already used this coupon.');
    await expireReservations(app.db, new Date(Date.now() + 60 * 60_000));
    const states = await app.db
      .select({ state: couponRedemptions.state })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, id));
    expect(states.map((r) => r.state).sort()).toEqual(['released', 'released']);
    expect((await apply(s.headers, code)).statusCode).toBe(200);
  });

  it('a Cash on Delivery order uses it at once, and its tax invoice taxes what was charged after the discount', async () => {
    const settings = await app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: admin },
      payload: {
        ...DEFAULT_SETTINGS,
        shop: {
          legal_name: 'Thread & Tote Retail Pvt Ltd',
          address: '12 MG Road, Pune 411001',
          state_code: '27',
          gstin: '27AAACT2727Q1ZW',
          invoice_prefix: 'TT',
        },
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const { code, id } = await makeCoupon({ kind: 'fixed', value: 250 });
    const s = await readyShopper(app); // 2 × ₹1,250 to Mumbai
    const placed = await confirmedCodOrder(app, s, { couponCode: code });
    const order = await orderRow(app, placed.order_id);
    expect(order.totalPaise).toBe(250_000 - 25_000 + order.codFeePaise);
    const [use] = await app.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, id));
    expect(use!.state).toBe('used');
    await app.inject({
      method: 'PUT',
      url: `/api/admin/orders/update/${placed.order_id}`,
      headers: { cookie: admin },
      payload: { paymentStatus: 'paid' },
    });
    const [invoice] = await app.db.select().from(invoices).where(eq(invoices.orderId, placed.order_id));
    const [goods] = invoice!.data.lines;
    expect(goods!.totalPaise).toBe(225_000);
    expect(goods!.description).toContain(`coupon ${code} −₹250.00`);
    expect(invoice!.data.totals.totalPaise).toBe(order.totalPaise);
  });
});
