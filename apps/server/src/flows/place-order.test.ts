// Checks that one account cannot hold stock hostage (security audit M2) where placing an order takes it: staff's limits
// on units per item and per order, checked again at checkout; a shopper who keeps renewing an unpaid hold is stopped
// (with when they may check out again) while one retrying a failed payment is not, and paying the order already held
// stays possible; a Cash on Delivery order counts until a day after it ended, and while it waits for its confirmation;
// and the owner's dashboard lists such a shopper.
import { MESSAGES } from '@shop/contract/messages';
import { DEFAULT_SETTINGS } from '@shop/contract/settings';
import { LIMITS } from '@shop/contract/shop';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../platform/db/schema.ts';
import { failPayment } from '../modules/orders/index.ts';
import { cancelUnconfirmedOrders } from './confirm-cod.ts';
import {
  completeRazorpay,
  orderRow,
  readyShopper,
  type ReadyShopper,
  startRazorpay,
  stockOf,
  until,
} from '../testing/checkout-fixtures.ts';
import { createProduct, saveLimits as saveAppLimits, signedInUser } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  // The payment adapters call the sandbox over real HTTP, so the app listens.
  await app.listen({ port: 0, host: '127.0.0.1' });
  admin = (await signedInUser(app, { role: 'admin' })).cookie;
});
afterAll(() => app.close());

const saveLimits = (limits: object) => saveAppLimits(app, admin, limits);
afterEach(async () => {
  expect((await saveLimits(DEFAULT_SETTINGS.limits)).statusCode).toBe(200);
});

const checkout = (s: ReadyShopper, paymentMethod: string) =>
  app.inject({
    method: 'POST',
    url: '/api/shop/order/create',
    headers: s.headers,
    payload: { addressInfo: { address_id: s.addressId }, paymentMethod },
  });
const addToCart = (s: ReadyShopper, productId: string, quantity: number) =>
  app.inject({
    method: 'POST',
    url: '/api/shop/cart/add',
    headers: s.headers,
    payload: { product_id: productId, quantity },
  });
const ordersOf = (s: ReadyShopper) => app.db.select().from(orders).where(eq(orders.userId, s.user.id));

describe("placing an order keeps to staff's limits", () => {
  it('refuses a cart filled before staff lowered a limit, holding nothing, and places it once it keeps to them', async () => {
    const s = await readyShopper(app, { totalStock: 50 });
    const tote = await createProduct(app, { title: 'Market Tote', totalStock: 50 });
    expect((await addToCart(s, s.product.id, 6)).statusCode).toBe(200); // 8 in all
    expect((await addToCart(s, tote.id, 4)).statusCode).toBe(200);

    expect((await saveLimits({ max_units_per_item: 10, max_units_per_order: 11 })).statusCode).toBe(200);
    const overOrder = await checkout(s, 'Razorpay');
    expect(overOrder.statusCode).toBe(400);
    expect(overOrder.json().message).toBe('You can buy at most 11 items in one order');

    expect((await saveLimits({ max_units_per_item: 5, max_units_per_order: 20 })).statusCode).toBe(200);
    const overItem = await checkout(s, 'Razorpay');
    expect(overItem.statusCode).toBe(400);
    expect(overItem.json().message).toBe(MESSAGES.maxUnitsOfLine(5, s.product.title));
    expect(await ordersOf(s)).toEqual([]);
    expect(await stockOf(app, s.product.id)).toBe(50);
    expect(await stockOf(app, tote.id)).toBe(50);

    await app.inject({
      method: 'PUT',
      url: '/api/shop/cart/update-cart',
      headers: s.headers,
      payload: { product_id: s.product.id, quantity: 5 },
    });
    expect((await checkout(s, 'Razorpay')).statusCode).toBe(201);
    expect(await stockOf(app, s.product.id)).toBe(45);
  });
});

describe('renewing a hold on the stock', () => {
  it('is stopped after a few unpaid orders, saying when the shopper may check out again; the held order can still be paid', async () => {
    // The audit's reproduction: the whole stock in the cart, and a new checkout before each hold runs out.
    const s = await readyShopper(app, { totalStock: 10 });
    expect((await addToCart(s, s.product.id, 8)).statusCode).toBe(200);
    const placed: string[] = [];
    // Four holds: each new checkout lets the one before go and takes the stock again at once.
    for (const method of ['PayPal', 'PayPal', 'PayPal', 'Razorpay']) {
      const answer = await checkout(s, method);
      expect(answer.statusCode, answer.body).toBe(201);
      placed.push(answer.json().order_id);
      expect(await stockOf(app, s.product.id)).toBe(0);
    }

    const refused = await checkout(s, 'PayPal');
    expect(refused.statusCode).toBe(409);
    // Once the first of the four is a day old, in India's time.
    const first = await orderRow(app, placed[0]!);
    const from = new Date(first.createdAt.getTime() + 24 * 3600_000).toLocaleString('en-IN', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Kolkata',
    });
    expect(refused.json().message).toBe(
      `You have placed 4 orders in the last 24 hours without paying for them. You can check out again after ${from}.`,
    );
    // The refusal let nothing go: the last order still holds the stock, and it alone is waiting.
    const rows = await ordersOf(s);
    expect(rows.filter((o) => o.paymentStatus === 'pending').map((o) => o.id)).toEqual([placed[3]]);
    expect(await stockOf(app, s.product.id)).toBe(0);

    // The same cart by Razorpay answers the order already held, and it is paid.
    const again = await checkout(s, 'Razorpay');
    expect(again.statusCode).toBe(201);
    expect(again.json().order_id).toBe(placed[3]);
    const started = await startRazorpay(app, s, placed[3]!);
    expect(started.statusCode, started.body).toBe(200);
    await completeRazorpay(app, started.json().data.id, 'pay');
    await until(async () => (await orderRow(app, placed[3]!)).paymentStatus === 'paid');
  });

  it('stays stopped after the held order lapses, until the oldest unpaid one is a day old', async () => {
    const s = await readyShopper(app, { totalStock: 10 });
    const placed: string[] = [];
    for (let n = 0; n < LIMITS.unpaidOrdersMax; n++) placed.push((await checkout(s, 'PayPal')).json().order_id);
    await failPayment(app.db, placed.at(-1)!, 'system');
    expect(await stockOf(app, s.product.id)).toBe(10);
    expect((await checkout(s, 'PayPal')).statusCode).toBe(409);

    // A day later the oldest no longer counts.
    const dayAgo = new Date(Date.now() - (LIMITS.unpaidOrdersHours * 60 + 1) * 60_000);
    await app.db.update(orders).set({ createdAt: dayAgo }).where(eq(orders.id, placed[0]!));
    expect((await checkout(s, 'PayPal')).statusCode).toBe(201);
  });

  it('counts a Cash on Delivery order that lapsed unconfirmed from when it ended, not from when it was placed', async () => {
    const s = await readyShopper(app, { totalStock: 10 });
    // Three online orders let go (each new checkout lets the one before go), then one for cash at the door.
    for (let n = 0; n < 3; n++) expect((await checkout(s, 'PayPal')).statusCode).toBe(201);
    const cod = await checkout(s, 'COD');
    expect(cod.statusCode, cod.body).toBe(201);
    // Placed a day ago, when staff gave a day to confirm it; its time ran out a minute ago, and the sweep cancels it.
    await app.db
      .update(orders)
      .set({
        createdAt: new Date(Date.now() - (24 * 60 + 1) * 60_000),
        codConfirmUntil: new Date(Date.now() - 60_000),
      })
      .where(eq(orders.id, cod.json().order_id));
    await cancelUnconfirmedOrders(app);
    expect(await orderRow(app, cod.json().order_id)).toMatchObject({ orderStatus: 'cancelled' });
    expect(await stockOf(app, s.product.id)).toBe(10);

    expect((await addToCart(s, s.product.id, 2)).statusCode).toBe(200);
    const refused = await checkout(s, 'PayPal');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^You have placed 4 orders in the last 24 hours without paying for them\./);
  });

  it('counts a Cash on Delivery order still waiting for its confirmation', async () => {
    const s = await readyShopper(app, { totalStock: 10 });
    for (let n = 0; n < 3; n++) expect((await checkout(s, 'PayPal')).statusCode).toBe(201);
    expect((await checkout(s, 'COD')).statusCode).toBe(201);
    expect((await addToCart(s, s.product.id, 2)).statusCode).toBe(200);
    const refused = await checkout(s, 'Razorpay');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^You have placed 4 orders in the last 24 hours without paying for them\./);
  });

  it('lets a shopper retry a failed payment three times, and does not count payments the shop could not start', async () => {
    const s = await readyShopper(app);
    for (let n = 0; n < 3; n++) {
      const answer = await checkout(s, 'PayPal');
      expect(answer.statusCode).toBe(201);
      // The provider declined it, or the shopper cancelled at its page.
      await failPayment(app.db, answer.json().order_id, 'paypal:capture');
    }
    const fourth = await checkout(s, 'Razorpay');
    expect(fourth.statusCode, fourth.body).toBe(201);

    // A provider that could not start the payment (an outage) is the shop's failure, not the shopper's.
    const other = await readyShopper(app);
    for (let n = 0; n < LIMITS.unpaidOrdersMax + 1; n++) {
      const answer = await checkout(other, 'PayPal');
      expect(answer.statusCode, answer.body).toBe(201);
      await failPayment(app.db, answer.json().order_id, 'paypal:start');
    }
    expect((await checkout(other, 'PayPal')).statusCode).toBe(201);
  });

  it('puts the shopper on the owner’s dashboard, with the orders, units and the last time', async () => {
    const s = await readyShopper(app, { totalStock: 10 });
    const placed: string[] = [];
    for (let n = 0; n < LIMITS.unpaidOrdersMax; n++) placed.push((await checkout(s, 'PayPal')).json().order_id);
    await failPayment(app.db, placed.at(-1)!, 'system');
    const last = await orderRow(app, placed.at(-1)!);

    const answer = await app.inject({ url: '/api/admin/dashboard?range=today', headers: { cookie: admin } });
    expect(answer.statusCode, answer.body).toBe(200);
    const listed = answer.json().data.holding_without_paying.items;
    expect(listed).toContainEqual({
      user_id: s.user.id,
      customer_name: s.user.userName,
      email: s.user.email,
      unpaid_orders: LIMITS.unpaidOrdersMax,
      units: 2 * LIMITS.unpaidOrdersMax,
      last_at: last.createdAt.toISOString(),
    });
  });
});
