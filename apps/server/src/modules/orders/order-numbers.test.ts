import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@shop/contract/orders';
import { parseOrderNumber } from '@shop/contract/order-number';
import { createPaidOrder, createProduct, signedInUser } from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { placeOrder, readyShopper, type ReadyShopper } from '../../testing/checkout-fixtures.ts';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = (await signedInUser(app, { role: 'admin' })).cookie;
});
afterAll(() => app.close());

const numberOf = (order: Pick<Order, 'order_number'>) => {
  expect(order.order_number).toMatch(/^TT-\d{4,}$/);
  return parseOrderNumber(order.order_number)!;
};

const staffDetails = async (orderId: string): Promise<Order> =>
  (await app.inject({ url: `/api/admin/orders/details/${orderId}`, headers: { cookie: admin } })).json().data;

const staffSearch = async (search: string) => {
  const answer = await app.inject({ url: '/api/admin/orders/get', query: { search }, headers: { cookie: admin } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { data: Order[]; total: number };
};

describe('order numbers', () => {
  it('are one series: orders placed at once each get their own, after those before and before those after', async () => {
    const first = await readyShopper(app);
    const before = numberOf(await staffDetails((await placeOrder(app, first, 'COD')).order_id));

    const shoppers: ReadyShopper[] = [];
    for (let i = 0; i < 20; i++) shoppers.push(await readyShopper(app));
    const placed = await Promise.all(shoppers.map((s, i) => placeOrder(app, s, i % 2 ? 'COD' : 'Razorpay')));
    const numbers = await Promise.all(placed.map(async ({ order_id }) => numberOf(await staffDetails(order_id))));
    expect(new Set(numbers).size).toBe(20);
    for (const number of numbers) expect(number).toBeGreaterThan(before);

    const last = await readyShopper(app);
    const after = numberOf(await staffDetails((await placeOrder(app, last, 'COD')).order_id));
    expect(after).toBeGreaterThan(Math.max(...numbers));
  });

  it('are given to orders written as they stand (the demo shop, fixtures) from the same series', async () => {
    const shopper = await signedInUser(app);
    const product = await createProduct(app);
    const past = await createPaidOrder(app, shopper.user.id, [product]);
    const later = await createPaidOrder(app, shopper.user.id, [product]);
    expect(later.orderNumber).toBeGreaterThan(past.orderNumber);
    expect((await staffDetails(past.id)).order_number).toBe(`TT-${past.orderNumber}`);
  });

  it('are in the shopper’s list and details and staff’s list and details', async () => {
    const shopper = await readyShopper(app);
    const { order_id: orderId } = await placeOrder(app, shopper, 'COD');
    const number = (await staffDetails(orderId)).order_number;

    const mine = await app.inject({ url: `/api/shop/order/list/${shopper.user.id}`, headers: shopper.headers });
    expect(mine.json().data).toEqual([expect.objectContaining({ _id: orderId, order_number: number })]);
    const details = await app.inject({ url: `/api/shop/order/details/${orderId}`, headers: shopper.headers });
    expect(details.json().data).toMatchObject({ _id: orderId, order_number: number });
    const staffList = await app.inject({ url: '/api/admin/orders/get', headers: { cookie: admin } });
    expect(staffList.json().data).toContainEqual(expect.objectContaining({ _id: orderId, order_number: number }));
  });
});

describe('staff’s order search', () => {
  it('finds an order by its number as people write it, or by its long id or its start', async () => {
    const shopper = await readyShopper(app);
    const { order_id: orderId } = await placeOrder(app, shopper, 'COD');
    const number = numberOf(await staffDetails(orderId));

    for (const typed of [`TT-${number}`, `tt-${number}`, ` ${number} `, `TT ${number}`, orderId, orderId.slice(0, 8)]) {
      const found = await staffSearch(typed);
      expect(
        found.data.map((order) => order._id),
        typed,
      ).toEqual([orderId]);
      expect(found.total).toBe(1);
    }
  });

  it('finds an order whose id starts with digits only by that start, though it reads as a number too', async () => {
    const shopper = await readyShopper(app);
    const { order_id: orderId } = await placeOrder(app, shopper, 'COD');
    // One id in about forty starts with eight digits: a copy of the order is given such an id (and a number of its own).
    const digitsId = '82674663-100e-4b08-8bd8-fa4307eb8bc2';
    await app.db.execute(sql`
      insert into orders
      select (jsonb_populate_record(null::orders, to_jsonb(o) || jsonb_build_object('id', ${digitsId}::text,
        'order_number', (select max(order_number) + 1 from orders)))).*
      from orders o where id = ${orderId}`);
    const found = await staffSearch(digitsId.slice(0, 8));
    expect(found.data.map((order) => order._id)).toEqual([digitsId]);
  });

  it('finds nothing for a number no order has, or words that are neither a number nor an id', async () => {
    for (const typed of ['TT-999999999', 'kurta', 'TT-']) {
      expect(await staffSearch(typed)).toMatchObject({ data: [], total: 0 });
    }
  });

  it('lists every order without a search', async () => {
    const all = await app.inject({ url: '/api/admin/orders/get', headers: { cookie: admin } });
    expect(all.json().total).toBeGreaterThan(1);
  });
});
