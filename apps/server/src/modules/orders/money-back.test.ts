import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { creditNotes, orderEvents, orders, products, refunds } from '../../platform/db/schema.ts';
import { readOutbox } from '../../platform/mailer.ts';
import type { TestApp } from '../../testing/test-app.ts';
import {
  confirmedCodOrder,
  openShop,
  orderRow,
  paidOrder as paidOrderOf,
  readyShopper,
  stockOf,
  webhooksArrive,
  type ReadyShopper,
  until,
} from '../../testing/checkout-fixtures.ts';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  ({ app, admin } = await openShop());
});
afterAll(() => app.close());

const paidOrder = (s?: ReadyShopper) => paidOrderOf(app, s);

const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: object = {}) =>
  app.inject({ method, url, headers: { cookie: admin, ...headers }, ...(payload ? { payload } : {}) });

const refundsOf = (orderId: string) => app.db.select().from(refunds).where(eq(refunds.orderId, orderId));

describe('staff refunds through the provider that took the money', () => {
  it('refunds part, then the rest; never more than was paid; a retried request answers the first refund', async () => {
    const { orderId } = await paidOrder();
    const key = { 'idempotency-key': 'refund-test-0001' };
    const first = await staff('POST', `/api/admin/orders/refund/${orderId}`, { amount: 500, reason: 'Goodwill' }, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('Refund of ₹500.00 started. It reaches the shopper within 5 days.');
    // The same key again (a double click, a retry) answers the same refund and asks for nothing more.
    const again = await staff('POST', `/api/admin/orders/refund/${orderId}`, { amount: 500, reason: 'Goodwill' }, key);
    expect(again.json().data._id).toBe(first.json().data._id);
    expect(await refundsOf(orderId)).toHaveLength(1);

    const tooMuch = await staff('POST', `/api/admin/orders/refund/${orderId}`, { amount: 2001, reason: 'Oops' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(
      'At most ₹2,000.00 can be refunded: that is what was paid less earlier refunds.',
    );

    await until(async () => (await orderRow(app, orderId)).refundedPaise === 50000);
    let order = await orderRow(app, orderId);
    expect(order.paymentStatus).toBe('partially_refunded');

    const rest = await staff('POST', `/api/admin/orders/refund/${orderId}`, { reason: 'Order rejected' });
    expect(rest.json().data.amount).toBe(2000);
    await until(async () => (await orderRow(app, orderId)).paymentStatus === 'refunded');
    order = await orderRow(app, orderId);
    expect(order.refundedPaise).toBe(order.totalPaise);
    const nothing = await staff('POST', `/api/admin/orders/refund/${orderId}`, { reason: 'Again' });
    expect(nothing.statusCode).toBe(409);

    // Each refund is on the order's timeline with its amount and Razorpay's refund id, and has a credit note.
    const details = (await staff('GET', `/api/admin/orders/details/${orderId}`)).json().data;
    expect(details.refunds.map((r: { status: string }) => r.status)).toEqual(['processed', 'processed']);
    expect(details.refunded_amount).toBe(2500);
    const processed = details.events.filter(
      (e: { kind: string; to: string }) => e.kind === 'refund' && e.to === 'processed',
    );
    expect(processed.map((e: { amount: number }) => e.amount).sort()).toEqual([2000, 500]);
    expect(processed[0].reference).toMatch(/^rfnd_/);
    const notes = await app.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
    expect(notes.map((n) => n.data.totals.totalPaise).sort()).toEqual([200000, 50000]);
    expect(notes[0]!.number).toMatch(/^TTCN\//);
    expect(notes[0]!.data.creditNote?.againstNumber).toMatch(/^TT\//);
  });

  it('answers two refund clicks at the same moment with one refund each, never over what was paid', async () => {
    const { orderId } = await paidOrder();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        staff('POST', `/api/admin/orders/refund/${orderId}`, { amount: 1000, reason: 'Race' }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(3);
    await until(async () => (await orderRow(app, orderId)).paymentStatus === 'partially_refunded');
    const rows = await refundsOf(orderId);
    expect(rows.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(200000);
  });
});

describe('a second payment for an order already paid', () => {
  it('goes back whole through its provider, once, leaving what the order keeps untouched', async () => {
    const { orderId } = await paidOrder();
    // Another payment of the same shopper's amount, kept on the first order as a second payment (as a late
    // verify for a replaced Razorpay order would leave it).
    const other = await paidOrder();
    const second = await orderRow(app, other.orderId);
    await app.db
      .update(orders)
      .set({
        duplicatePayments: [
          {
            method: 'Razorpay',
            paymentId: second.paymentId!,
            amountPaise: second.totalPaise,
            at: new Date().toISOString(),
          },
        ],
      })
      .where(eq(orders.id, orderId));

    const ask = () =>
      staff('POST', `/api/admin/orders/refund/${orderId}`, {
        payment_id: second.paymentId,
        reason: 'Second payment for an order already paid',
      });
    const [first, again] = await Promise.all([ask(), ask()]);
    expect([first.statusCode, again.statusCode].sort()).toEqual([200, 409]);
    const wrong = await staff('POST', `/api/admin/orders/refund/${orderId}`, { payment_id: 'pay_nope', reason: 'x' });
    expect(wrong.json().message).toBe('That payment is not a second payment of this order.');

    await until(
      async () =>
        (await staff('GET', `/api/admin/orders/details/${orderId}`)).json().data.duplicate_payments[0].refund_status ===
        'processed',
    );
    const order = await orderRow(app, orderId);
    expect(order).toMatchObject({ paymentStatus: 'paid', refundedPaise: 0 });
    // What the order keeps can still be refunded in full.
    const rest = await staff('POST', `/api/admin/orders/refund/${orderId}`, { reason: 'Goodwill', amount: 1 });
    expect(rest.statusCode).toBe(200);
    const secondRefund = [first, again].find((answer) => answer.statusCode === 200)!.json().data._id;
    expect(await app.db.select().from(creditNotes).where(eq(creditNotes.refundId, secondRefund))).toHaveLength(0);
  });
});

describe('the shopper cancels', () => {
  it('within a day: the stock returns, the payment is refunded in full, a mail says so', async () => {
    const { s, orderId } = await paidOrder();
    expect(await stockOf(app, s.product.id)).toBe(3);
    const details = (
      await app.inject({ method: 'GET', url: `/api/shop/order/details/${orderId}`, headers: s.headers })
    ).json().data;
    expect(details.cancel_until).not.toBeNull();
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/shop/order/cancel/${orderId}`,
      headers: s.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().message).toBe(
      'Order cancelled. Your refund of ₹2,500.00 has been started and reaches you within 5 days.',
    );
    expect(await stockOf(app, s.product.id)).toBe(5);
    await until(async () => (await orderRow(app, orderId)).paymentStatus === 'refunded');
    expect((await orderRow(app, orderId)).orderStatus).toBe('cancelled');
    const subjects = async () =>
      (await readOutbox(app.mailer.outbox!)).filter((m) => m.to === s.user.email).map((m) => m.subject);
    await until(async () => (await subjects()).includes('Thread & Tote: your refund is processed'));
    expect(await subjects()).toContain('Thread & Tote: your order is cancelled');
    // Twice is refused, and says why.
    const again = await app.inject({ method: 'POST', url: `/api/shop/order/cancel/${orderId}`, headers: s.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is already cancelled.');
  });

  it('not after a day, nor once shipped: the API says why and nothing changes', async () => {
    const { s, orderId } = await paidOrder();
    await app.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(orders.id, orderId));
    const late = await app.inject({ method: 'POST', url: `/api/shop/order/cancel/${orderId}`, headers: s.headers });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(
      /^Orders can be cancelled within 24 hours of ordering; this one was placed on /,
    );

    const shipped = await paidOrder();
    await staff('PUT', `/api/admin/orders/update/${shipped.orderId}`, { orderStatus: 'inShipping' });
    const refused = await app.inject({
      method: 'POST',
      url: `/api/shop/order/cancel/${shipped.orderId}`,
      headers: shipped.s.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('already shipped');
    expect((await orderRow(app, shipped.orderId)).orderStatus).toBe('inShipping');
    expect(await refundsOf(shipped.orderId)).toHaveLength(0);
  });
});

describe('returns and exchanges', () => {
  let skus = 0;
  async function deliveredOrderWithSizes() {
    const s = await readyShopper(app);
    skus += 1;
    const added = await staff('POST', '/api/admin/products/add', {
      image: '/uploads/0123456789abcdef0123456789abcdef.webp',
      title: `Exchange Kurta ${skus}`,
      description: 'Handloom cotton.',
      category: 'women',
      brand: 'threadandtote',
      price: 999,
      sale_price: 0,
      total_stock: 0,
      variants: [
        { size: 'M', colour: 'Black', sku: `TT-X${skus}-M`, stock: 4, images: [] },
        { size: 'L', colour: 'Black', sku: `TT-X${skus}-L`, stock: 1, images: [] },
      ],
    });
    expect(added.statusCode, added.body).toBe(201);
    const product = { id: added.json().data._id as string };
    const [m, l] = added.json().data.variants;
    await app.inject({ method: 'DELETE', url: `/api/shop/cart/${s.user.id}/${s.product.id}`, headers: s.headers });
    await app.inject({
      method: 'POST',
      url: '/api/shop/cart/add',
      headers: s.headers,
      payload: { product_id: product.id, variant_id: m._id, quantity: 2 },
    });
    const { orderId } = await paidOrder(s);
    await staff('PUT', `/api/admin/orders/update/${orderId}`, { orderStatus: 'delivered' });
    return { s, orderId, product, m, l };
  }

  it('a size exchange: the other size is held, received parcel restocks it and places the replacement at no charge', async () => {
    const { s, orderId, product, m, l } = await deliveredOrderWithSizes();
    const order = (
      await app.inject({ method: 'GET', url: `/api/shop/order/details/${orderId}`, headers: s.headers })
    ).json().data;
    expect(order.return_until).not.toBeNull();
    const line = order.cart_items.find((item: { product_id: string }) => item.product_id === product.id);
    const asked = await app.inject({
      method: 'POST',
      url: `/api/shop/order/return/${orderId}`,
      headers: s.headers,
      payload: {
        items: [{ order_item_id: line._id, quantity: 1, reason: 'too_small', exchange_variant_id: l._id }],
        note: '',
      },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json().data;
    expect(request).toMatchObject({ status: 'requested', refund_amount: 0 });
    // The L is held for them: none left for anyone else.
    const variantsNow = (await app.inject({ method: 'GET', url: `/api/shop/products/get/${product.id}` })).json().data
      .variants;
    expect(variantsNow.find((v: { _id: string }) => v._id === l._id).stock).toBe(0);

    // Asking for more than was bought is refused.
    const tooMany = await app.inject({
      method: 'POST',
      url: `/api/shop/order/return/${orderId}`,
      headers: s.headers,
      payload: { items: [{ order_item_id: line._id, quantity: 2, reason: 'too_small' }] },
    });
    expect(tooMany.statusCode).toBe(409);

    const receiveEarly = await staff('PUT', `/api/admin/returns/${request._id}`, { action: 'receive' });
    expect(receiveEarly.statusCode).toBe(409);
    expect((await staff('PUT', `/api/admin/returns/${request._id}`, { action: 'approve' })).statusCode).toBe(200);
    const received = await staff('PUT', `/api/admin/returns/${request._id}`, { action: 'receive' });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().message).toBe(
      'Parcel received: the items are back in stock and the replacement order is placed.',
    );
    const done = received.json().data;
    expect(done.status).toBe('received');
    const replacement = await orderRow(app, done.exchange_order_id);
    expect(replacement).toMatchObject({
      totalPaise: 0,
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
      userId: s.user.id,
    });
    // The returned M is back on sale; the L stays sold (to the replacement).
    const after = (await app.inject({ method: 'GET', url: `/api/shop/products/get/${product.id}` })).json().data
      .variants;
    expect(after.find((v: { _id: string }) => v._id === m._id).stock).toBe(3);
    expect(after.find((v: { _id: string }) => v._id === l._id).stock).toBe(0);
    expect(await refundsOf(orderId)).toHaveLength(0);

    const listed = (
      await app.inject({ method: 'GET', url: `/api/shop/order/returns/${orderId}`, headers: s.headers })
    ).json().data;
    expect(listed[0].status).toBe('received');
    const mails = (await readOutbox(app.mailer.outbox!)).filter((mail) => mail.to === s.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([
        'Thread & Tote: we have your return request',
        'Thread & Tote: your return is approved',
        'Thread & Tote: we have received your return',
      ]),
    );
  });

  it('a return for a refund: received restocks and refunds that line; a rejection lets a held size go', async () => {
    const { s, orderId, product, m, l } = await deliveredOrderWithSizes();
    const order = (
      await app.inject({ method: 'GET', url: `/api/shop/order/details/${orderId}`, headers: s.headers })
    ).json().data;
    const line = order.cart_items.find((item: { product_id: string }) => item.product_id === product.id);
    const exchange = await app.inject({
      method: 'POST',
      url: `/api/shop/order/return/${orderId}`,
      headers: s.headers,
      payload: { items: [{ order_item_id: line._id, quantity: 1, reason: 'too_small', exchange_variant_id: l._id }] },
    });
    const rejectedWithoutNote = await staff('PUT', `/api/admin/returns/${exchange.json().data._id}`, {
      action: 'reject',
    });
    expect(rejectedWithoutNote.statusCode).toBe(400);
    await staff('PUT', `/api/admin/returns/${exchange.json().data._id}`, { action: 'reject', note: 'Tags removed' });
    let variants = (await app.inject({ method: 'GET', url: `/api/shop/products/get/${product.id}` })).json().data
      .variants;
    expect(variants.find((v: { _id: string }) => v._id === l._id).stock).toBe(1);

    const refund = await app.inject({
      method: 'POST',
      url: `/api/shop/order/return/${orderId}`,
      headers: s.headers,
      payload: { items: [{ order_item_id: line._id, quantity: 2, reason: 'damaged' }], note: 'Torn seam' },
    });
    expect(refund.json().data.refund_amount).toBe(1998);
    await staff('PUT', `/api/admin/returns/${refund.json().data._id}`, { action: 'approve' });
    const received = await staff('PUT', `/api/admin/returns/${refund.json().data._id}`, { action: 'receive' });
    expect(received.json().message).toBe(
      'Parcel received: the items are back in stock and ₹1,998.00 is being refunded.',
    );
    variants = (await app.inject({ method: 'GET', url: `/api/shop/products/get/${product.id}` })).json().data.variants;
    expect(variants.find((v: { _id: string }) => v._id === m._id).stock).toBe(4);
    await until(async () => (await orderRow(app, orderId)).refundedPaise === 199800);
    const row = await orderRow(app, orderId);
    expect(row.paymentStatus).toBe(row.refundedPaise === row.totalPaise ? 'refunded' : 'partially_refunded');
    const [note] = await app.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
    expect(note!.data.lines).toHaveLength(1);
    expect(note!.data.lines[0]!.quantity).toBe(2);
  });

  it('not before delivery, nor after 2 days', async () => {
    const { s, orderId } = await paidOrder();
    const order = (
      await app.inject({ method: 'GET', url: `/api/shop/order/details/${orderId}`, headers: s.headers })
    ).json().data;
    const ask = () =>
      app.inject({
        method: 'POST',
        url: `/api/shop/order/return/${orderId}`,
        headers: s.headers,
        payload: { items: [{ order_item_id: order.cart_items[0]._id, quantity: 1, reason: 'other' }] },
      });
    expect((await ask()).json().message).toBe('An order can be returned once it is delivered.');
    await staff('PUT', `/api/admin/orders/update/${orderId}`, { orderStatus: 'delivered' });
    await app.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 49 * 3600_000) })
      .where(eq(orders.id, orderId));
    const late = await ask();
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("Returns are accepted within 2 days of delivery; this order's window has closed.");
  });
});

describe('Cash on Delivery refunds', () => {
  it('are a transfer staff record with its reference', async () => {
    const s = await readyShopper(app);
    const placed = await confirmedCodOrder(app, s);
    await staff('PUT', `/api/admin/orders/update/${placed.order_id}`, { paymentStatus: 'paid' });
    const missing = await staff('POST', `/api/admin/orders/refund/${placed.order_id}`, { amount: 100, reason: 'Late' });
    expect(missing.statusCode).toBe(400);
    const recorded = await staff('POST', `/api/admin/orders/refund/${placed.order_id}`, {
      amount: 100,
      reason: 'Late delivery',
      reference: 'UPI-4411223344',
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().data).toMatchObject({
      status: 'processed',
      reference: 'UPI-4411223344',
      method: 'Bank/UPI transfer',
    });
    expect((await orderRow(app, placed.order_id)).paymentStatus).toBe('partially_refunded');
    const [event] = await app.db.select().from(orderEvents).where(eq(orderEvents.reference, 'UPI-4411223344'));
    expect(event!.amountPaise).toBe(10000);
    expect(await app.db.select().from(products).where(eq(products.id, s.product.id))).toHaveLength(1);
    await webhooksArrive();
  });
});
