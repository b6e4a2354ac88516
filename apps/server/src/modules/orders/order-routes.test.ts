import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@shop/contract/shop';
import { eq } from 'drizzle-orm';
import { orderEvents, orders, products, stockReservations } from '../../platform/db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createProduct, signedInUser } from '../../testing/fixtures.ts';
import { expireReservations } from './order-service.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const address = {
  address_line1: '7 Park Street',
  address_line2: 'Flat 3B',
  city: 'Kolkata',
  state: 'West Bengal',
  zip_code: '700016',
  country: 'India',
  landmark: 'Opposite the museum',
  phone: '9830012345',
  notes: 'Leave with the guard',
};

/** A signed-in shopper with a saved address and these products (and quantities) in the cart. */
async function shopperWithCart(lines: [productId: string, quantity: number][]) {
  const shopper = await signedInUser(app);
  const headers = { cookie: shopper.cookie };
  const saved = await app.inject({ method: 'POST', url: '/api/shop/address/add', headers, payload: address });
  for (const [product_id, quantity] of lines) {
    const added = await app.inject({
      method: 'POST',
      url: '/api/shop/cart/add',
      headers,
      payload: { product_id, quantity },
    });
    expect(added.statusCode).toBe(200);
  }
  return { ...shopper, headers, addressId: saved.json().data._id as string };
}

const create = (headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url: '/api/shop/order/create', headers, payload });

const stockOf = async (id: string) =>
  (await app.db.select({ s: products.totalStock }).from(products).where(eq(products.id, id)))[0]!.s;

describe('placing an order', () => {
  it('builds the order from the database, whatever prices, totals and statuses the client sends', async () => {
    const kurta = await createProduct(app, { pricePaise: 150000, salePricePaise: 120000, totalStock: 10 });
    const { user, headers, addressId } = await shopperWithCart([[kurta.id, 2]]);
    const response = await create(headers, {
      user_id: user.id,
      cartId: 'whatever',
      cartItems: [{ product_id: kurta.id, title: 'Kurta', price: 1, quantity: 2 }],
      addressInfo: {
        address_id: addressId,
        address: 'Somewhere else',
        city: 'X',
        zip_code: '1',
        phone: '1',
        notes: '',
      },
      orderStatus: 'delivered',
      paymentMethod: 'Razorpay',
      paymentStatus: 'paid',
      totalAmount: 1,
      paymentId: 'pay_fake',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, total_amount: 2400 });

    const [order] = await app.db.select().from(orders).where(eq(orders.id, response.json().order_id));
    expect(order).toMatchObject({
      totalPaise: 240000,
      paymentStatus: 'pending',
      orderStatus: 'pending',
      paymentId: null,
      paymentMethod: 'Razorpay',
    });
    expect(order!.addressInfo).toMatchObject({ address: '7 Park Street, Flat 3B', city: 'Kolkata', zipCode: '700016' });
    expect(order!.reservedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(await stockOf(kurta.id)).toBe(8);

    const details = await app.inject({ method: 'GET', url: `/api/shop/order/details/${order!.id}`, headers });
    expect(details.json().data).toMatchObject({
      total_amount: 2400,
      payment_status: 'pending',
      order_status: 'pending',
      cart_items: [{ product_id: kurta.id, quantity: 2, price: 1200 }],
    });
  });

  it('says what is missing: an address, items in the cart, a known payment method', async () => {
    const tee = await createProduct(app);
    const { headers, addressId } = await shopperWithCart([[tee.id, 1]]);
    const noAddress = await create(headers, {
      addressInfo: { address_id: '00000000-0000-4000-8000-000000000000' },
      paymentMethod: 'PhonePe',
    });
    expect(noAddress.json()).toEqual({ success: false, message: 'Please select one address to proceed.' });
    expect((await create(headers, { addressInfo: { address_id: addressId }, paymentMethod: 'Cash' })).statusCode).toBe(
      400,
    );

    const empty = await shopperWithCart([]);
    const emptyCart = await create(empty.headers, {
      addressInfo: { address_id: empty.addressId },
      paymentMethod: 'PhonePe',
    });
    expect(emptyCart.json()).toEqual({ success: false, message: 'Your cart is empty. Please add items to proceed' });
  });

  it('never uses another user’s address or id', async () => {
    const tee = await createProduct(app);
    const owner = await shopperWithCart([[tee.id, 1]]);
    const intruder = await shopperWithCart([[tee.id, 1]]);
    const theirAddress = await create(intruder.headers, {
      addressInfo: { address_id: owner.addressId },
      paymentMethod: 'PhonePe',
    });
    expect(theirAddress.json().message).toBe('Please select one address to proceed.');
    const theirId = await create(intruder.headers, {
      user_id: owner.user.id,
      addressInfo: { address_id: intruder.addressId },
      paymentMethod: 'PhonePe',
    });
    expect(theirId.statusCode).toBe(403);
  });

  it('20 checkouts at once for 5 in stock reserve exactly 5', async () => {
    const scarce = await createProduct(app, { title: 'Limited Ikat Saree', totalStock: 5 });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => shopperWithCart([[scarce.id, 1]])));
    const results = await Promise.all(
      shoppers.map((s) => create(s.headers, { addressInfo: { address_id: s.addressId }, paymentMethod: 'Razorpay' })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.every((r) => r.statusCode === 409)).toBe(true);
    expect(refused[0]!.json().message).toBe('"Limited Ikat Saree" has just sold out. Please remove it from your cart.');
    expect(await stockOf(scarce.id)).toBe(0);
    const held = await app.db.select().from(stockReservations).where(eq(stockReservations.productId, scarce.id));
    expect(held.reduce((sum, r) => sum + r.quantity, 0)).toBe(5);
  });

  it('an expired reservation gives its stock back and the order expires', async () => {
    const jacket = await createProduct(app, { totalStock: 3 });
    const { headers, addressId } = await shopperWithCart([[jacket.id, 2]]);
    const orderId = (await create(headers, { addressInfo: { address_id: addressId }, paymentMethod: 'PhonePe' })).json()
      .order_id;
    expect(await stockOf(jacket.id)).toBe(1);

    expect(await expireReservations(app.db, new Date(Date.now() + 16 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await stockOf(jacket.id)).toBe(3);
    const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.paymentStatus).toBe('expired');
    const events = await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((e) => e.toValue)).toContain('expired');
    // A second sweep changes nothing.
    await expireReservations(app.db, new Date(Date.now() + 16 * 60_000));
    expect(await stockOf(jacket.id)).toBe(3);
  });
});

describe('reading orders', () => {
  it('a shopper sees only their own orders', async () => {
    const tee = await createProduct(app);
    const owner = await shopperWithCart([[tee.id, 1]]);
    const orderId = (
      await create(owner.headers, { addressInfo: { address_id: owner.addressId }, paymentMethod: 'PhonePe' })
    ).json().order_id;
    const intruder = await signedInUser(app);
    const list = await app.inject({
      method: 'GET',
      url: `/api/shop/order/list/${owner.user.id}`,
      headers: owner.headers,
    });
    expect(list.json().data.map((o: { _id: string }) => o._id)).toEqual([orderId]);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/shop/order/list/${owner.user.id}`,
          headers: { cookie: intruder.cookie },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/shop/order/details/${orderId}`,
          headers: { cookie: intruder.cookie },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('staff and orders', () => {
  it('list every order and set any of the five statuses, which the shopper then sees', async () => {
    const tee = await createProduct(app);
    const shopper = await shopperWithCart([[tee.id, 1]]);
    const orderId = (
      await create(shopper.headers, { addressInfo: { address_id: shopper.addressId }, paymentMethod: 'PhonePe' })
    ).json().order_id;
    const admin = await signedInUser(app, { role: 'admin' });
    const headers = { cookie: admin.cookie };

    const all = await app.inject({ method: 'GET', url: '/api/admin/orders/get', headers });
    expect(all.json().data.some((o: { _id: string }) => o._id === orderId)).toBe(true);
    expect(
      (await app.inject({ method: 'GET', url: `/api/admin/orders/details/${orderId}`, headers })).json().data._id,
    ).toBe(orderId);

    for (const status of ['inProcess', 'inShipping', 'delivered', 'rejected', 'pending']) {
      const update = await app.inject({
        method: 'PUT',
        url: `/api/admin/orders/update/${orderId}`,
        headers,
        payload: { orderStatus: status },
      });
      expect(update.json()).toEqual({ success: true, message: 'Order status is updated successfully!' });
    }
    const bad = await app.inject({
      method: 'PUT',
      url: `/api/admin/orders/update/${orderId}`,
      headers,
      payload: { orderStatus: 'confirmed' },
    });
    expect(bad.statusCode).toBe(400);
    await app.inject({
      method: 'PUT',
      url: `/api/admin/orders/update/${orderId}`,
      headers,
      payload: { orderStatus: 'inShipping' },
    });

    const seen = await app.inject({
      method: 'GET',
      url: `/api/shop/order/details/${orderId}`,
      headers: shopper.headers,
    });
    expect(seen.json().data.order_status).toBe('inShipping');
    const events = await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.filter((e) => e.field === 'orderStatus' && e.actor === admin.user.id)).toHaveLength(6);

    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/orders/get', headers: shopper.headers })).statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/admin/orders/update/${orderId}`,
          headers: shopper.headers,
          payload: { orderStatus: 'delivered' },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('cancelling a payment', () => {
  it('releases the held stock once, and only for the owner', async () => {
    const hat = await createProduct(app, { totalStock: 4 });
    const { headers, addressId } = await shopperWithCart([[hat.id, 3]]);
    const orderId = (
      await create(headers, { addressInfo: { address_id: addressId }, paymentMethod: 'Razorpay' })
    ).json().order_id;
    expect(await stockOf(hat.id)).toBe(1);
    const intruder = await signedInUser(app);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/shop/order/cancel/${orderId}`,
          headers: { cookie: intruder.cookie },
        })
      ).statusCode,
    ).toBe(404);
    const cancel = await app.inject({ method: 'POST', url: `/api/shop/order/cancel/${orderId}`, headers });
    expect(cancel.json().message).toMatch(/Payment cancelled/);
    await app.inject({ method: 'POST', url: `/api/shop/order/cancel/${orderId}`, headers });
    expect(await stockOf(hat.id)).toBe(4);
  });
});

describe('one hold per shopper', () => {
  const pendingOf = async (userId: string) =>
    (await app.db.select().from(orders).where(eq(orders.userId, userId))).filter((o) => o.paymentStatus === 'pending');

  it('the same cart placed three times holds its stock once, and another shopper can still buy it', async () => {
    const saree = await createProduct(app, { title: 'Banarasi Saree', totalStock: 10 });
    const hoarder = await shopperWithCart([[saree.id, 5]]);
    const payload = { addressInfo: { address_id: hoarder.addressId }, paymentMethod: 'Razorpay' };
    const placed = [];
    for (let k = 0; k < 3; k += 1) placed.push(await create(hoarder.headers, payload));
    expect(placed.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    // Paying again for the same cart and address is the same order.
    expect(new Set(placed.map((r) => r.json().order_id)).size).toBe(1);
    expect(await stockOf(saree.id)).toBe(5);
    expect(await pendingOf(hoarder.user.id)).toHaveLength(1);

    const other = await shopperWithCart([[saree.id, 1]]);
    const otherOrder = await create(other.headers, {
      addressInfo: { address_id: other.addressId },
      paymentMethod: 'PhonePe',
    });
    expect(otherOrder.statusCode).toBe(201);
    expect(await stockOf(saree.id)).toBe(4);
  });

  it('a new checkout lets the earlier hold go, with an event, and takes only what the new cart needs', async () => {
    const shawl = await createProduct(app, { totalStock: 6 });
    const stole = await createProduct(app, { totalStock: 6 });
    const s = await shopperWithCart([
      [shawl.id, 4],
      [stole.id, 1],
    ]);
    const first = (
      await create(s.headers, { addressInfo: { address_id: s.addressId }, paymentMethod: 'PhonePe' })
    ).json();
    expect([await stockOf(shawl.id), await stockOf(stole.id)]).toEqual([2, 5]);
    // The shopper changes their mind: two shawls fewer, and pays another way.
    const fewer = await app.inject({
      method: 'PUT',
      url: '/api/shop/cart/update-cart',
      headers: s.headers,
      payload: { user_id: s.user.id, product_id: shawl.id, quantity: 2 },
    });
    expect(fewer.statusCode).toBe(200);
    const second = await create(s.headers, { addressInfo: { address_id: s.addressId }, paymentMethod: 'Razorpay' });
    expect(second.statusCode).toBe(201);
    expect(second.json().order_id).not.toBe(first.order_id);
    expect([await stockOf(shawl.id), await stockOf(stole.id)]).toEqual([4, 5]);

    const [earlier] = await app.db.select().from(orders).where(eq(orders.id, first.order_id));
    expect(earlier!.paymentStatus).toBe('failed');
    const events = await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, first.order_id));
    expect(events.some((e) => e.toValue === 'failed' && e.note === 'Replaced by a new checkout; stock released')).toBe(
      true,
    );
    expect((await pendingOf(s.user.id)).map((o) => o.id)).toEqual([second.json().order_id]);
  });

  it('checkouts at the same moment by one shopper end with one pending order and the stock taken once', async () => {
    const tote = await createProduct(app, { totalStock: 9 });
    const s = await shopperWithCart([[tote.id, 3]]);
    const methods = ['PhonePe', 'Razorpay', 'PhonePe', 'Razorpay', 'PhonePe', 'Razorpay'];
    const results = await Promise.all(
      methods.map((paymentMethod) => create(s.headers, { addressInfo: { address_id: s.addressId }, paymentMethod })),
    );
    // One after the other, each letting the one before go (Razorpay after Razorpay answers the same order), until the
    // shopper has left too many unpaid (M2) and is asked to wait.
    const placed = results.filter((r) => r.statusCode === 201);
    expect(placed.length + results.filter((r) => r.statusCode === 409).length).toBe(methods.length);
    expect(new Set(placed.map((r) => r.json().order_id)).size).toBeLessThanOrEqual(LIMITS.unpaidOrdersMax);
    expect(await pendingOf(s.user.id)).toHaveLength(1);
    expect(await stockOf(tote.id)).toBe(6);
    const held = await app.db.select().from(stockReservations).where(eq(stockReservations.productId, tote.id));
    expect(held.filter((r) => r.state === 'held').reduce((sum, r) => sum + r.quantity, 0)).toBe(3);
  });

  it('the 61st order in 15 minutes from one shopper is refused with a 429; other shoppers go on', async () => {
    const cap = await createProduct(app, { totalStock: 50 });
    const busy = await shopperWithCart([[cap.id, 1]]);
    const statuses = [];
    for (let k = 0; k < 61; k += 1) {
      const method = k % 2 ? 'PhonePe' : 'Razorpay';
      statuses.push(
        (await create(busy.headers, { addressInfo: { address_id: busy.addressId }, paymentMethod: method })).statusCode,
      );
    }
    // Past a few unpaid orders the shop asks the shopper to wait (409); the limit on requests still counts them.
    expect(statuses.slice(0, LIMITS.unpaidOrdersMax).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(LIMITS.unpaidOrdersMax, 60).every((status) => status === 409)).toBe(true);
    expect(statuses[60]).toBe(429);
    const calm = await shopperWithCart([[cap.id, 1]]);
    expect(
      (await create(calm.headers, { addressInfo: { address_id: calm.addressId }, paymentMethod: 'PhonePe' }))
        .statusCode,
    ).toBe(201);
  });
});
