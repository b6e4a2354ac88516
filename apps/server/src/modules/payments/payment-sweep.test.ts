import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, payments, refunds } from '../../platform/db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  completeRazorpay,
  orderRow,
  placeOrder,
  readyShopper,
  startRazorpay,
  type ReadyShopper,
} from '../../testing/checkout-fixtures.ts';
import { SANDBOX } from './sandbox/sandbox-keys.ts';

let app: TestApp;
beforeAll(async () => {
  // The sweeps run every second here, instead of every minute.
  app = await createTestApp({ SWEEP_INTERVAL_SECONDS: '1' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // Every webhook and callback goes missing, and the shopper closes the tab after paying: only the sweep can tell.
  await app.inject({ method: 'POST', url: '/api/sandbox/control', payload: { loseWebhooksForSeconds: 600 } });
});
afterAll(() => app.close());

/** Time passes: the order's hold now ends within the sweep's two-minute look-ahead. */
const holdEndsSoon = (orderId: string) =>
  app.db
    .update(orders)
    .set({ reservedUntil: new Date(Date.now() + 60_000) })
    .where(eq(orders.id, orderId));

async function paidBySweep(orderId: string) {
  await expect.poll(async () => (await orderRow(app, orderId)).paymentStatus, { timeout: 8000 }).toBe('paid');
  expect(await orderRow(app, orderId)).toMatchObject({ orderStatus: 'confirmed', needsRefund: false });
}

describe('the payment sweep, for money nobody told us about', () => {
  it('finds a Razorpay payment', async () => {
    const s: ReadyShopper = await readyShopper(app);
    const { order_id: orderId } = await placeOrder(app, s, 'Razorpay');
    const started = await startRazorpay(app, s, orderId);
    await completeRazorpay(app, started.json().data.id, 'pay');
    await holdEndsSoon(orderId);
    await paidBySweep(orderId);
  });

  it('finds a PhonePe payment', async () => {
    const s = await readyShopper(app);
    const started = await app.inject({
      method: 'POST',
      url: '/api/phonepe/payment/order',
      headers: s.headers,
      payload: { orderData: { addressInfo: { address_id: s.addressId }, paymentMethod: 'PhonePe' } },
    });
    const orderId = started.json().order_id;
    await app.inject({
      method: 'POST',
      url: `${new URL(started.json().redirectURL).pathname}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pay',
    });
    await holdEndsSoon(orderId);
    await paidBySweep(orderId);
  });

  it('finds money for an order that a new checkout replaced while it was being paid', async () => {
    const s = await readyShopper(app);
    const { order_id: first } = await placeOrder(app, s, 'Razorpay');
    const started = await startRazorpay(app, s, first);
    // Paid in one tab, whose page then closed; meanwhile a checkout in another tab let the first order go.
    await completeRazorpay(app, started.json().data.id, 'pay');
    await placeOrder(app, s, 'PhonePe');
    expect((await orderRow(app, first)).paymentStatus).toBe('failed');
    // The money still counts: the order is paid, its stock taken again.
    await expect.poll(async () => (await orderRow(app, first)).paymentStatus, { timeout: 8000 }).toBe('paid');
    expect(await orderRow(app, first)).toMatchObject({ orderStatus: 'confirmed', needsRefund: false });
  });

  it('captures an approved redirect-provider payment', async () => {
    const s = await readyShopper(app);
    const { order_id: orderId, approvalURL } = await placeOrder(app, s, 'PayPal');
    await app.inject({
      method: 'POST',
      url: `${new URL(approvalURL!).pathname}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pay',
    });
    await holdEndsSoon(orderId);
    await paidBySweep(orderId);
  });
});

describe('money confirmed while the database failed', () => {
  it('finds a redirect-provider capture whose order was let go before it heard, by reading the order, never capturing', async () => {
    const s = await readyShopper(app);
    const { order_id: orderId, approvalURL } = await placeOrder(app, s, 'PayPal');
    await app.inject({
      method: 'POST',
      url: `${new URL(approvalURL!).pathname}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pay',
    });
    const [attempt] = await app.db.select().from(payments).where(eq(payments.orderId, orderId));
    // Captured at PayPal, but the confirmation never reached the database; then a new checkout let the order go.
    const token = await app.inject({
      method: 'POST',
      url: '/api/sandbox/paypal/v1/oauth2/token',
      headers: {
        authorization: `Basic ${Buffer.from(`${SANDBOX.paypal.clientId}:${SANDBOX.paypal.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'grant_type=client_credentials',
    });
    const captured = await app.inject({
      method: 'POST',
      url: `/api/sandbox/paypal/v2/checkout/orders/${attempt!.providerOrderId}/capture`,
      headers: { authorization: `Bearer ${token.json().access_token}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(captured.json().status).toBe('COMPLETED');
    await placeOrder(app, s, 'Razorpay');
    expect((await orderRow(app, orderId)).paymentStatus).toBe('failed');

    await expect.poll(async () => (await orderRow(app, orderId)).paymentStatus, { timeout: 8000 }).toBe('paid');
    // The attempt is marked after its order heard (and its mail went out), so it is waited for too.
    const attemptStatus = async () =>
      (await app.db.select().from(payments).where(eq(payments.id, attempt!.id)))[0]!.status;
    await expect.poll(attemptStatus, { timeout: 8000 }).toBe('paid');
  });
});

describe('the refund sweep, for refunds whose answer was lost', () => {
  it('finds the refund an instance asked for before it died, records it, and never asks for a second', async () => {
    const s = await readyShopper(app);
    const { order_id: orderId } = await placeOrder(app, s, 'Razorpay');
    const started = await startRazorpay(app, s, orderId);
    await completeRazorpay(app, started.json().data.id, 'pay');
    await holdEndsSoon(orderId);
    await paidBySweep(orderId);
    const order = await orderRow(app, orderId);

    // An instance wrote the refund, asked Razorpay for it, and died before recording the answer.
    const [refund] = await app.db
      .insert(refunds)
      .values({
        orderId,
        provider: 'razorpay',
        providerPaymentId: order.paymentId,
        amountPaise: 50000,
        kind: 'staff',
        reason: 'Goodwill',
        actor: 'system',
        attempts: 1,
        updatedAt: new Date(Date.now() - 5 * 60_000),
      })
      .returning();
    const auth = `Basic ${Buffer.from(`${SANDBOX.razorpay.keyId}:${SANDBOX.razorpay.keySecret}`).toString('base64')}`;
    const asked = await app.inject({
      method: 'POST',
      url: `/api/sandbox/razorpay/v1/payments/${order.paymentId}/refund`,
      headers: { authorization: auth },
      payload: { amount: 50000, receipt: refund!.id, notes: { refund_id: refund!.id } },
    });
    expect(asked.statusCode, asked.body).toBe(200);

    await expect.poll(async () => (await orderRow(app, orderId)).refundedPaise, { timeout: 10_000 }).toBe(50000);
    const [settled] = await app.db.select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(settled).toMatchObject({ status: 'processed', providerRefundId: asked.json().id });
    const atRazorpay = await app.inject({
      method: 'GET',
      url: `/api/sandbox/razorpay/v1/payments/${order.paymentId}/refunds`,
      headers: { authorization: auth },
    });
    expect(atRazorpay.json().items).toHaveLength(1);
    expect((await orderRow(app, orderId)).paymentStatus).toBe('partially_refunded');
  });
});
