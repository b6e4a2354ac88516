// Checks what a Cash on Delivery order does to the stock (security audit 3, M2): held, not sold, until its shopper or
// staff confirm it; sold by the confirmation, in the same change; given back exactly once when its time runs out or
// staff reject it unconfirmed; and a confirmation after its time is refused, whichever comes first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, stockReservations } from '../platform/db/schema.ts';
import type { TestApp } from '../testing/test-app.ts';
import { openShop, orderRow, placeOrder, readyShopper, stockOf } from '../testing/checkout-fixtures.ts';
import { cancelUnconfirmedOrders } from './confirm-cod.ts';

let app: TestApp;
let admin: string;

beforeAll(async () => {
  ({ app, admin } = await openShop());
});
afterAll(() => app.close());

const confirmCod = (orderId: string, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: `/api/shop/order/confirm-cod/${orderId}`, headers, payload: { confirm: true } });

/** The states of the order's stock reservations (one a line), as the database holds them. */
const reservationsOf = async (orderId: string) =>
  (await app.db.select().from(stockReservations).where(eq(stockReservations.orderId, orderId))).map((r) => r.state);

describe("a Cash on Delivery order's stock", () => {
  it('is held off sale until the shopper confirms, and sold by the confirmation', async () => {
    const s = await readyShopper(app); // 2 of 5 in the cart
    const { order_id: orderId } = await placeOrder(app, s, 'COD');
    expect(await stockOf(app, s.product.id)).toBe(3);
    expect(await reservationsOf(orderId)).toEqual(['held']);

    expect((await confirmCod(orderId, s.headers)).statusCode).toBe(200);
    expect(await reservationsOf(orderId)).toEqual(['committed']);
    expect(await stockOf(app, s.product.id)).toBe(3);
    // Its time running out later changes nothing: it is confirmed.
    const until = (await orderRow(app, orderId)).codConfirmUntil!;
    await cancelUnconfirmedOrders(app, new Date(until.getTime() + 1000));
    expect(await reservationsOf(orderId)).toEqual(['committed']);
    expect(await stockOf(app, s.product.id)).toBe(3);
  });

  it('is sold when staff confirm the order after a call', async () => {
    const s = await readyShopper(app);
    const { order_id: orderId } = await placeOrder(app, s, 'COD');
    expect(await reservationsOf(orderId)).toEqual(['held']);
    const confirmed = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/confirm-cod/${orderId}`,
      headers: { cookie: admin },
      payload: { note: 'Called at 11; she wants it' },
    });
    expect(confirmed.json().message).toBe('Cash on Delivery order confirmed after the call.');
    expect(await reservationsOf(orderId)).toEqual(['committed']);
    expect(await stockOf(app, s.product.id)).toBe(3);
  });

  it('goes back on sale once when nobody confirmed in time, and a confirmation after that time is refused', async () => {
    const s = await readyShopper(app);
    const { order_id: orderId } = await placeOrder(app, s, 'COD');
    // Its time ran out a minute ago; the sweep has not come round yet.
    await app.db
      .update(orders)
      .set({ codConfirmUntil: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, orderId));
    const late = await confirmCod(orderId, s.headers);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'The time to confirm this order has run out, so it can no longer be confirmed. You are welcome to order again.',
    );
    const view = await app.inject({ method: 'GET', url: `/api/shop/order/details/${orderId}`, headers: s.headers });
    expect(view.json().data.allowed_actions).not.toContain('confirm_cod');
    expect(await reservationsOf(orderId)).toEqual(['held']);

    // Two sweeps at once give it back once.
    await Promise.all([cancelUnconfirmedOrders(app), cancelUnconfirmedOrders(app)]);
    expect(await orderRow(app, orderId)).toMatchObject({ orderStatus: 'cancelled', codConfirmation: 'cancelled' });
    expect(await reservationsOf(orderId)).toEqual(['released']);
    expect(await stockOf(app, s.product.id)).toBe(5);
  });

  it('is sold or given back, never both, when the confirmation and the lapse arrive together', async () => {
    for (let round = 0; round < 4; round++) {
      const s = await readyShopper(app);
      const { order_id: orderId } = await placeOrder(app, s, 'COD');
      expect(await reservationsOf(orderId)).toEqual(['held']);
      const until = (await orderRow(app, orderId)).codConfirmUntil!;
      // The sweep runs as if the time had run out, while the shopper's confirmation is still in time.
      const [confirmed] = await Promise.all([
        confirmCod(orderId, s.headers),
        cancelUnconfirmedOrders(app, new Date(until.getTime() + 1000)),
      ]);
      const order = await orderRow(app, orderId);
      if (confirmed.statusCode === 200) {
        expect(order).toMatchObject({ orderStatus: 'confirmed', codConfirmation: 'confirmed' });
        expect(await reservationsOf(orderId)).toEqual(['committed']);
        expect(await stockOf(app, s.product.id)).toBe(3);
      } else {
        expect(confirmed.json().message).toBe('This order was cancelled, so it can no longer be confirmed.');
        expect(order).toMatchObject({ orderStatus: 'cancelled', codConfirmation: 'cancelled' });
        expect(await reservationsOf(orderId)).toEqual(['released']);
        expect(await stockOf(app, s.product.id)).toBe(5);
      }
    }
  });

  it('goes back on sale when staff reject the order before it is confirmed', async () => {
    const s = await readyShopper(app);
    const { order_id: orderId } = await placeOrder(app, s, 'COD');
    const rejected = await app.inject({
      method: 'PUT',
      url: `/api/admin/orders/update/${orderId}`,
      headers: { cookie: admin },
      payload: { orderStatus: 'rejected' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await orderRow(app, orderId)).toMatchObject({ orderStatus: 'rejected', codConfirmation: 'cancelled' });
    expect(await reservationsOf(orderId)).toEqual(['released']);
    expect(await stockOf(app, s.product.id)).toBe(5);
  });
});
