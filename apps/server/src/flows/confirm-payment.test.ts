import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderEvents, orders, products, stockReservations } from '../platform/db/schema.ts';
import { createProduct, signedInUser } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { confirmPaid } from './confirm-payment.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A pending order of 2 × a ₹1,250 kurta (stock 5), placed through the API as checkout does. */
async function pendingOrder() {
  const shopper = await signedInUser(app);
  const headers = { cookie: shopper.cookie };
  const kurta = await createProduct(app, { pricePaise: 125000, totalStock: 5 });
  const address = await app.inject({
    method: 'POST',
    url: '/api/shop/address/add',
    headers,
    payload: {
      address_line1: '4 Residency Road',
      address_line2: 'Ashok Nagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      zip_code: '560025',
      country: 'India',
      landmark: 'Opposite the park',
      phone: '9845012345',
      notes: 'Ring once',
    },
  });
  await app.inject({
    method: 'POST',
    url: '/api/shop/cart/add',
    headers,
    payload: { product_id: kurta.id, quantity: 2 },
  });
  const placed = await app.inject({
    method: 'POST',
    url: '/api/shop/order/create',
    headers,
    payload: { addressInfo: { address_id: address.json().data._id }, paymentMethod: 'Razorpay' },
  });
  return { orderId: placed.json().order_id as string, kurta };
}

const payment = (orderId: string, paymentId: string, amountPaise = 250000) => ({
  orderId,
  provider: 'razorpay:verify',
  paymentId,
  amountPaise,
  method: 'Razorpay' as const,
});
const orderRow = async (id: string) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('confirming a payment', () => {
  it('never confirms money of another amount than the order’s: the order waits, its stock still held', async () => {
    const { orderId, kurta } = await pendingOrder();
    const result = await confirmPaid(app.db, payment(orderId, 'pay_short', 249900));
    expect(result).toEqual({ outcome: 'amount-mismatch' });
    expect(await orderRow(orderId)).toMatchObject({
      paymentStatus: 'pending',
      orderStatus: 'pending',
      paymentId: null,
    });
    const [held] = await app.db.select().from(stockReservations).where(eq(stockReservations.orderId, orderId));
    expect(held!.state).toBe('held');
    expect((await app.db.select().from(products).where(eq(products.id, kurta.id)))[0]!.totalStock).toBe(3);
    const events = await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((e) => e.note)).toContain(
      'Refused a payment of 249900 paise for an order of 250000 paise (pay_short)',
    );
  });

  it('the same payment twice is one; a different one for the paid order is listed once for a refund', async () => {
    const { orderId } = await pendingOrder();
    expect(await confirmPaid(app.db, payment(orderId, 'pay_first'))).toMatchObject({ outcome: 'confirmed' });
    expect(await confirmPaid(app.db, payment(orderId, 'pay_first'))).toEqual({ outcome: 'already-paid' });
    expect(await confirmPaid(app.db, payment(orderId, 'pay_second'))).toMatchObject({ outcome: 'duplicate' });
    expect(await confirmPaid(app.db, payment(orderId, 'pay_second'))).toMatchObject({ outcome: 'duplicate' });

    const order = await orderRow(orderId);
    expect(order).toMatchObject({ paymentStatus: 'paid', orderStatus: 'confirmed', paymentId: 'pay_first' });
    expect(order.duplicatePayments).toEqual([
      { method: 'Razorpay', paymentId: 'pay_second', amountPaise: 250000, at: expect.any(String) },
    ]);
    expect(order.needsRefund).toBe(false);
  });
});
