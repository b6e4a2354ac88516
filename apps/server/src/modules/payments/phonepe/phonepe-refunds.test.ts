import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { refunds } from '../../../platform/db/schema.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { orderRow, readyShopper, type ReadyShopper, until } from '../../../testing/checkout-fixtures.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

/** Pays for an order on PhonePe's hosted page and comes back, so the order is paid. */
async function paidOnPhonePe(s: ReadyShopper): Promise<string> {
  const started = await app.inject({
    method: 'POST',
    url: '/api/phonepe/payment/order',
    headers: s.headers,
    payload: { orderData: { addressInfo: { address_id: s.addressId }, paymentMethod: 'PhonePe' } },
  });
  const done = await app.inject({
    method: 'POST',
    url: `${new URL(started.json().redirectURL).pathname}/complete`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'outcome=pay',
  });
  const back = new URL(done.headers.location!);
  await app.inject({ method: 'GET', url: back.pathname + back.search, headers: s.headers });
  const orderId = started.json().order_id as string;
  expect((await orderRow(app, orderId)).paymentStatus).toBe('paid');
  return orderId;
}

describe('a PhonePe payment given back', () => {
  it('is asked of PhonePe by our merchant order id, not the transaction id the order was paid with', async () => {
    const s = await readyShopper(app);
    const orderId = await paidOnPhonePe(s);
    const paid = await orderRow(app, orderId);

    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/shop/order/cancel/${orderId}`,
      headers: s.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const [refund] = await app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(refund).toMatchObject({ provider: 'phonepe', providerPaymentId: orderId, amountPaise: paid.totalPaise });
    expect(refund!.providerPaymentId).not.toBe(paid.paymentId);
    // PhonePe took the ask: it answered its own refund id (one for an unknown merchant order is refused, and fails).
    await until(async () => {
      const [now] = await app.db.select().from(refunds).where(eq(refunds.id, refund!.id));
      return now!.providerRefundId !== null && now!.status !== 'failed';
    });
  });
});
