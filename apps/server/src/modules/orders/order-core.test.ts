// Checks the order core's seams where the second review found defects: late money for an order that was let go, a
// dearer exchange, verified buyers, open COD orders, receiving a return beside a pending refund, the refund sweep's
// fairness, a reused Idempotency-Key, the Returns total, credit notes tried again, and what each viewer may do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { couponRedemptions, creditNotes, refunds } from '../../platform/db/schema.ts';
import { readOutbox } from '../../platform/mailer.ts';
import type { TestApp } from '../../testing/test-app.ts';
import {
  completeRazorpay,
  confirmCod,
  openShop,
  orderRow,
  paidOrder as paidOrderOf,
  placeOrder,
  readyShopper,
  startRazorpay,
  type ReadyShopper,
  until,
} from '../../testing/checkout-fixtures.ts';
import { issueMissingCreditNotes } from '../../flows/money-back.ts';
import { pendingRefunds } from './refunds.ts';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  ({ app, admin } = await openShop());
});
afterAll(() => app.close());

const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: object = {}) =>
  app.inject({ method, url, headers: { cookie: admin, ...headers }, ...(payload ? { payload } : {}) });
const shopper = (s: ReadyShopper, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: s.headers, ...(payload ? { payload } : {}) });

/** A shopper's order paid with the Razorpay sandbox (2 × ₹1,250 unless the shopper's cart says otherwise). */
const paidOrder = (s?: ReadyShopper, extra: object = {}) => paidOrderOf(app, s, extra);

let codes = 0;
async function coupon(fields: object) {
  codes += 1;
  const code = `CORE${codes}`;
  const made = await staff('POST', '/api/admin/coupons', { code, kind: 'fixed', value: 200, ...fields });
  expect(made.statusCode, made.body).toBe(201);
  return code;
}

describe('late money for an order that was let go', () => {
  it('asks its coupon again: a coupon good once is not used twice; the money is refunded, saying why', async () => {
    const code = await coupon({ total_uses: 1, per_shopper_uses: 1 });
    const s = await readyShopper(app);
    const first = await placeOrder(app, s, 'Razorpay', { couponCode: code });
    expect(first.total_amount).toBe(2300);
    const opened = await startRazorpay(app, s, first.order_id);
    expect(opened.statusCode, opened.body).toBe(200);
    // A second checkout lets the first go (its coupon use given back) and takes the coupon's only use itself.
    await app.inject({
      method: 'POST',
      url: '/api/shop/cart/add',
      headers: s.headers,
      payload: { product_id: s.product.id, quantity: 1 },
    });
    const second = await paidOrder(s, { couponCode: code });
    expect((await orderRow(app, first.order_id)).paymentStatus).toBe('failed');

    // Now the first order's forgotten Razorpay checkout is paid, and the shopper's page hears why it is not confirmed.
    const paid = (await completeRazorpay(app, opened.json().data.id, 'pay')).json();
    const told = await shopper(s, 'POST', '/api/razorpay/payment/verify', { order_id: first.order_id, ...paid });
    expect(told.statusCode).toBe(409);
    expect(told.json().message).toBe(
      "We received your payment, but this order's coupon no longer applies, so the order could not be confirmed. Your refund has been started and reaches you within 5 days.",
    );
    const uses = await app.db.select().from(couponRedemptions).where(eq(couponRedemptions.state, 'used'));
    expect(uses.filter((use) => use.orderId === first.order_id || use.orderId === second.orderId)).toHaveLength(1);
    // The refund starts by itself, as a cancellation's does, without waiting for staff.
    await until(async () => (await orderRow(app, first.order_id)).paymentStatus === 'refunded');
    expect(await orderRow(app, first.order_id)).toMatchObject({ orderStatus: 'pending', needsRefund: false });
    const [refund] = await app.db.select().from(refunds).where(eq(refunds.orderId, first.order_id));
    expect(refund).toMatchObject({ kind: 'late-payment', amountPaise: 230000, status: 'processed' });
    const details = (await staff('GET', `/api/admin/orders/details/${first.order_id}`)).json().data;
    expect(details.refundable_amount).toBe(0);
    expect(details.events.map((e: { note: string | null }) => e.note)).toContainEqual(
      expect.stringContaining('its coupon no longer applies'),
    );
  });
});

type Variant = { _id: string; size: string };
const sized = (variants: Variant[], size: string) => variants.find((v) => v.size === size)!;

describe('returns and exchanges', () => {
  let skus = 0;
  /** A delivered order of two M (₹999 each) of a kurta whose L costs ₹1,199. */
  async function deliveredKurtas(s: ReadyShopper, couponCode?: string) {
    skus += 1;
    const added = await staff('POST', '/api/admin/products/add', {
      image: '/uploads/0123456789abcdef0123456789abcdef.webp',
      title: `Core Kurta ${skus}`,
      description: 'Handloom cotton.',
      category: 'women',
      brand: 'threadandtote',
      price: 999,
      sale_price: 0,
      total_stock: 0,
      variants: [
        { size: 'M', colour: 'Black', sku: `TT-C${skus}-M`, stock: 4, images: [] },
        { size: 'L', colour: 'Black', sku: `TT-C${skus}-L`, stock: 3, images: [], price: 1199 },
        { size: 'S', colour: 'Black', sku: `TT-C${skus}-S`, stock: 3, images: [] },
      ],
    });
    expect(added.statusCode, added.body).toBe(201);
    const product = added.json().data;
    await app.inject({ method: 'DELETE', url: `/api/shop/cart/${s.user.id}/${s.product.id}`, headers: s.headers });
    await app.inject({
      method: 'POST',
      url: '/api/shop/cart/add',
      headers: s.headers,
      payload: { product_id: product._id, variant_id: sized(product.variants, 'M')._id, quantity: 2 },
    });
    const { orderId } = await paidOrder(s, couponCode ? { couponCode } : {});
    await staff('PUT', `/api/admin/orders/update/${orderId}`, { orderStatus: 'delivered' });
    const order = (await shopper(s, 'GET', `/api/shop/order/details/${orderId}`)).json().data;
    return { orderId, line: order.cart_items[0], variants: product.variants };
  }

  it('refuses an exchange for a dearer size, with a clear message, and takes one at the same price', async () => {
    const s = await readyShopper(app);
    const { orderId, line, variants } = await deliveredKurtas(s);
    const [l, small] = [sized(variants, 'L'), sized(variants, 'S')];
    const dearer = await shopper(s, 'POST', `/api/shop/order/return/${orderId}`, {
      items: [{ order_item_id: line._id, quantity: 1, reason: 'too_small', exchange_variant_id: l._id }],
      note: '',
    });
    expect(dearer.statusCode).toBe(400);
    expect(dearer.json().message).toBe(
      `Core Kurta ${skus} (Size L, Black) costs more than the item you are returning, so it cannot be exchanged for it. Choose a refund, then order it.`,
    );
    const same = await shopper(s, 'POST', `/api/shop/order/return/${orderId}`, {
      items: [{ order_item_id: line._id, quantity: 1, reason: 'too_large', exchange_variant_id: small._id }],
      note: '',
    });
    expect(same.statusCode, same.body).toBe(201);
    await staff('PUT', `/api/admin/returns/${same.json().data._id}`, { action: 'approve' });
    const received = await staff('PUT', `/api/admin/returns/${same.json().data._id}`, { action: 'receive' });
    const replacement = (
      await staff('GET', `/api/admin/orders/details/${received.json().data.exchange_order_id}`)
    ).json().data;
    // An exchange is a kind of order; it was paid for with the original's way of paying.
    expect(replacement).toMatchObject({ kind: 'exchange', payment_method: 'Razorpay', total_amount: 0 });
    // The request names both orders by their short numbers, and so does the shopper's mail.
    const original = (await staff('GET', `/api/admin/orders/details/${orderId}`)).json().data;
    expect(received.json().data).toMatchObject({
      order_number: original.order_number,
      exchange_order_number: replacement.order_number,
    });
    const mail = (await readOutbox(app.mailer.outbox!)).find((m) => m.subject.endsWith('we have received your return'));
    expect(mail?.text).toContain(
      `Your replacement is on its way as a new order at no charge: ${replacement.order_number}.`,
    );
    expect(mail?.text).toContain(`Order ID: ${original.order_number}`);
  });

  it('shows staff the refund after the coupon’s share, as it is paid back', async () => {
    const code = await coupon({});
    const s = await readyShopper(app);
    const { orderId, line } = await deliveredKurtas(s, code);
    const asked = await shopper(s, 'POST', `/api/shop/order/return/${orderId}`, {
      items: [{ order_item_id: line._id, quantity: 1, reason: 'too_small' }],
      note: '',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const listed = (await staff('GET', '/api/admin/returns?status=requested')).json().data;
    const request = listed.find((r: { _id: string }) => r._id === asked.json().data._id);
    // ₹999 less half of the ₹200 coupon spread over the two pieces.
    expect(request.items[0].refund_amount).toBe(899);
    expect(request.refund_amount).toBe(899);
  });

  it('receives a returned parcel while another refund of the order is pending', async () => {
    const s = await readyShopper(app);
    const placed = await app.inject({
      method: 'POST',
      url: '/api/shop/order/create',
      headers: s.headers,
      payload: { addressInfo: { address_id: s.addressId }, paymentMethod: 'COD' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order_id;
    await confirmCod(app, s, orderId);
    await staff('PUT', `/api/admin/orders/update/${orderId}`, { paymentStatus: 'paid' });
    await staff('PUT', `/api/admin/orders/update/${orderId}`, { orderStatus: 'delivered' });
    // A transfer staff have yet to make: pending, ₹2,000 of the ₹2,500.
    const goodwill = await staff(
      'POST',
      `/api/admin/orders/refund/${orderId}`,
      { amount: 2000, reason: 'Goodwill' },
      { 'idempotency-key': 'core-pending-0001' },
    );
    expect(goodwill.json().data.status).toBe('pending');
    const line = (await shopper(s, 'GET', `/api/shop/order/details/${orderId}`)).json().data.cart_items[0];
    const asked = await shopper(s, 'POST', `/api/shop/order/return/${orderId}`, {
      items: [{ order_item_id: line._id, quantity: 1, reason: 'damaged' }],
      note: '',
    });
    const id = asked.json().data._id;
    await staff('PUT', `/api/admin/returns/${id}`, { action: 'approve' });
    const received = await staff('PUT', `/api/admin/returns/${id}`, { action: 'receive' });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().data.status).toBe('received');
    // What is left to refund (₹500), not the line's ₹1,250: never more than was paid.
    const rows = await app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows.map((r) => r.amountPaise).sort()).toEqual([200000, 50000]);
  });
});

describe('verified buyers and open COD orders', () => {
  it('a shopper who cancelled for a full refund cannot review the product as a buyer', async () => {
    const { s, orderId } = await paidOrder();
    const cancelled = await shopper(s, 'POST', `/api/shop/order/cancel/${orderId}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const review = await shopper(s, 'POST', '/api/shop/review/add', {
      product_id: s.product.id,
      rating: 5,
      comment: 'Five stars, bought and loved it',
    });
    expect(review.statusCode).toBe(403);
  });

  it('cancelled COD orders do not count towards the two open ones', async () => {
    const s = await readyShopper(app, { totalStock: 20 });
    for (let i = 0; i < 3; i++) {
      const placed = await app.inject({
        method: 'POST',
        url: '/api/shop/order/create',
        headers: s.headers,
        payload: { addressInfo: { address_id: s.addressId }, paymentMethod: 'COD' },
      });
      expect(placed.statusCode, placed.body).toBe(201);
      expect((await shopper(s, 'POST', `/api/shop/order/cancel/${placed.json().order_id}`)).statusCode).toBe(200);
      await app.inject({
        method: 'POST',
        url: '/api/shop/cart/add',
        headers: s.headers,
        payload: { product_id: s.product.id, quantity: 2 },
      });
    }
  });
});

describe('staff refunds', () => {
  it('a reused Idempotency-Key with a different body answers 422 naming the key, and refunds nothing', async () => {
    const { orderId } = await paidOrder();
    const key = { 'idempotency-key': 'core-reused-0001' };
    const first = await staff('POST', `/api/admin/orders/refund/${orderId}`, { amount: 100, reason: 'Goodwill' }, key);
    expect(first.statusCode, first.body).toBe(200);
    const other = await staff('POST', `/api/admin/orders/refund/${orderId}`, { amount: 900, reason: 'Goodwill' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toContain('core-reused-0001');
    expect(await app.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);
  });

  it('rejects and refunds in one request, and each viewer is offered what they may do now', async () => {
    const { s, orderId } = await paidOrder();
    const mine = (await shopper(s, 'GET', `/api/shop/order/details/${orderId}`)).json().data;
    expect(mine.allowed_actions).toEqual(['cancel']);
    const before = (await staff('GET', `/api/admin/orders/details/${orderId}`)).json().data;
    expect(before.allowed_actions).toEqual(['set_status', 'mark_shipped', 'ship', 'reject', 'refund', 'edit_buyer']);
    expect(before.refundable_amount).toBe(2500);

    const rejected = await staff('PUT', `/api/admin/orders/update/${orderId}`, {
      orderStatus: 'rejected',
      refund: true,
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await until(async () => (await orderRow(app, orderId)).paymentStatus === 'refunded');
    const after = (await staff('GET', `/api/admin/orders/details/${orderId}`)).json().data;
    expect(after).toMatchObject({ order_status: 'rejected', refundable_amount: 0, refunded_amount: 2500 });
    // Its invoice is reduced by the refund's credit note: its buyer is as filed.
    expect(after.allowed_actions).toEqual(['set_status']);
    expect((await shopper(s, 'GET', `/api/shop/order/details/${orderId}`)).json().data.allowed_actions).toEqual([]);
  });
});

describe('the refund sweep and credit notes', () => {
  it('asks first about the refunds asked about longest ago, so stuck ones never starve the rest', async () => {
    const { orderId } = await paidOrder();
    const ids: string[] = [];
    for (const amount of [100, 100, 100]) {
      const made = await staff('POST', `/api/admin/orders/refund/${orderId}`, { amount, reason: 'Sweep' });
      ids.push(made.json().data._id);
    }
    await until(async () => (await pendingRefunds(app.db)).length === 0);
    // Three pending again: the two oldest were asked about a moment ago, the newest not for an hour.
    const now = Date.now();
    const times = [now - 1000, now - 500, now - 3_600_000];
    for (const [index, id] of ids.entries()) {
      await app.db
        .update(refunds)
        .set({ status: 'pending', updatedAt: new Date(times[index]!), createdAt: new Date(now - 10_000 + index) })
        .where(eq(refunds.id, id));
    }
    expect(await pendingRefunds(app.db, 2)).toEqual([ids[2], ids[0]]);
  });

  it('a credit note missing after its refund ended is issued by the sweep', async () => {
    const { orderId } = await paidOrder();
    await staff('POST', `/api/admin/orders/refund/${orderId}`, { amount: 300, reason: 'Goodwill' });
    await until(
      async () => (await app.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId))).length > 0,
    );
    await app.db.delete(creditNotes).where(eq(creditNotes.orderId, orderId));
    const errors: object[] = [];
    expect(await issueMissingCreditNotes(app.db, { error: (o) => errors.push(o) })).toBeGreaterThanOrEqual(1);
    expect(await app.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId))).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
