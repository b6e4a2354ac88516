import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { cartItems, orderEvents, stockReservations } from '../../platform/db/schema.ts';
import { readOutbox } from '../../platform/mailer.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import * as checkout from '../../testing/checkout-fixtures.ts';
import type { ReadyShopper } from '../../testing/checkout-fixtures.ts';
import { hmacHex } from './razorpay/razorpay-api.ts';
import { SANDBOX } from './sandbox/sandbox-keys.ts';

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
const paidEvents = async (id: string) =>
  (
    await app.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.field, 'paymentStatus')))
  ).filter((e) => e.toValue === 'paid');
const settle = () => new Promise((resolve) => setTimeout(resolve, 900)); // lets the sandbox's webhook arrive

/** The order call's answer, for its `next` (no tampered total here). */
const placeRaw = (s: ReadyShopper, paymentMethod: string) => checkout.placeOrder(app, s, paymentMethod);

describe("the order call answers the browser's next step", () => {
  it('Razorpay: its modal for the Razorpay order it opened, the one the resume call then answers too', async () => {
    const s = await readyShopper();
    const placed = await placeRaw(s, 'Razorpay');
    expect(placed.next).toEqual({
      kind: 'modal',
      provider: 'razorpay',
      key: SANDBOX.razorpay.keyId,
      order_id: expect.stringMatching(/^order_/),
      amount: 250000,
      script: '/api/sandbox/razorpay/checkout.js',
    });
    expect(placed).not.toHaveProperty('approvalURL');
    // One attempt per order: Razorpay's own order call goes on with the one the order call opened.
    const resumed = await checkout.startRazorpay(app, s, placed.order_id);
    expect(resumed.json().data).toMatchObject({ id: placed.next!.order_id, amount: 250000 });

    // Paying again for the same cart (the modal closed): the same order, and the same Razorpay order.
    const again = await placeRaw(s, 'Razorpay');
    expect(again.order_id).toBe(placed.order_id);
    expect(again.next).toEqual(placed.next);
  });

  it("PhonePe: its hosted page, paid through as from PhonePe's own order call", async () => {
    const s = await readyShopper();
    const placed = await placeRaw(s, 'PhonePe');
    expect(placed.next).toEqual({ kind: 'redirect', url: expect.stringContaining('/api/sandbox/phonepe/') });
    expect(placed).not.toHaveProperty('approvalURL');
    const hosted = new URL(placed.next!.url as string).pathname;
    const done = await app.inject({
      method: 'POST',
      url: `${hosted}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pay',
    });
    const back = new URL(done.headers.location!);
    const returned = await app.inject({ method: 'GET', url: back.pathname + back.search, headers: s.headers });
    expect(returned.headers.location).toBe(`/shop/payment-success?orderId=${placed.order_id}`);
    expect(await orderRow(placed.order_id)).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'PhonePe' });
  });

  it("the redirect provider: its approval page, also as the spec's approvalURL", async () => {
    const s = await readyShopper();
    const placed = await placeRaw(s, 'PayPal');
    expect(placed.next).toEqual({ kind: 'redirect', url: expect.stringMatching(/\/api\/sandbox\/paypal\/approve\//) });
    expect(placed.approvalURL).toBe(placed.next!.url);
  });

  it('Cash on Delivery: nothing to pay now, the order placed and waiting for the shopper to confirm it', async () => {
    const s = await readyShopper();
    const placed = await placeRaw(s, 'COD');
    expect(placed.next).toEqual({ kind: 'none' });
    expect(await orderRow(placed.order_id)).toMatchObject({
      paymentMethod: 'COD',
      orderStatus: 'pending',
      codConfirmation: 'awaiting',
    });
  });

  it('Cash on Delivery: not paid online afterwards, so no paid order is ever cancelled unconfirmed', async () => {
    const s = await readyShopper();
    const placed = await placeRaw(s, 'COD');
    const online = await checkout.startRazorpay(app, s, placed.order_id);
    expect(online.statusCode).toBe(409);
    expect(online.json().message).toBe(
      'This order is paid in cash when it arrives, so it cannot be paid online. To pay online, cancel it and check out again.',
    );
    expect(await orderRow(placed.order_id)).toMatchObject({
      paymentMethod: 'COD',
      paymentStatus: 'pending',
      codConfirmation: 'awaiting',
    });
  });
});

describe('Razorpay through the sandbox', () => {
  async function razorpayCheckout(s: ReadyShopper, outcome = 'pay') {
    const { order_id: orderId, total_amount } = await placeOrder(s, 'Razorpay');
    const rzp = await app.inject({
      method: 'POST',
      url: '/api/razorpay/payment/order',
      headers: s.headers,
      payload: { order_id: orderId, amount: total_amount },
    });
    expect(rzp.statusCode).toBe(200);
    const data = rzp.json().data;
    expect(data).toMatchObject({
      amount: 250000,
      currency: 'INR',
      key: SANDBOX.razorpay.keyId,
      checkout_script: '/api/sandbox/razorpay/checkout.js',
    });
    // What the checkout modal's Pay button does in the browser:
    const paid = await app.inject({
      method: 'POST',
      url: '/api/sandbox/razorpay/checkout/complete',
      payload: { key: data.key, order_id: data.id, outcome },
    });
    return { orderId, razorpayOrderId: data.id as string, response: paid.json() };
  }

  it('confirms exactly once: verify and the webhook both arrive, one paid order, stock committed, cart cleared, mail sent', async () => {
    const s = await readyShopper();
    const { orderId, response } = await razorpayCheckout(s);
    const verify = await app.inject({
      method: 'POST',
      url: '/api/razorpay/payment/verify',
      headers: s.headers,
      payload: { order_id: orderId, ...response },
    });
    expect(verify.json()).toMatchObject({ success: true, order_id: orderId });
    const again = await app.inject({
      method: 'POST',
      url: '/api/razorpay/payment/verify',
      headers: s.headers,
      payload: { order_id: orderId, ...response },
    });
    expect(again.statusCode).toBe(200);
    await settle();

    expect(await orderRow(orderId)).toMatchObject({
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
      paymentId: response.razorpay_payment_id,
      paymentMethod: 'Razorpay',
    });
    expect(await paidEvents(orderId)).toHaveLength(1);
    expect(await stockOf(s.product.id)).toBe(3);
    const reservation = await app.db.select().from(stockReservations).where(eq(stockReservations.orderId, orderId));
    expect(reservation[0]!.state).toBe('committed');
    expect(await app.db.select().from(cartItems).where(eq(cartItems.productId, s.product.id))).toEqual([]);
    const mail = (await readOutbox(app.mailer.outbox!)).find((m) => m.to === s.user.email);
    expect(mail?.subject).toMatch(/order is confirmed/);
    expect(mail?.text).toContain(orderId);
  });

  it('refuses a forged signature and a payment id from another order', async () => {
    const s = await readyShopper();
    const { orderId, response } = await razorpayCheckout(s);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/razorpay/payment/verify',
      headers: s.headers,
      payload: {
        order_id: orderId,
        ...response,
        razorpay_signature: hmacHex('guessed-secret', `${response.razorpay_order_id}|${response.razorpay_payment_id}`),
      },
    });
    expect(forged.statusCode).toBe(403);

    const other = await readyShopper();
    const otherOrder = await razorpayCheckout(other, 'fail');
    const swapped = await app.inject({
      method: 'POST',
      url: '/api/razorpay/payment/verify',
      headers: other.headers,
      payload: { order_id: otherOrder.orderId, ...response },
    });
    expect(swapped.statusCode).toBe(403);
    expect((await orderRow(otherOrder.orderId)).paymentStatus).toBe('pending');
  });

  it('refuses a client amount that differs from the order', async () => {
    const s = await readyShopper();
    const { order_id } = await placeOrder(s, 'Razorpay');
    const cheap = await app.inject({
      method: 'POST',
      url: '/api/razorpay/payment/order',
      headers: s.headers,
      payload: { order_id, amount: 1 },
    });
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json().message).toBe('The amount does not match the order');
  });

  it('a failed payment answers the provider’s reason and leaves the order pending', async () => {
    const s = await readyShopper();
    const { orderId, response } = await razorpayCheckout(s, 'fail');
    expect(response.error.description).toMatch(/declined/);
    await settle();
    expect((await orderRow(orderId)).paymentStatus).toBe('pending');
  });

  it('drops webhooks with a bad signature, and redeliveries', async () => {
    const body = JSON.stringify({
      event: 'order.paid',
      payload: { payment: { entity: { id: 'pay_x', order_id: 'order_x' } } },
    });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/razorpay/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'abcd' },
      payload: body,
    });
    expect(bad.statusCode).toBe(400);
    const headers = {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(SANDBOX.razorpay.webhookSecret, body),
      'x-razorpay-event-id': 'evt_test_1',
    };
    expect(
      (await app.inject({ method: 'POST', url: '/api/razorpay/webhook', headers, payload: body })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'POST', url: '/api/razorpay/webhook', headers, payload: body })).statusCode,
    ).toBe(200);
  });
});

describe('PhonePe through the sandbox', () => {
  async function phonePeCheckout(s: ReadyShopper, outcome: 'pay' | 'cancel') {
    const start = await app.inject({
      method: 'POST',
      url: '/api/phonepe/payment/order',
      headers: s.headers,
      payload: {
        user_id: s.user.id,
        amount: 2500,
        orderData: { addressInfo: { address_id: s.addressId }, paymentMethod: 'PhonePe' },
      },
    });
    expect(start.statusCode).toBe(200);
    const { redirectURL, order_id: orderId } = start.json();
    const hosted = new URL(redirectURL).pathname;
    expect((await app.inject({ method: 'GET', url: hosted })).body).toContain('PhonePe');
    const done = await app.inject({
      method: 'POST',
      url: `${hosted}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=${outcome}`,
    });
    expect(done.statusCode).toBe(303);
    const returnUrl = new URL(done.headers.location!).pathname + new URL(done.headers.location!).search;
    // The shopper's browser comes back signed in, as it normally does.
    const back = await app.inject({ method: 'GET', url: returnUrl, headers: s.headers });
    return { orderId, back, returnUrl };
  }

  it('pays, is checked with the status API, and lands on payment-success with only the order id', async () => {
    const s = await readyShopper();
    const { orderId, back } = await phonePeCheckout(s, 'pay');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/shop/payment-success?orderId=${orderId}`);
    await settle();
    expect(await orderRow(orderId)).toMatchObject({
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
      paymentMethod: 'PhonePe',
    });
    expect(await paidEvents(orderId)).toHaveLength(1);
  });

  it('a cancelled payment releases the stock and sends the shopper back to checkout', async () => {
    const s = await readyShopper();
    const { orderId, back } = await phonePeCheckout(s, 'cancel');
    expect(back.headers.location).toBe(`/shop/checkout?payment=failed&orderId=${orderId}`);
    expect((await orderRow(orderId)).paymentStatus).toBe('failed');
    expect(await stockOf(s.product.id)).toBe(5);
  });

  it('refuses a callback without the right Authorization', async () => {
    const forged = await app.inject({
      method: 'POST',
      url: '/api/phonepe/webhook',
      headers: { authorization: 'deadbeef' },
      payload: { event: 'checkout.order.completed', payload: {} },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('the redirect provider through the sandbox', () => {
  it('approves, returns with paymentId and PayerID, captures once', async () => {
    const s = await readyShopper();
    const { order_id: orderId, approvalURL } = await placeOrder(s, 'PayPal');
    expect(approvalURL).toMatch(/\/api\/sandbox\/paypal\/approve\//);
    const approve = new URL(approvalURL!).pathname;
    const done = await app.inject({
      method: 'POST',
      url: `${approve}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pay',
    });
    const back = new URL(done.headers.location!);
    expect(back.pathname).toBe('/shop/paypal-return');
    const paymentId = back.searchParams.get('paymentId')!;
    const payerId = back.searchParams.get('PayerID')!;

    const capture = () =>
      app.inject({
        method: 'POST',
        url: '/api/shop/order/capture',
        headers: s.headers,
        payload: { paymentId, payerId, orderId },
      });
    expect((await capture()).json()).toMatchObject({ success: true, order_id: orderId });
    expect((await capture()).statusCode).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
      paymentMethod: 'PayPal',
    });
    expect(await paidEvents(orderId)).toHaveLength(1);
  });

  it('does not capture an approval for an order that another payment has paid meanwhile, and says so', async () => {
    const s = await readyShopper();
    const { order_id: orderId, approvalURL } = await placeOrder(s, 'PayPal');
    // The shopper also paid the same order by Razorpay, in another tab.
    const rzp = (
      await app.inject({
        method: 'POST',
        url: '/api/razorpay/payment/order',
        headers: s.headers,
        payload: { order_id: orderId },
      })
    ).json().data;
    const paid = await app.inject({
      method: 'POST',
      url: '/api/sandbox/razorpay/checkout/complete',
      payload: { key: rzp.key, order_id: rzp.id, outcome: 'pay' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/razorpay/payment/verify',
      headers: s.headers,
      payload: { order_id: orderId, ...(paid.json() as Record<string, string>) },
    });

    const done = await app.inject({
      method: 'POST',
      url: `${new URL(approvalURL!).pathname}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pay',
    });
    const paymentId = new URL(done.headers.location!).searchParams.get('paymentId')!;
    const capture = await app.inject({
      method: 'POST',
      url: '/api/shop/order/capture',
      headers: s.headers,
      payload: { paymentId, payerId: 'X', orderId },
    });
    expect(capture.statusCode).toBe(409);
    expect(capture.json().message).toMatch(/^This order was already paid, so this second payment was not taken\./);
    expect(await orderRow(orderId)).toMatchObject({
      paymentMethod: 'Razorpay',
      paymentId: paid.json().razorpay_payment_id,
      duplicatePayments: [],
    });
  });

  it('refuses to capture an order that was not approved', async () => {
    const s = await readyShopper();
    const { order_id: orderId, approvalURL } = await placeOrder(s, 'PayPal');
    const paymentId = new URL(approvalURL!).pathname.split('/').pop()!;
    const capture = await app.inject({
      method: 'POST',
      url: '/api/shop/order/capture',
      headers: s.headers,
      payload: { paymentId, payerId: 'X', orderId },
    });
    expect(capture.statusCode).toBe(400);
    expect(capture.json().message).toBe('Capture payment failed');
    expect((await orderRow(orderId)).paymentStatus).toBe('pending');
  });
});
