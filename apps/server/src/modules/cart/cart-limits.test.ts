// Checks staff's limits on what one order may hold, as the cart keeps to them (security audit M2): a line past the
// limit per item and a cart past the limit per order are refused with the contract's words and change nothing, fewer
// units are always allowed, and staff changing a limit in Settings takes effect at once.
import { MESSAGES } from '@shop/contract/messages';
import { DEFAULT_SETTINGS } from '@shop/contract/settings';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, saveLimits as saveAppLimits, signedInUser } from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = (await signedInUser(app, { role: 'admin' })).cookie;
});
afterAll(() => app.close());

const saveLimits = (limits: object) => saveAppLimits(app, admin, limits);
afterEach(async () => {
  expect((await saveLimits(DEFAULT_SETTINGS.limits)).statusCode).toBe(200);
});

async function shopper() {
  const { cookie } = await signedInUser(app);
  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url: `/api/shop/cart${url}`, headers: { cookie }, payload });
  return {
    add: (productId: string, quantity: number) => send('POST', '/add', { product_id: productId, quantity }),
    set: (productId: string, quantity: number) => send('PUT', '/update-cart', { product_id: productId, quantity }),
    async lines() {
      const me = await app.inject({ method: 'GET', url: '/api/auth/check-auth', headers: { cookie } });
      const cart = await app.inject({
        method: 'GET',
        url: `/api/shop/cart/get/${me.json().user.id}`,
        headers: { cookie },
      });
      return cart.json().data.items as { product_id: string; quantity: number; max_units_per_item: number }[];
    },
  };
}

describe("the cart keeps to staff's limits", () => {
  it('refuses a line past 10 of one item, by add or by update, and keeps what it held', async () => {
    const s = await shopper();
    const kurta = await createProduct(app, { totalStock: 1000 });

    const eleven = await s.add(kurta.id, 11);
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json()).toEqual({ success: false, message: 'You can buy at most 10 of this item per order' });
    expect(await s.lines()).toEqual([]);

    expect((await s.add(kurta.id, 10)).statusCode).toBe(200);
    const oneMore = await s.add(kurta.id, 1);
    expect(oneMore.json().message).toBe(MESSAGES.maxUnitsPerItem(10));
    const updated = await s.set(kurta.id, 11);
    expect(updated.statusCode).toBe(400);
    expect(updated.json().message).toBe(MESSAGES.maxUnitsPerItem(10));
    expect(await s.lines()).toMatchObject([{ product_id: kurta.id, quantity: 10, max_units_per_item: 10 }]);
  });

  it('refuses a cart past 20 items in all, and keeps what it held', async () => {
    const s = await shopper();
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createProduct(app, { totalStock: 100 })));
    expect((await s.add(a!.id, 10)).statusCode).toBe(200);
    expect((await s.add(b!.id, 10)).statusCode).toBe(200);

    const twentyFirst = await s.add(c!.id, 1);
    expect(twentyFirst.statusCode).toBe(400);
    expect(twentyFirst.json().message).toBe('You can buy at most 20 items in one order');
    expect((await s.set(a!.id, 9)).statusCode).toBe(200);
    expect((await s.add(c!.id, 2)).json().message).toBe(MESSAGES.maxUnitsPerOrder(20));
    expect((await s.add(c!.id, 1)).statusCode).toBe(200);
    expect((await s.lines()).map((line) => line.quantity)).toEqual([9, 10, 1]);
  });

  it('names the stock when it is the lower limit, as before', async () => {
    const s = await shopper();
    const bag = await createProduct(app, { totalStock: 3 });
    expect((await s.add(bag.id, 4)).json().message).toBe(MESSAGES.onlyQuantityCanBeAdded(3));
  });

  it("takes staff's new limits at once, and lets a line above them come down", async () => {
    const s = await shopper();
    const kurta = await createProduct(app, { totalStock: 100 });
    expect((await s.add(kurta.id, 8)).statusCode).toBe(200);

    expect((await saveLimits({ max_units_per_item: 5, max_units_per_order: 6 })).statusCode).toBe(200);
    expect((await s.lines())[0]).toMatchObject({ quantity: 8, max_units_per_item: 5 });
    expect((await s.add(kurta.id, 1)).json().message).toBe(MESSAGES.maxUnitsPerItem(5));
    // Fewer is always allowed, even while still above the new limit.
    expect((await s.set(kurta.id, 7)).statusCode).toBe(200);
    expect((await s.set(kurta.id, 6)).statusCode).toBe(200);
    expect((await s.set(kurta.id, 7)).json().message).toBe(MESSAGES.maxUnitsPerItem(5));
    const tote = await createProduct(app, { totalStock: 100 });
    expect((await s.add(tote.id, 1)).json().message).toBe(MESSAGES.maxUnitsPerOrder(6));

    expect((await saveLimits({ max_units_per_item: 12, max_units_per_order: 30 })).statusCode).toBe(200);
    expect((await s.set(kurta.id, 12)).statusCode).toBe(200);
    expect((await s.lines())[0]).toMatchObject({ quantity: 12, max_units_per_item: 12 });
  });
});

describe("staff's limits in Settings", () => {
  it('default to 10 per item and 20 per order, and refuse limits that make no sense, keeping the saved ones', async () => {
    const read = async () =>
      (await app.inject({ url: '/api/admin/settings', headers: { cookie: admin } })).json().data.limits;
    expect(await read()).toEqual({ max_units_per_item: 10, max_units_per_order: 20 });

    const refusals = [
      [{ max_units_per_item: 0, max_units_per_order: 20 }, 'The most of one item must be at least 1'],
      [{ max_units_per_item: 2.5, max_units_per_order: 20 }, 'The most of one item must be a whole number'],
      [{ max_units_per_item: 10, max_units_per_order: 5000 }, 'The most items in one order is at most 1,000'],
      [{ max_units_per_item: 10, max_units_per_order: 9 }, 'The most items in one order is below the most of one item'],
    ] as const;
    for (const [limits, message] of refusals) {
      const saved = await saveLimits(limits);
      expect(saved.statusCode, JSON.stringify(limits)).toBe(400);
      expect(saved.body).toContain(message);
    }
    expect(await read()).toEqual({ max_units_per_item: 10, max_units_per_order: 20 });
  });
});
