import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createProduct, signedInUser } from '../../testing/fixtures.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('the cart', () => {
  it('adds, counts sale prices, updates and removes, with the spec’s messages', async () => {
    const { user, cookie } = await signedInUser(app);
    const kurta = await createProduct(app, { pricePaise: 129900, salePricePaise: 99900, totalStock: 5 });
    const tote = await createProduct(app, { pricePaise: 45050, salePricePaise: 0, totalStock: 5 });
    const call = (method: 'POST' | 'PUT' | 'GET' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url: `/api/shop/cart${url}`, headers: { cookie }, payload });

    const added = await call('POST', '/add', { user_id: user.id, product_id: kurta.id, quantity: 1 });
    expect(added.json()).toMatchObject({ success: true, message: 'Product is added to cart' });
    await call('POST', '/add', { user_id: user.id, product_id: kurta.id, quantity: 1 });
    await call('POST', '/add', { user_id: user.id, product_id: tote.id });

    const cart = (await call('GET', `/get/${user.id}`)).json().data;
    expect(cart.items).toHaveLength(2);
    expect(cart.items[0]).toMatchObject({
      product_id: kurta.id,
      quantity: 2,
      price: 1299,
      sale_price: 999,
      line_total: 1998,
    });
    expect(cart.total).toBe(1998 + 450.5);

    const updated = await call('PUT', '/update-cart', { user_id: user.id, product_id: tote.id, quantity: 3 });
    expect(updated.json()).toMatchObject({
      message: 'Cart item is updated successfully',
      data: { total: 1998 + 1351.5 },
    });

    const removed = await call('DELETE', `/${user.id}/${kurta.id}`);
    expect(removed.json()).toMatchObject({ message: 'Cart item is deleted successfully' });
    expect(removed.json().data.items.map((i: { product_id: string }) => i.product_id)).toEqual([tote.id]);
  });

  it('never holds more than the stock', async () => {
    const { user, cookie } = await signedInUser(app);
    const bag = await createProduct(app, { totalStock: 2 });
    const add = () =>
      app.inject({
        method: 'POST',
        url: '/api/shop/cart/add',
        headers: { cookie },
        payload: { user_id: user.id, product_id: bag.id, quantity: 1 },
      });
    await add();
    await add();
    const third = await add();
    expect(third.statusCode).toBe(400);
    expect(third.json().message).toBe('Only 2 quantity can be added for this item');
    const tooMany = await app.inject({
      method: 'PUT',
      url: '/api/shop/cart/update-cart',
      headers: { cookie },
      payload: { product_id: bag.id, quantity: 3 },
    });
    expect(tooMany.json().message).toBe('Only 2 quantity can be added for this item');
    const cart = await app.inject({ method: 'GET', url: `/api/shop/cart/get/${user.id}`, headers: { cookie } });
    expect(cart.json().data.items[0].quantity).toBe(2);
  });

  it('counts two adds at once correctly', async () => {
    const { cookie } = await signedInUser(app);
    const bag = await createProduct(app, { totalStock: 3 });
    const results = await Promise.all(
      [1, 2, 3, 4].map(() =>
        app.inject({
          method: 'POST',
          url: '/api/shop/cart/add',
          headers: { cookie },
          payload: { product_id: bag.id, quantity: 1 },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
  });

  it('refuses out-of-stock products, visitors and other users’ carts', async () => {
    const { user, cookie } = await signedInUser(app);
    const other = await signedInUser(app);
    const soldOut = await createProduct(app, { totalStock: 0 });
    const out = await app.inject({
      method: 'POST',
      url: '/api/shop/cart/add',
      headers: { cookie },
      payload: { product_id: soldOut.id },
    });
    expect(out.json()).toEqual({ success: false, message: 'This product is out of stock' });
    expect(
      (await app.inject({ method: 'POST', url: '/api/shop/cart/add', payload: { product_id: soldOut.id } })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: `/api/shop/cart/get/${other.user.id}`, headers: { cookie } })).statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/shop/cart/add',
          headers: { cookie },
          payload: { user_id: other.user.id, product_id: soldOut.id },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/shop/cart/${other.user.id}/${soldOut.id}`,
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: `/api/shop/cart/get/${user.id}`, headers: { cookie } })).json().data,
    ).toEqual({ _id: null, items: [], total: 0 });
  });
});
