import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../platform/db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  completeRazorpay,
  orderRow,
  placeOrder,
  readyShopper,
  startRazorpay,
  type ReadyShopper,
} from './checkout-fixtures.ts';

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
