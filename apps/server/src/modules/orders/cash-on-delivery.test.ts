import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_SETTINGS } from '@shop/contract/settings';
import { cartItems, carts, invoices, orders, stockReservations } from '../../platform/db/schema.ts';
import { readOutbox } from '../../platform/mailer.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/fixtures.ts';
import {
  confirmCod,
  confirmedCodOrder,
  orderRow,
  placeOrder,
  readyShopper,
  stockOf,
  type ReadyShopper,
} from '../../testing/checkout-fixtures.ts';
import { expireReservations } from './order-service.ts';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = (await signedInUser(app, { role: 'admin' })).cookie;
});
afterAll(() => app.close());

const orderCod = (s: ReadyShopper) =>
  app.inject({
    method: 'POST',
    url: '/api/shop/order/create',
    headers: s.headers,
    payload: { addressInfo: { address_id: s.addressId }, paymentMethod: 'COD' },
  });

const staffUpdate = (orderId: string, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/admin/orders/update/${orderId}`, headers: { cookie: admin }, payload });

const cartOf = async (userId: string) =>
  app.db
    .select({ productId: cartItems.productId })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, userId));

describe('Cash on Delivery', () => {
  it('holds the stock at once, clears the cart, and waits for the shopper to confirm', async () => {
    const s = await readyShopper(app); // 2 × ₹1,250 to Mumbai
    const placed = await orderCod(s);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = await orderRow(app, placed.json().order_id);
    expect(order).toMatchObject({
      paymentMethod: 'COD',
      paymentStatus: 'pending',
      orderStatus: 'pending',
      codConfirmation: 'awaiting',
      reservedUntil: null,
    });
    expect(await stockOf(app, s.product.id)).toBe(3);
    expect(await cartOf(s.user.id)).toEqual([]);
    const [reservation] = await app.db.select().from(stockReservations).where(eq(stockReservations.orderId, order.id));
    // Held, not sold: the shopper has not confirmed it yet.
    expect(reservation!.state).toBe('held');
    const mail = (await readOutbox(app.mailer.outbox!)).find((m) => m.to === s.user.email)!;
    expect(mail.text).toContain('You chose to pay ₹2,500.00 in cash on delivery: please confirm the order by');

    // Nothing lets it go: not a later online checkout, not the reservation sweep.
    await app.inject({
      method: 'POST',
      url: '/api/shop/cart/add',
      headers: s.headers,
      payload: { product_id: s.product.id },
    });
    await placeOrder(app, s, 'Razorpay');
    await expireReservations(app.db, new Date(Date.now() + 24 * 3600_000));
    expect(await orderRow(app, order.id)).toMatchObject({ paymentStatus: 'pending', codConfirmation: 'awaiting' });
  });

  it('is refused outside the limits staff set, while another waits for its confirmation, and past two unpaid', async () => {
    const s = await readyShopper(app, { pricePaise: 100_00 }); // 2 × ₹100 = ₹200, below ₹299
    const small = await orderCod(s);
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toBe('Cash on Delivery is for orders from ₹299.00 to ₹10,000.00');

    const big = await readyShopper(app, { pricePaise: 6_000_00 }); // ₹12,000
    expect((await orderCod(big)).json().message).toMatch(/^Cash on Delivery is for orders from/);

    const regular = await readyShopper(app, { totalStock: 50 });
    expect((await orderCod(regular)).statusCode).toBe(201);
    const again = async () => {
      await app.inject({
        method: 'POST',
        url: '/api/shop/cart/add',
        headers: regular.headers,
        payload: { product_id: regular.product.id, quantity: 1 },
      });
      return orderCod(regular);
    };
    // One waiting for its confirmation at a time.
    const second = await again();
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(
      'You already have a Cash on Delivery order waiting for you to confirm it. Please confirm or cancel it first, or pay online this time.',
    );
    const [first] = await app.db.select().from(orders).where(eq(orders.userId, regular.user.id));
    await confirmCod(app, regular, first!.id);
    const confirmedSecond = await again();
    expect(confirmedSecond.statusCode).toBe(201);
    await confirmCod(app, regular, confirmedSecond.json().order_id);
    const third = await again();
    expect(third.statusCode).toBe(400);
    expect(third.json().message).toMatch(/already have 2 Cash on Delivery orders/);
  });

  it('adds the fee staff set, and is refused where COD does not go or when staff switch it off', async () => {
    const settings = { ...DEFAULT_SETTINGS, cod: { ...DEFAULT_SETTINGS.cod, fee: 49 } };
    await app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie: admin }, payload: settings });
    const s = await readyShopper(app);
    const placed = await orderCod(s);
    expect(placed.json().total_amount).toBe(2549);
    const details = await app.inject({ url: `/api/shop/order/details/${placed.json().order_id}`, headers: s.headers });
    expect(details.json().data).toMatchObject({ total_amount: 2549, cod_fee: 49 });

    const northEast = await readyShopper(app);
    const guwahati = await app.inject({
      method: 'PUT',
      url: `/api/shop/address/update/${northEast.user.id}/${northEast.addressId}`,
      headers: northEast.headers,
      payload: {
        address_line1: '4 GS Road',
        address_line2: 'Ulubari',
        city: 'Guwahati',
        state: 'Assam',
        zip_code: '781001',
        country: 'India',
        landmark: 'Near the flyover',
        phone: '9864012345',
        notes: 'Call first',
      },
    });
    expect(guwahati.statusCode, guwahati.body).toBe(200);
    const refused = await orderCod(northEast);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Cash on Delivery is not available for this pincode');

    await app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: admin },
      payload: { ...settings, cod: { ...settings.cod, enabled: false } },
    });
    expect((await orderCod(await readyShopper(app))).json().message).toBe(
      'Cash on Delivery is not available for this pincode',
    );
    await app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: admin },
      payload: DEFAULT_SETTINGS,
    });
  });

  it('is marked paid by staff when the cash is collected, and then invoiced', async () => {
    await app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: admin },
      payload: {
        ...DEFAULT_SETTINGS,
        shop: {
          legal_name: 'Thread and Tote Retail Private Limited',
          address: '22 Linking Road, Mumbai',
          state_code: '27',
          gstin: '27AAPFU0939F1ZV',
          invoice_prefix: 'COD',
        },
      },
    });
    const s = await readyShopper(app);
    const orderId = (await confirmedCodOrder(app, s)).order_id;
    expect((await staffUpdate(orderId, { orderStatus: 'delivered' })).json().message).toBe(
      'Order status is updated successfully!',
    );
    const paid = await staffUpdate(orderId, { paymentStatus: 'paid' });
    expect(paid.json()).toMatchObject({ success: true, message: 'Payment recorded: the cash is collected.' });
    expect(await orderRow(app, orderId)).toMatchObject({ paymentStatus: 'paid', orderStatus: 'delivered' });
    const [invoice] = await app.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(invoice!.number).toMatch(/^COD\//);
    expect(invoice!.data.intraState).toBe(true);

    const online = await readyShopper(app);
    const { order_id } = await placeOrder(app, online, 'Razorpay');
    const refused = await staffUpdate(order_id, { paymentStatus: 'paid' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Only a Cash on Delivery order is marked paid by staff.');
    await app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: admin },
      payload: DEFAULT_SETTINGS,
    });
  });

  it('comes back unpaid as returned to origin: its stock back on sale, once', async () => {
    const s = await readyShopper(app);
    const orderId = (await confirmedCodOrder(app, s)).order_id;
    expect(await stockOf(app, s.product.id)).toBe(3);
    const returned = await staffUpdate(orderId, { orderStatus: 'returned' });
    expect(returned.json().message).toBe('Order marked returned to origin; its items are back in stock.');
    expect(await stockOf(app, s.product.id)).toBe(5);
    expect(await orderRow(app, orderId)).toMatchObject({ orderStatus: 'returned', paymentStatus: 'failed' });
    await staffUpdate(orderId, { orderStatus: 'returned' });
    expect(await stockOf(app, s.product.id)).toBe(5);
    expect((await staffUpdate(orderId, { orderStatus: 'inShipping' })).statusCode).toBe(400);

    const online = await readyShopper(app);
    const { order_id } = await placeOrder(app, online, 'Razorpay');
    expect((await staffUpdate(order_id, { orderStatus: 'returned' })).json().message).toBe(
      'Only an unpaid Cash on Delivery order can be returned to origin.',
    );
  });
});
