import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createProduct, signedInUser } from '../testing/fixtures.ts';

describe('the read cache for the public catalogue', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers a repeated listing from memory, and forgets everything after a write', async () => {
    const product = await createProduct(app, { title: 'Cached Kurta', totalStock: 9 });
    const url = `/api/shop/products/get/${product.id}`;
    const first = await app.inject({ method: 'GET', url });
    const second = await app.inject({ method: 'GET', url });
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.json()).toEqual(first.json());

    const { cookie } = await signedInUser(app, { role: 'admin' });
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/admin/products/edit/${product.id}`,
      headers: { cookie },
      payload: {
        image: product.image,
        title: 'Renamed Kurta',
        description: 'x',
        category: 'women',
        brand: 'threadandtote',
        price: 999,
        sale_price: 0,
        total_stock: 0,
      },
    });
    expect(edit.statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url });
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.json().data).toMatchObject({ title: 'Renamed Kurta', total_stock: 0 });
  });

  it('never caches answers that are not public', async () => {
    const { user, cookie } = await signedInUser(app);
    await app.inject({ method: 'GET', url: `/api/shop/cart/get/${user.id}`, headers: { cookie } });
    const again = await app.inject({ method: 'GET', url: `/api/shop/cart/get/${user.id}`, headers: { cookie } });
    expect(again.headers['x-cache']).toBeUndefined();
  });
});
