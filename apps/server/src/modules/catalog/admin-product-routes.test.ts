import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { products } from '../../platform/db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createProduct, signedInUser } from '../../testing/fixtures.ts';

let app: TestApp;
let admin: string;
let shopper: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = (await signedInUser(app, { role: 'admin' })).cookie;
  shopper = (await signedInUser(app)).cookie;
});
afterAll(() => app.close());

const input = {
  image: '/uploads/0123456789abcdef0123456789abcdef.webp',
  title: 'Mulmul Cotton Kurta',
  description: 'Breathable mulmul, straight cut.',
  category: 'women',
  brand: 'threadandtote',
  price: 1299,
  sale_price: 999.5,
  total_stock: 12,
};

function multipart(field: string, filename: string, bytes: Buffer, type = 'application/octet-stream') {
  const boundary = '----shop-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('staff manage products', () => {
  it('adds a product, keeping money in paise and answering rupees', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/products/add',
      payload: input,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Product add successfully',
      data: { ...input, average_review: 0 },
    });
    const [row] = await app.db.select().from(products).where(eq(products.id, response.json().data._id));
    expect(row).toMatchObject({ pricePaise: 129900, salePricePaise: 99950, unitPricePaise: 99950, totalStock: 12 });
  });

  it('accepts numbers as the form sends them, as strings', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/products/add',
      payload: { ...input, price: '1299', sale_price: '', total_stock: '3' },
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ price: 1299, sale_price: 0, total_stock: 3 });
  });

  it('refuses bad input with a message naming the field, and saves nothing', async () => {
    const before = (await app.db.select().from(products)).length;
    const cases: [object, RegExp][] = [
      [{ ...input, sale_price: 1299 }, /sale_price must be below price/],
      [{ ...input, price: -5 }, /price/],
      [{ ...input, total_stock: 2.5 }, /total_stock must be a whole number/],
      [{ ...input, title: '   ' }, /title: Enter a title/],
      [{ ...input, category: 'shoes' }, /category/],
      [{ ...input, price: 10.999 }, /two decimals/],
    ];
    for (const [payload, message] of cases) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/products/add',
        payload,
        headers: { cookie: admin },
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect((await app.db.select().from(products)).length).toBe(before);
  });

  it('edits and deletes, and says when the product is gone', async () => {
    const product = await createProduct(app);
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/admin/products/edit/${product.id}`,
      payload: { ...input, title: 'Renamed Kurta', total_stock: 0 },
      headers: { cookie: admin },
    });
    expect(edit.json()).toMatchObject({ success: true, data: { title: 'Renamed Kurta', total_stock: 0 } });
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/admin/products/delete/${product.id}`,
      headers: { cookie: admin },
    });
    expect(del.json()).toEqual({ success: true, message: 'Product deleted successfully' });
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/admin/products/delete/${product.id}`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(404);
  });

  it('lists every product for staff, paged', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/products/get?limit=2',
      headers: { cookie: admin },
    });
    expect(response.json()).toMatchObject({ success: true, page: 1, limit: 2 });
    expect(response.json().data.length).toBeLessThanOrEqual(2);
    expect(response.json().total).toBeGreaterThanOrEqual(response.json().data.length);
  });

  it('is for staff only', async () => {
    for (const [cookie, status] of [
      [shopper, 403],
      ['', 401],
    ] as const) {
      const headers = cookie ? { cookie } : {};
      expect(
        (await app.inject({ method: 'POST', url: '/api/admin/products/add', payload: input, headers })).statusCode,
      ).toBe(status);
      expect((await app.inject({ method: 'GET', url: '/api/admin/products/get', headers })).statusCode).toBe(status);
    }
  });
});

describe('parcel sizes', () => {
  const add = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/admin/products/add', payload, headers: { cookie: admin } });

  it('keeps a product unweighed (the form sends blanks) and answers the default it ships as', async () => {
    const response = await add({ ...input, weight_grams: '', length_cm: '' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      weight_grams: null,
      length_cm: null,
      breadth_cm: null,
      height_cm: null,
      parcel: { weight_grams: 400, length_cm: 30, breadth_cm: 25, height_cm: 4 },
    });
    const bag = await add({ ...input, tax_class: 'bags' });
    expect(bag.json().data.parcel).toEqual({ weight_grams: 900, length_cm: 40, breadth_cm: 30, height_cm: 15 });
  });

  it('saves the weight and box staff give, a variant its own weight, and answers them to staff only', async () => {
    const response = await add({
      ...input,
      weight_grams: '520',
      height_cm: 6,
      variants: [
        { size: 'M', sku: 'PARCEL-M', stock: 2 },
        { size: 'XXL', sku: 'PARCEL-XXL', stock: 1, weight_grams: 700 },
      ],
    });
    expect(response.statusCode).toBe(201);
    const saved = response.json().data;
    expect(saved).toMatchObject({
      weight_grams: 520,
      length_cm: null,
      height_cm: 6,
      parcel: { weight_grams: 520, length_cm: 30, breadth_cm: 25, height_cm: 6 },
    });
    expect(saved.variants.map((v: { weight_grams: number | null }) => v.weight_grams)).toEqual([null, 700]);
    const [row] = await app.db.select().from(products).where(eq(products.id, saved._id));
    expect(row).toMatchObject({ weightGrams: 520, lengthCm: null, heightCm: 6 });

    const listed = await app.inject({ method: 'GET', url: '/api/admin/products/get', headers: { cookie: admin } });
    expect(listed.json().data.find((p: { _id: string }) => p._id === saved._id)).toMatchObject({ weight_grams: 520 });
    const shop = await app.inject({ method: 'GET', url: `/api/shop/products/get/${saved._id}` });
    expect(shop.json().data).not.toHaveProperty('parcel');
    expect(shop.json().data).not.toHaveProperty('weight_grams');
    expect(shop.json().data.variants[0]).not.toHaveProperty('weight_grams');

    // Emptied again on an edit: back to the default.
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/admin/products/edit/${saved._id}`,
      payload: { ...input, weight_grams: '', height_cm: null },
      headers: { cookie: admin },
    });
    expect(edit.json().data).toMatchObject({ weight_grams: null, height_cm: null, parcel: { weight_grams: 400 } });
  });

  it('refuses a weight or box it cannot ship, naming the field', async () => {
    const cases: [object, RegExp][] = [
      [{ ...input, weight_grams: 5 }, /weight_grams: The weight is at least 10 g/],
      [{ ...input, weight_grams: 12.5 }, /weight_grams: Give the weight in whole grams/],
      [{ ...input, weight_grams: 'heavy' }, /weight_grams/],
      [{ ...input, length_cm: 200 }, /length_cm: At most 150 cm/],
      [{ ...input, height_cm: 0 }, /height_cm: At least 1 cm/],
      [{ ...input, variants: [{ size: 'M', sku: 'HEAVY-M', stock: 1, weight_grams: 40_000 }] }, /at most 30 kg/],
    ];
    for (const [payload, message] of cases) {
      const response = await add(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });
});

describe('image upload', () => {
  it('re-encodes a real image to WebP at several widths and serves it cached for ever', async () => {
    const png = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#2a9d8f' } })
      .png()
      .toBuffer();
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/products/upload-image',
      headers: { cookie: admin, ...multipart('productImageFile', 'kurta.png', png, 'image/png').headers },
      payload: multipart('productImageFile', 'kurta.png', png).payload,
    });
    expect(response.statusCode).toBe(200);
    const url: string = response.json().result.url;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    for (const width of [400, 800, 1600]) {
      await access(path.join(app.dataDir, url.replace('.webp', `-${width}.webp`)));
    }
    const served = await app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(900);
  });

  it('refuses a text file renamed to .png, with a clear message', async () => {
    const form = multipart('productImageFile', 'photo.png', Buffer.from('definitely not an image'), 'image/png');
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/products/upload-image',
      headers: { cookie: admin, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/not an image/);
  });

  it('refuses a file over 5 MB', async () => {
    const form = multipart('productImageFile', 'huge.png', Buffer.alloc(6 * 1024 * 1024, 1));
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/products/upload-image',
      headers: { cookie: admin, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().success).toBe(false);
  });

  it('is for staff only', async () => {
    const form = multipart('productImageFile', 'a.png', Buffer.from('x'));
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/products/upload-image',
      headers: { cookie: shopper, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(403);
  });
});
