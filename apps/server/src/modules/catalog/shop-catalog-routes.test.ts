import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../platform/db/schema.ts';
import { SEARCH_TOTAL_CAP } from './product-queries.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createPaidOrder, createProduct, signedInUser } from '../../testing/fixtures.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await createProduct(app, { title: 'Indigo Kurta', category: 'women', pricePaise: 150000, salePricePaise: 0 });
  await createProduct(app, {
    title: 'Canvas Tote',
    category: 'women',
    pricePaise: 90000,
    salePricePaise: 0,
    description: 'A sturdy bag for the market.',
  });
  await createProduct(app, { title: 'Linen Shirt', category: 'men', pricePaise: 200000, salePricePaise: 80000 });
  await createProduct(app, { title: 'Denim Shorts', category: 'kids', pricePaise: 70000, salePricePaise: 0 });
  await createProduct(app, {
    title: 'Aqua 100% Cotton Tee',
    category: 'newArrivals',
    pricePaise: 60000,
    description: 'Soft_jersey knit.',
  });
});
afterAll(() => app.close());

const get = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};
const titles = (body: { data: { title: string }[] }) => body.data.map((p) => p.title);

describe('listing', () => {
  it('sorts by the price a shopper pays, low to high by default', async () => {
    const { body } = await get('/api/shop/products/get');
    expect(titles(body)).toEqual([
      'Aqua 100% Cotton Tee',
      'Denim Shorts',
      'Linen Shirt',
      'Canvas Tote',
      'Indigo Kurta',
    ]);
    expect(body.total).toBe(5);
  });

  it('sorts each of the four ways', async () => {
    expect(titles((await get('/api/shop/products/get?sortBy=price-hightolow')).body)[0]).toBe('Indigo Kurta');
    expect(titles((await get('/api/shop/products/get?sortBy=title-atoz')).body)[0]).toBe('Aqua 100% Cotton Tee');
    expect(titles((await get('/api/shop/products/get?sortBy=title-ztoa')).body)[0]).toBe('Linen Shirt');
  });

  it('filters by comma-joined categories and by brand', async () => {
    const { body } = await get('/api/shop/products/get?category=women,kids&sortBy=title-atoz');
    expect(titles(body)).toEqual(['Canvas Tote', 'Denim Shorts', 'Indigo Kurta']);
    expect(body.total).toBe(3);
    expect((await get('/api/shop/products/get?brand=threadandtote')).body.total).toBe(5);
  });

  it('pages with a total', async () => {
    const first = (await get('/api/shop/products/get?limit=2&page=1')).body;
    const third = (await get('/api/shop/products/get?limit=2&page=3')).body;
    expect(first).toMatchObject({ total: 5, page: 1, limit: 2 });
    expect(first.data).toHaveLength(2);
    expect(third.data).toHaveLength(1);
  });

  it('refuses unknown filters, sorts and oversized pages', async () => {
    expect((await get('/api/shop/products/get?category=shoes')).status).toBe(400);
    expect((await get('/api/shop/products/get?sortBy=random')).status).toBe(400);
    expect((await get('/api/shop/products/get?limit=500')).status).toBe(400);
  });

  it('answers one product, or 404', async () => {
    const [row] = await app.db.select().from(products).where(eq(products.title, 'Linen Shirt'));
    const { body } = await get(`/api/shop/products/get/${row!.id}`);
    expect(body.data).toMatchObject({ title: 'Linen Shirt', price: 2000, sale_price: 800 });
    expect((await get('/api/shop/products/get/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get('/api/shop/products/get/no-such-handle')).status).toBe(404);
    expect((await get('/api/shop/products/get/not%20a%20handle')).status).toBe(400);
  });
});

describe('search', () => {
  it('matches a substring of title, description, category or brand, in any case, titles first', async () => {
    expect(titles((await get('/api/shop/search/KURTA')).body)).toEqual(['Indigo Kurta']);
    expect(titles((await get('/api/shop/search/market')).body)).toEqual(['Canvas Tote']);
    expect((await get('/api/shop/search/threadandtote')).body.total).toBe(5);
    // "men" is inside "women" too: a substring match, as the spec's search did.
    expect((await get('/api/shop/search/men')).body.total).toBe(3);
  });

  it('treats % _ and regular-expression characters as plain text', async () => {
    expect(titles((await get('/api/shop/search/100%25')).body)).toEqual(['Aqua 100% Cotton Tee']);
    expect(titles((await get('/api/shop/search/t_j')).body)).toEqual(['Aqua 100% Cotton Tee']);
    const regexish = await get(`/api/shop/search/${encodeURIComponent('(.*')}`);
    expect(regexish.status).toBe(200);
    expect(regexish.body.data).toEqual([]);
  });

  it('finds part-words, phrases and category words; title matches first, then newest first', async () => {
    const day = (d: number) => new Date(Date.UTC(2026, 0, d));
    await createProduct(app, { title: 'Rose Chikankari Kurta', createdAt: day(1) });
    await createProduct(app, { title: 'Ivory Chikankari Dupatta', createdAt: day(2) });
    await createProduct(app, {
      title: 'Festive Sling Bag',
      description: 'Chikankari flap with mirror work along the hem.',
      category: 'men',
      createdAt: day(3),
    });
    await createProduct(app, { title: 'Kids Kurta Set', category: 'women', createdAt: day(4) });

    const chikan = (await get('/api/shop/search/CHIKAN')).body;
    expect(titles(chikan)).toEqual(['Ivory Chikankari Dupatta', 'Rose Chikankari Kurta', 'Festive Sling Bag']);
    expect(chikan.total).toBe(3);
    expect(titles((await get(`/api/shop/search/${encodeURIComponent('Mirror Work')}`)).body)).toEqual([
      'Festive Sling Bag',
    ]);
    // "kids" is a category: its products match, after the one whose title says it.
    const kids = (await get('/api/shop/search/kids')).body;
    expect(titles(kids)).toEqual(['Kids Kurta Set', 'Denim Shorts']);
    expect(kids.total).toBe(2);
    expect(titles((await get('/api/shop/search/newarrivals')).body)).toEqual(['Aqua 100% Cotton Tee']);
  });

  it('pages through title matches into the others with the same total on every page', async () => {
    const day = (d: number) => new Date(Date.UTC(2026, 1, d));
    for (const d of [1, 2, 3]) await createProduct(app, { title: `Zardozi Clutch ${d}`, createdAt: day(d) });
    for (const d of [4, 5, 6])
      await createProduct(app, { title: `Velvet Potli ${d}`, description: 'Zardozi work.', createdAt: day(d) });

    const page = async (n: number) => (await get(`/api/shop/search/zardozi?limit=2&page=${n}`)).body;
    const pages = await Promise.all([1, 2, 3, 4].map(page));
    expect(pages.map(titles)).toEqual([
      ['Zardozi Clutch 3', 'Zardozi Clutch 2'],
      ['Zardozi Clutch 1', 'Velvet Potli 6'],
      ['Velvet Potli 5', 'Velvet Potli 4'],
      [],
    ]);
    expect(pages.map((p) => p.total)).toEqual([6, 6, 6, 6]);
    // A page that starts past every title match.
    expect(titles((await get('/api/shop/search/zardozi?limit=4&page=2')).body)).toEqual([
      'Velvet Potli 5',
      'Velvet Potli 4',
    ]);
  });

  it(`counts up to ${SEARCH_TOTAL_CAP} matches and answers one more beyond`, async () => {
    const many = Array.from({ length: SEARCH_TOTAL_CAP + 5 }, (_, i) => ({
      title: `Khadi Shirt ${i}`,
      handle: `khadi-shirt-${i}`,
      description: 'Handspun.',
      category: 'men',
      brand: 'threadandtote',
      image: '/uploads/0123456789abcdef0123456789abcdef.webp',
      pricePaise: 99900,
      totalStock: 1,
    }));
    await app.db.insert(products).values(many);

    // 1,005 matches: the total says "more than 1,000", and the 42nd page of 24 still holds the last 21.
    const khadi = (await get('/api/shop/search/khadi?limit=24&page=42')).body;
    expect(khadi.total).toBe(SEARCH_TOTAL_CAP + 1);
    expect(khadi.data).toHaveLength(many.length - 41 * 24);
    // The brand's own products reach the cap before any text is read (a new URL: the read cache saw no write).
    expect((await get('/api/shop/search/threadandtote?limit=1')).body.total).toBe(SEARCH_TOTAL_CAP + 1);
    expect((await get('/api/shop/search/handspun')).body.total).toBe(SEARCH_TOTAL_CAP + 1);
  });
});

describe('reviews', () => {
  it('lets a buyer review once, keeps the average as the mean, and shows the text as sent', async () => {
    const product = await createProduct(app, { title: 'Reviewed Sling Bag' });
    const asha = await signedInUser(app, { userName: 'Asha' });
    const ravi = await signedInUser(app, { userName: 'Ravi' });
    await createPaidOrder(app, asha.user.id, [product]);
    await createPaidOrder(app, ravi.user.id, [product]);

    const add = (cookie: string, body: object) =>
      app.inject({
        method: 'POST',
        url: '/api/shop/review/add',
        headers: { cookie },
        payload: { product_id: product.id, ...body },
      });

    const first = await add(asha.cookie, { user_id: asha.user.id, comment: '  <b>Lovely</b> stitching  ', rating: 3 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ success: true, message: 'Review added successfully!', average_review: 3 });
    expect(first.json().data).toMatchObject({ user_name: 'Asha', comment: '<b>Lovely</b> stitching', rating: 3 });

    const second = await add(ravi.cookie, { comment: 'Good', rating: 4 });
    expect(second.json().average_review).toBe(3.5);

    const again = await add(asha.cookie, { comment: 'Again', rating: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already reviewed this product!');

    const list = await get(`/api/shop/review/${product.id}`);
    expect(list.body.data.map((r: { user_name: string }) => r.user_name).sort()).toEqual(['Asha', 'Ravi']);
    expect((await get(`/api/shop/products/get/${product.id}`)).body.data.average_review).toBe(3.5);
  });

  it('takes down a review whose purchase is cancelled for a refund, and averages the others', async () => {
    const product = await createProduct(app, { title: 'Cancelled-Review Kurta' });
    const mallory = await signedInUser(app, { userName: 'Mallory' });
    const asha = await signedInUser(app, { userName: 'Asha' });
    const order = await createPaidOrder(app, mallory.user.id, [product]);
    await createPaidOrder(app, asha.user.id, [product]);
    const add = (cookie: string, rating: number) =>
      app.inject({
        method: 'POST',
        url: '/api/shop/review/add',
        headers: { cookie },
        payload: { product_id: product.id, comment: 'Bought it', rating },
      });
    expect((await add(asha.cookie, 2)).json().average_review).toBe(2);
    expect((await add(mallory.cookie, 5)).json().average_review).toBe(3.5);

    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/shop/order/cancel/${order.id}`,
      headers: { cookie: mallory.cookie },
    });
    expect(cancelled.statusCode).toBe(200);

    const list = await get(`/api/shop/review/${product.id}`);
    expect(list.body.data.map((r: { user_name: string }) => r.user_name)).toEqual(['Asha']);
    expect((await get(`/api/shop/products/get/${product.id}`)).body.data.average_review).toBe(2);
    const [row] = await app.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.averageReview).toBe(2);
  });

  it('refuses shoppers who have not bought the product', async () => {
    const product = await createProduct(app);
    const { cookie } = await signedInUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/shop/review/add',
      headers: { cookie },
      payload: { product_id: product.id, comment: 'Nice', rating: 5 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You need to purchase product to review it.');
  });

  it('refuses another user’s id, blank comments, ratings outside 1 to 5, and visitors', async () => {
    const product = await createProduct(app);
    const { user, cookie } = await signedInUser(app);
    await createPaidOrder(app, user.id, [product]);
    const other = await signedInUser(app);
    const post = (payload: object, headers: Record<string, string> = { cookie }) =>
      app.inject({
        method: 'POST',
        url: '/api/shop/review/add',
        headers,
        payload: { product_id: product.id, ...payload },
      });
    expect((await post({ user_id: other.user.id, comment: 'Hi', rating: 5 })).statusCode).toBe(403);
    expect((await post({ comment: '   ', rating: 5 })).statusCode).toBe(400);
    expect((await post({ comment: 'Hi', rating: 6 })).statusCode).toBe(400);
    expect((await post({ comment: 'Hi', rating: 5 }, {})).statusCode).toBe(401);
    expect((await get(`/api/shop/review/${product.id}`)).body.data).toEqual([]);
  });
});

describe('banners', () => {
  it('are listed for everyone and changed by staff only', async () => {
    const admin = await signedInUser(app, { role: 'admin' });
    const shopper = await signedInUser(app);
    const image = '/uploads/0123456789abcdef0123456789abcdef.webp';
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/common/feature/add',
          headers: { cookie: shopper.cookie },
          payload: { image },
        })
      ).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/common/feature/add', payload: { image } })).statusCode).toBe(
      401,
    );
    const added = await app.inject({
      method: 'POST',
      url: '/api/common/feature/add',
      headers: { cookie: admin.cookie },
      payload: { image },
    });
    expect(added.statusCode).toBe(201);
    expect((await get('/api/common/feature/get')).body.data).toEqual([{ _id: added.json().data._id, image }]);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/common/feature/delete/${added.json().data._id}`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.json().success).toBe(true);
    expect((await get('/api/common/feature/get')).body.data).toEqual([]);
  });
});
