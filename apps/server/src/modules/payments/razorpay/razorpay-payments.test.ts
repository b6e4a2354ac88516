import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { orderEvents, payments, webhookEvents } from '../../../platform/db/schema.ts';
import { signedInUser } from '../../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { expireReservations } from '../../orders/order-service.ts';
import {
  completeRazorpay,
  orderRow,
  placeOrder,
  readyShopper,
  startRazorpay,
  stockOf,
  webhooksArrive,
  type ReadyShopper,
} from '../../../testing/checkout-fixtures.ts';
import { hmacHex } from './razorpay-api.ts';
import { SANDBOX } from '../sandbox/sandbox-keys.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  // The adapters call the sandbox over real HTTP, and its webhooks come back the same way.
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

const start = (s: ReadyShopper, orderId: string) => startRazorpay(app, s, orderId);
const complete = (razorpayOrderId: string, outcome: 'pay' | 'fail' | 'authorize') =>
  completeRazorpay(app, razorpayOrderId, outcome);

const verify = (s: ReadyShopper, orderId: string, paid: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/razorpay/payment/verify',
    headers: s.headers,
    payload: { order_id: orderId, ...paid },
  });

/** The payment as Razorpay (the sandbox) holds it now. */
async function razorpayPayment(paymentId: string) {
  const auth = Buffer.from(`${SANDBOX.razorpay.keyId}:${SANDBOX.razorpay.keySecret}`).toString('base64');
  const answer = await app.inject({
    method: 'GET',
    url: `/api/sandbox/razorpay/v1/payments/${paymentId}`,
    headers: { authorization: `Basic ${auth}` },
  });
  return answer.json() as { status: string };
}

/** An order that, as before this change, had two Razorpay orders open: the migration closed the older one. */
async function orderWithTwoRazorpayOrders(s: ReadyShopper) {
  const { order_id: orderId } = await placeOrder(app, s, 'Razorpay');
  const older = (await start(s, orderId)).json().data.id as string;
  await app.db.update(payments).set({ status: 'failed' }).where(eq(payments.providerOrderId, older));
  const newer = (await start(s, orderId)).json().data.id as string;
  expect(newer).not.toBe(older);
  return { orderId, older, newer };
}

describe('one Razorpay order per shop order', () => {
  it('clicks, tabs and retries all get the same Razorpay order, which can be paid only once', async () => {
    const s = await readyShopper(app);
    const { order_id: orderId } = await placeOrder(app, s, 'Razorpay');
    const [first, second] = await Promise.all([start(s, orderId), start(s, orderId)]);
    const retried = await start(s, orderId);
    const ids = [first, second, retried].map((r) => r.json().data.id);
    expect(new Set(ids).size).toBe(1);
    expect(await app.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(1);

    // A failed attempt in the modal, then a payment, on that one Razorpay order.
    expect((await complete(ids[0], 'fail')).statusCode).toBe(400);
    const paid = await complete(ids[0], 'pay');
    expect(paid.statusCode).toBe(200);
    expect((await complete(ids[0], 'pay')).json().error.description).toBe('Order has already been paid');
    expect((await verify(s, orderId, paid.json())).json()).toMatchObject({ success: true, order_id: orderId });
    await webhooksArrive();
    // The same payment told by verify and by two webhooks is one payment, not a second one.
    expect(await orderRow(app, orderId)).toMatchObject({
      paymentStatus: 'paid',
      paymentId: paid.json().razorpay_payment_id,
      duplicatePayments: [],
    });
  });

  it('starting again for a paid order says it is paid', async () => {
    const s = await readyShopper(app);
    const { order_id: orderId } = await placeOrder(app, s, 'Razorpay');
    const id = (await start(s, orderId)).json().data.id;
    await verify(s, orderId, (await complete(id, 'pay')).json());
    const again = await start(s, orderId);
    expect(again.statusCode).toBe(409);
  });

  it('the 61st start in 15 minutes from one shopper is refused with a 429', async () => {
    const s = await readyShopper(app);
    const { order_id: orderId } = await placeOrder(app, s, 'Razorpay');
    const statuses = [];
    for (let k = 0; k < 61; k += 1) statuses.push((await start(s, orderId)).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe('money for an order that another payment has already paid', () => {
  it('is kept on the order for a refund, shown to staff and the shopper, and the shopper is told so', async () => {
    const s = await readyShopper(app);
    const { orderId, older, newer } = await orderWithTwoRazorpayOrders(s);
    const first = (await complete(newer, 'pay')).json();
    expect((await verify(s, orderId, first)).statusCode).toBe(200);

    const second = (await complete(older, 'pay')).json();
    const told = await verify(s, orderId, second);
    expect(told.statusCode).toBe(409);
    expect(told.json().message).toBe(
      'This order was already paid, so we will refund this second payment to you within 5 days.',
    );
    await webhooksArrive(); // the second payment's webhooks change nothing more
    expect((await verify(s, orderId, second)).statusCode).toBe(409);

    const order = await orderRow(app, orderId);
    expect(order.paymentId).toBe(first.razorpay_payment_id);
    expect(order.duplicatePayments).toMatchObject([
      { method: 'Razorpay', paymentId: second.razorpay_payment_id, amountPaise: 250000 },
    ]);
    const notes = await app.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.field, 'note')));
    expect(notes.map((e) => e.note)).toEqual([expect.stringContaining(`(${second.razorpay_payment_id})`)]);

    const expected = [{ payment_id: second.razorpay_payment_id, payment_method: 'Razorpay', amount: 2500 }];
    const shopperSees = await app.inject({
      method: 'GET',
      url: `/api/shop/order/details/${orderId}`,
      headers: s.headers,
    });
    expect(shopperSees.json().data.duplicate_payments).toMatchObject(expected);
    const admin = await signedInUser(app, { role: 'admin' });
    const staffSee = await app.inject({
      method: 'GET',
      url: `/api/admin/orders/details/${orderId}`,
      headers: { cookie: admin.cookie },
    });
    expect(staffSee.json().data.duplicate_payments).toMatchObject(expected);
  });

  it('is not captured when Razorpay has only authorised it', async () => {
    const s = await readyShopper(app);
    const { orderId, older, newer } = await orderWithTwoRazorpayOrders(s);
    expect((await verify(s, orderId, (await complete(newer, 'pay')).json())).statusCode).toBe(200);

    const authorised = (await complete(older, 'authorize')).json();
    await webhooksArrive(); // Razorpay's payment.authorized webhook
    const told = await verify(s, orderId, authorised);
    expect(told.statusCode).toBe(409);
    expect(told.json().message).toMatch(/^This order was already paid, so this second payment was not taken\./);
    expect((await razorpayPayment(authorised.razorpay_payment_id)).status).toBe('authorized');
    expect((await orderRow(app, orderId)).duplicatePayments).toEqual([]);
  });

  it('an authorised payment for an order still waiting is captured and confirms it', async () => {
    const s = await readyShopper(app);
    const { order_id: orderId } = await placeOrder(app, s, 'Razorpay');
    const id = (await start(s, orderId)).json().data.id;
    const authorised = (await complete(id, 'authorize')).json();
    expect((await verify(s, orderId, authorised)).statusCode).toBe(200);
    expect((await razorpayPayment(authorised.razorpay_payment_id)).status).toBe('captured');
    expect((await orderRow(app, orderId)).paymentStatus).toBe('paid');
  });
});

describe('money after the hold ran out', () => {
  it('is flagged for a refund when the stock has been sold meanwhile, and nothing is oversold', async () => {
    const s = await readyShopper(app, { totalStock: 2 });
    const { order_id: orderId } = await placeOrder(app, s, 'Razorpay');
    const id = (await start(s, orderId)).json().data.id;
    await expireReservations(app.db, new Date(Date.now() + 16 * 60_000));
    // Someone else buys the two units the expired order gave back.
    const other = await readyShopper(app);
    const headers = other.headers;
    await app.inject({ method: 'DELETE', url: `/api/shop/cart/${other.user.id}/${other.product.id}`, headers });
    const add = { product_id: s.product.id, quantity: 2 };
    expect((await app.inject({ method: 'POST', url: '/api/shop/cart/add', headers, payload: add })).statusCode).toBe(
      200,
    );
    await placeOrder(app, other, 'PhonePe');
    expect(await stockOf(app, s.product.id)).toBe(0);

    const told = await verify(s, orderId, (await complete(id, 'pay')).json());
    expect(told.statusCode).toBe(409);
    expect(told.json().message).toMatch(/an item sold out meanwhile/);
    expect(await orderRow(app, orderId)).toMatchObject({
      paymentStatus: 'paid',
      orderStatus: 'pending',
      needsRefund: true,
    });
    expect(await stockOf(app, s.product.id)).toBe(0);
  });
});

describe('the Razorpay webhook', () => {
  const deliver = (eventId: string, body: string) =>
    app.inject({
      method: 'POST',
      url: '/api/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacHex(SANDBOX.razorpay.webhookSecret, body),
        'x-razorpay-event-id': eventId,
      },
      payload: body,
    });
  const handled = async (eventId: string) =>
    (await app.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId))).length === 1;

  it('records an event as handled only once its work is done, so a redelivery after a failure is worked on', async () => {
    // Razorpay cannot be asked about a payment it does not know: the work fails.
    const unknown = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_unknown0000001', order_id: 'order_unknown00001' } } },
    });
    expect((await deliver('evt_fails_first', unknown)).statusCode).toBe(200);
    await webhooksArrive();
    expect(await handled('evt_fails_first')).toBe(false);

    const s = await readyShopper(app);
    const { order_id: orderId } = await placeOrder(app, s, 'Razorpay');
    const id = (await start(s, orderId)).json().data.id;
    const paid = (await complete(id, 'pay')).json();
    const captured = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: paid.razorpay_payment_id, order_id: id } } },
    });
    expect((await deliver('evt_works', captured)).statusCode).toBe(200);
    await webhooksArrive();
    expect(await handled('evt_works')).toBe(true);
    expect((await deliver('evt_works', captured)).statusCode).toBe(200);
    expect((await orderRow(app, orderId)).paymentStatus).toBe('paid');
  });
});
