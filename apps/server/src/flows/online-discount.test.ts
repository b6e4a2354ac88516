import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { creditNotes, invoices, orderItems, refunds } from '../platform/db/schema.ts';
import type { TestApp } from '../testing/test-app.ts';
import {
  completeRazorpay,
  confirmedCodOrder,
  openShop,
  orderRow,
  paidOrder,
  placeOrder,
  readyShopper,
  startRazorpay,
  until,
} from '../testing/checkout-fixtures.ts';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  ({ app, admin } = await openShop());
});
afterAll(() => app.close());

const staff = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });

/** Staff's settings with the discount for paying online set as given. */
async function setOnlineDiscount(onlineDiscount: object) {
  const { data } = (await staff('GET', '/api/admin/settings')).json();
  return staff('PUT', '/api/admin/settings', { ...data, online_discount: onlineDiscount });
}

describe('the discount for paying online', () => {
  it('is refused clearly when staff set it out of bounds, and changes nothing', async () => {
    const tooMuch = await setOnlineDiscount({ enabled: true, kind: 'percent', value: 60, max_discount: null });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toContain('A percent off for paying online is at most 50 %');
    const saved = (await staff('GET', '/api/admin/settings')).json().data;
    expect(saved.online_discount.enabled).toBe(false);
    const config = (await app.inject({ method: 'GET', url: '/api/payments/config' })).json().data;
    expect(config.online_discount).toBeNull();
  });

  it('comes off an order paid online, taxed and invoiced line by line, and a returned piece refunds its share', async () => {
    const rule = { enabled: true, kind: 'percent', value: 10, max_discount: 150 };
    expect((await setOnlineDiscount(rule)).statusCode).toBe(200);
    const config = (await app.inject({ method: 'GET', url: '/api/payments/config' })).json().data;
    expect(config.online_discount).toEqual(rule);

    // 2 × ₹1,250: 10 % would be ₹250, capped at ₹150.
    const s = await readyShopper(app);
    const placed = await placeOrder(app, s, 'Razorpay');
    expect(placed.total_amount).toBe(2350);
    const started = await startRazorpay(app, s, placed.order_id);
    expect(started.json().data.amount).toBe(235_000);
    await completeRazorpay(app, started.json().data.id, 'pay');
    await until(async () => (await orderRow(app, placed.order_id)).paymentStatus === 'paid');
    const order = await orderRow(app, placed.order_id);
    expect(order).toMatchObject({ totalPaise: 235_000, onlineDiscountPaise: 15_000, discountPaise: 0 });
    const [line] = await app.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line).toMatchObject({ onlineDiscountPaise: 15_000, discountPaise: 0 });
    const details = (
      await app.inject({ method: 'GET', url: `/api/shop/order/details/${order.id}`, headers: s.headers })
    ).json().data;
    expect(details).toMatchObject({ online_discount_amount: 150, discount_amount: 0, total_amount: 2350 });

    // The invoice taxes what was charged: ₹2,350 at 5 % (₹1,175 a piece), GST inside it.
    const [invoice] = await app.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    const [goods] = invoice!.data.lines;
    expect(goods!.description).toContain('paid online −₹150.00');
    expect(goods!.rate).toBe(5);
    expect(goods!.totalPaise).toBe(235_000);
    expect(invoice!.data.totals.totalPaise).toBe(235_000);

    // One of the two pieces comes back: it refunds ₹1,175, its share of what was paid, not the ₹1,250 it was priced.
    await staff('PUT', `/api/admin/orders/update/${order.id}`, { orderStatus: 'delivered' });
    const asked = await app.inject({
      method: 'POST',
      url: `/api/shop/order/return/${order.id}`,
      headers: s.headers,
      payload: { items: [{ order_item_id: details.cart_items[0]._id, quantity: 1, reason: 'damaged' }], note: '' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().data.refund_amount).toBe(1175);
    await staff('PUT', `/api/admin/returns/${asked.json().data._id}`, { action: 'approve' });
    const received = await staff('PUT', `/api/admin/returns/${asked.json().data._id}`, { action: 'receive' });
    expect(received.json().message).toBe(
      'Parcel received: the items are back in stock and ₹1,175.00 is being refunded.',
    );
    await until(async () => (await orderRow(app, order.id)).refundedPaise === 117_500);
    expect((await orderRow(app, order.id)).paymentStatus).toBe('partially_refunded');
    const [refund] = await app.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(refund!.amountPaise).toBe(117_500);
    const [note] = await app.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id));
    expect(note!.data.totals.totalPaise).toBe(117_500);
  });

  it('never comes off Cash on Delivery, and comes off what is left after a coupon', async () => {
    const rule = { enabled: true, kind: 'fixed', value: 50, max_discount: null };
    expect((await setOnlineDiscount(rule)).statusCode).toBe(200);
    const cash = await confirmedCodOrder(app, await readyShopper(app));
    const codOrder = await orderRow(app, cash.order_id);
    expect(codOrder.onlineDiscountPaise).toBe(0);
    expect(codOrder.totalPaise).toBe(250_000 + codOrder.codFeePaise);

    const coupon = await staff('POST', '/api/admin/coupons', { code: 'ONLINE500', kind: 'fixed', value: 500 });
    expect(coupon.statusCode, coupon.body).toBe(201);
    const { orderId } = await paidOrder(app, await readyShopper(app), { couponCode: 'ONLINE500' });
    const paid = await orderRow(app, orderId);
    expect(paid).toMatchObject({ discountPaise: 50_000, onlineDiscountPaise: 5_000, totalPaise: 195_000 });
    const [invoice] = await app.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(invoice!.data.lines[0]!.description).toMatch(/coupon ONLINE500 −₹500\.00 · paid online −₹50\.00$/);
    expect(invoice!.data.totals.totalPaise).toBe(195_000);
  });
});
