// The checkout's quote, the order placed right after, its invoice and the refunds when every piece comes back agree to
// the paisa: random carts, coupons, discounts for paying online and Cash on Delivery fees (issue 43).
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orderItems, refunds } from '../platform/db/schema.ts';
import { createProduct, signedInUser } from '../testing/fixtures.ts';
import type { TestApp } from '../testing/test-app.ts';
import {
  ADDRESS,
  completeRazorpay,
  confirmCod,
  openShop,
  orderRow,
  type ReadyShopper,
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

const scenario = fc.record({
  lines: fc.array(
    fc.record({
      price: fc.integer({ min: 199, max: 2_400 }),
      paise: fc.constantFrom(0, 1, 49, 99),
      quantity: fc.integer({ min: 1, max: 3 }),
      category: fc.constantFrom('women', 'men', 'kids'),
      taxClass: fc.constantFrom('clothing' as const, 'bags' as const),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  coupon: fc.option(
    fc.oneof(
      fc.record({ kind: fc.constant('percent'), value: fc.integer({ min: 1, max: 40 }), categories: fc.constant([]) }),
      fc.record({
        kind: fc.constant('fixed'),
        value: fc.integer({ min: 1, max: 400 }),
        categories: fc.constantFrom([], ['women'], ['kids']),
      }),
    ),
    { nil: undefined },
  ),
  online: fc.oneof(
    fc.constant({ enabled: false, kind: 'percent', value: 5, max_discount: null }),
    fc.record({
      enabled: fc.constant(true),
      kind: fc.constant('percent'),
      value: fc.integer({ min: 1, max: 15 }),
      max_discount: fc.option(fc.integer({ min: 20, max: 300 }), { nil: null }),
    }),
    fc.record({
      enabled: fc.constant(true),
      kind: fc.constant('fixed'),
      value: fc.integer({ min: 1, max: 99 }),
      max_discount: fc.constant(null),
    }),
  ),
  codFee: fc.constantFrom(0, 29, 49.5),
  method: fc.constantFrom('Razorpay', 'COD'),
});

let run = 0;

describe('an order’s money, from the quote to the last refund', () => {
  it('agrees to the paisa: quote, order, invoice, and the refunds when every piece comes back', async () => {
    const { data: settings } = (await staff('GET', '/api/admin/settings')).json();
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        run += 1;
        const saved = await staff('PUT', '/api/admin/settings', {
          ...settings,
          online_discount: s.online,
          cod: { ...settings.cod, fee: s.codFee, min_order: 1, max_order: 100_000 },
        });
        expect(saved.statusCode, saved.body).toBe(200);

        const shopper = await signedInUser(app);
        const headers = { cookie: shopper.cookie };
        const address = await app.inject({ method: 'POST', url: '/api/shop/address/add', headers, payload: ADDRESS });
        const addressId = address.json().data._id as string;
        for (const line of s.lines) {
          const product = await createProduct(app, {
            pricePaise: line.price * 100 + line.paise,
            category: line.category,
            taxClass: line.taxClass,
            totalStock: 10,
          });
          const added = await app.inject({
            method: 'POST',
            url: '/api/shop/cart/add',
            headers,
            payload: { product_id: product.id, quantity: line.quantity },
          });
          expect(added.statusCode, added.body).toBe(200);
        }
        let couponCode: string | undefined = undefined;
        if (s.coupon) {
          couponCode = `AGREE${run}`;
          const made = await staff('POST', '/api/admin/coupons', { code: couponCode, ...s.coupon });
          expect(made.statusCode, made.body).toBe(201);
        }

        const quoted = await app.inject({
          method: 'POST',
          url: '/api/shop/checkout/quote',
          headers,
          payload: { address_id: addressId, ...(couponCode ? { coupon_code: couponCode } : {}) },
        });
        if (quoted.statusCode === 400) {
          // A coupon for categories the cart lacks is refused in words.
          expect(quoted.json().message).toMatch(/coupon/i);
          return;
        }
        expect(quoted.statusCode, quoted.body).toBe(200);
        const quote = quoted.json().data;
        const method = quote.methods.find((m: { method: string }) => m.method === s.method);
        if (!method.available) return;

        const created = await app.inject({
          method: 'POST',
          url: '/api/shop/order/create',
          headers,
          payload: { addressInfo: { address_id: addressId }, paymentMethod: s.method, couponCode },
        });
        expect(created.statusCode, created.body).toBe(201);
        const orderId = created.json().order_id as string;
        expect(created.json().total_amount).toBe(method.total);
        const order = await orderRow(app, orderId);
        expect(order.totalPaise).toBe(Math.round(method.total * 100));
        expect(order.codFeePaise).toBe(Math.round(method.cod_fee * 100));

        const buyer = { ...shopper, headers, addressId } as unknown as ReadyShopper;
        if (s.method === 'COD') {
          await confirmCod(app, buyer, orderId);
          await staff('PUT', `/api/admin/orders/update/${orderId}`, { orderStatus: 'delivered' });
          const collected = await staff('PUT', `/api/admin/orders/update/${orderId}`, { paymentStatus: 'paid' });
          expect(collected.statusCode, collected.body).toBe(200);
        } else {
          const started = await startRazorpay(app, buyer, orderId);
          await completeRazorpay(app, started.json().data.id, 'pay');
          await until(async () => (await orderRow(app, orderId)).paymentStatus === 'paid');
          await staff('PUT', `/api/admin/orders/update/${orderId}`, { orderStatus: 'delivered' });
        }
        await until(async () => (await app.db.select().from(invoices).where(eq(invoices.orderId, orderId))).length > 0);
        const [invoice] = await app.db.select().from(invoices).where(eq(invoices.orderId, orderId));
        expect(invoice!.data.totals.totalPaise).toBe(order.totalPaise);

        // Every piece comes back: one of each line first, then the rest.
        const lines = await app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
        const rounds = [
          lines.map((line) => ({ order_item_id: line.id, quantity: 1, reason: 'too_small' })),
          lines
            .filter((line) => line.quantity > 1)
            .map((line) => ({ order_item_id: line.id, quantity: line.quantity - 1, reason: 'other' })),
        ].filter((items) => items.length > 0);
        for (const items of rounds) {
          const asked = await app.inject({
            method: 'POST',
            url: `/api/shop/order/return/${orderId}`,
            headers,
            payload: { items, note: '' },
          });
          expect(asked.statusCode, asked.body).toBe(201);
          const returnId = asked.json().data._id as string;
          await staff('PUT', `/api/admin/returns/${returnId}`, { action: 'approve' });
          const received = await staff('PUT', `/api/admin/returns/${returnId}`, { action: 'receive' });
          expect(received.statusCode, received.body).toBe(200);
        }
        const given = await app.db.select().from(refunds).where(eq(refunds.orderId, orderId));
        // The Cash on Delivery fee paid for a service done; every piece's charge comes back.
        expect(given.reduce((sum, refund) => sum + refund.amountPaise, 0)).toBe(order.totalPaise - order.codFeePaise);
      }),
      { numRuns: 12, seed: 4343 },
    );
  });
});
