// Checks paying while a provider stalls, in an app of its own: the answers held by the stalled sandbox and the work
// they hold up (webhooks, retries) must not keep other tests' app from closing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import * as checkout from '../../testing/checkout-fixtures.ts';
import type { ReadyShopper } from '../../testing/checkout-fixtures.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  // The adapters call the sandbox over real HTTP, so the app listens.
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

// A tampered total is sent with every order: the server's own total must win.
const readyShopper = (pricePaise?: number) => checkout.readyShopper(app, { pricePaise });
const placeOrder = (s: ReadyShopper, paymentMethod: string) =>
  checkout.placeOrder(app, s, paymentMethod, { totalAmount: 1 });
const orderRow = (id: string) => checkout.orderRow(app, id);
const stockOf = (id: string) => checkout.stockOf(app, id);

/** The order call's answer, for its `next` (no tampered total here). */
const placeRaw = (s: ReadyShopper, paymentMethod: string) => checkout.placeOrder(app, s, paymentMethod);

describe('a provider that stalls', () => {
  it('while the order is placed: a Razorpay order stands pending, answered without a next step', async () => {
    const s = await readyShopper();
    await app.inject({ method: 'POST', url: '/api/sandbox/control', payload: { forSeconds: 30 } });
    let placed;
    try {
      placed = await placeRaw(s, 'Razorpay');
    } finally {
      await app.inject({ method: 'POST', url: '/api/sandbox/control', payload: { forSeconds: 0 } });
    }
    expect(placed).not.toHaveProperty('next');
    expect((await orderRow(placed.order_id)).paymentStatus).toBe('pending');
    // Razorpay's own order call starts it once Razorpay answers again.
    expect((await checkout.startRazorpay(app, s, placed.order_id)).statusCode).toBe(200);
  }, 30_000);

  it('while the order is placed: a redirect-provider order is let go, as before', async () => {
    const s = await readyShopper();
    await app.inject({ method: 'POST', url: '/api/sandbox/control', payload: { forSeconds: 30 } });
    try {
      const created = await app.inject({
        method: 'POST',
        url: '/api/shop/order/create',
        headers: s.headers,
        payload: { addressInfo: { address_id: s.addressId }, paymentMethod: 'PayPal' },
      });
      expect(created.statusCode).toBe(503);
    } finally {
      await app.inject({ method: 'POST', url: '/api/sandbox/control', payload: { forSeconds: 0 } });
    }
    expect(await stockOf(s.product.id)).toBe(5);
  }, 60_000);

  it('answers a clear 503 after the timeout and leaves the order pending', async () => {
    const s = await readyShopper();
    const { order_id: orderId, total_amount } = await placeOrder(s, 'Razorpay');
    await app.inject({ method: 'POST', url: '/api/sandbox/control', payload: { forSeconds: 30 } });
    try {
      const started = Date.now();
      const stalled = await app.inject({
        method: 'POST',
        url: '/api/razorpay/payment/order',
        headers: s.headers,
        payload: { order_id: orderId, amount: total_amount },
      });
      expect(stalled.statusCode).toBe(503);
      expect(stalled.json().message).toMatch(/not answering/);
      expect(Date.now() - started).toBeLessThan(12_000);
    } finally {
      await app.inject({ method: 'POST', url: '/api/sandbox/control', payload: { forSeconds: 0 } });
    }
    expect((await orderRow(orderId)).paymentStatus).toBe('pending');
  }, 30_000);
});
