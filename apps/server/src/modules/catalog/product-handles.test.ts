import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../platform/db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/fixtures.ts';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = (await signedInUser(app, { role: 'admin' })).cookie;
});
afterAll(() => app.close());

const input = {
  image: '/uploads/0123456789abcdef0123456789abcdef.webp',
  title: 'Indigo Block-Print Kurta',
  description: 'Hand block-printed cotton.',
  category: 'women',
  brand: 'threadandtote',
  price: 1499,
  sale_price: 0,
  total_stock: 5,
};

const add = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/admin/products/add', payload, headers: { cookie: admin } });
const edit = (id: string, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/admin/products/edit/${id}`, payload, headers: { cookie: admin } });

describe('product handles, tags and search engine words', () => {
  it('makes a handle from the title, and -2 for a second product of the same title', async () => {
    const first = await add(input);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ handle: 'indigo-block-print-kurta', tags: [], seo_title: null });
    const second = await add({ ...input, handle: '' });
    expect(second.json().data.handle).toBe('indigo-block-print-kurta-2');
  });

  it('keeps the handle, tags and SEO words staff type', async () => {
    const response = await add({
      ...input,
      title: 'Ajrakh Stole',
      handle: 'Ajrakh-Stole-Indigo',
      tags: ' Summer, cotton ,summer,, Hand Block ',
      seo_title: 'Ajrakh stole in indigo',
      seo_description: 'A hand-printed ajrakh stole.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      handle: 'ajrakh-stole-indigo',
      tags: ['summer', 'cotton', 'hand block'],
      seo_title: 'Ajrakh stole in indigo',
      seo_description: 'A hand-printed ajrakh stole.',
    });
  });

  it('refuses a handle another product has, naming it, and saves nothing', async () => {
    const before = (await app.db.select().from(products)).length;
    const response = await add({ ...input, title: 'Something else', handle: 'indigo-block-print-kurta' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(
      /indigo-block-print-kurta is already the address of "Indigo Block-Print Kurta"/,
    );
    expect((await app.db.select().from(products)).length).toBe(before);

    const other = (await add({ ...input, title: 'Plain Kurta' })).json().data;
    const refused = await edit(other._id, { ...input, title: 'Plain Kurta', handle: 'indigo-block-print-kurta' });
    expect(refused.statusCode).toBe(400);
    const [row] = await app.db.select().from(products).where(eq(products.id, other._id));
    expect(row!.handle).toBe('plain-kurta');
  });

  it('keeps a product’s handle through an edit that leaves it empty, and moves it when staff type a new one', async () => {
    const saved = (await add({ ...input, title: 'Linen Shirt' })).json().data;
    const retitled = await edit(saved._id, { ...input, title: 'Linen Shirt, Sage' });
    expect(retitled.json().data.handle).toBe('linen-shirt');
    const moved = await edit(saved._id, { ...input, title: 'Linen Shirt, Sage', handle: 'sage-linen-shirt' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.handle).toBe('sage-linen-shirt');
  });

  it('sends a product’s old handle to its new one, and lets the old one answer again when the handle comes back', async () => {
    const saved = (await add({ ...input, title: 'Maheshwari Stole' })).json().data;
    const get = (url: string) => app.inject({ method: 'GET', url });
    await edit(saved._id, { ...input, title: 'Maheshwari Stole', handle: 'maheshwari-stole-gold' });
    await edit(saved._id, { ...input, title: 'Maheshwari Stole', handle: 'maheshwari-stole-festive' });
    // Both old addresses lead straight to the newest, with no chain.
    for (const old of ['maheshwari-stole', 'maheshwari-stole-gold']) {
      const answer = await get(`/shop/product/${old}`);
      expect(answer.statusCode).toBe(301);
      expect(answer.headers.location).toBe('/shop/product/maheshwari-stole-festive');
    }
    // Back to its first handle: that address is the product's again, and the others lead to it.
    await edit(saved._id, { ...input, title: 'Maheshwari Stole', handle: 'maheshwari-stole' });
    expect((await get('/shop/product/maheshwari-stole')).statusCode).not.toBe(301);
    expect((await get('/shop/product/maheshwari-stole-festive')).headers.location).toBe(
      '/shop/product/maheshwari-stole',
    );
    expect((await get('/shop/product/maheshwari-stole-gold')).headers.location).toBe('/shop/product/maheshwari-stole');
  });

  it('answers a product by its handle as by its id, and a 404 for an unknown handle', async () => {
    const saved = (await add({ ...input, title: 'Kalamkari Tote', tags: ['bags'] })).json().data;
    const byHandle = await app.inject({ method: 'GET', url: '/api/shop/products/get/kalamkari-tote' });
    expect(byHandle.statusCode).toBe(200);
    expect(byHandle.json().data).toMatchObject({ _id: saved._id, handle: 'kalamkari-tote', tags: ['bags'] });
    const byId = await app.inject({ method: 'GET', url: `/api/shop/products/get/${saved._id}` });
    expect(byId.json().data.handle).toBe('kalamkari-tote');
    expect((await app.inject({ method: 'GET', url: '/api/shop/products/get/no-such-tote' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/shop/products/get/Not%20a%20handle!' })).statusCode).toBe(400);
  });

  it('sends the old id address of a product to its handle’s for good, query kept', async () => {
    const saved = (await add({ ...input, title: 'Chanderi Dupatta' })).json().data;
    const old = await app.inject({ method: 'GET', url: `/shop/product/${saved._id}?size-guide` });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/shop/product/chanderi-dupatta?size-guide');
    const unknown = await app.inject({ method: 'GET', url: '/shop/product/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).not.toBe(301);
  });

  it('refuses too many or too long tags, and an SEO title past 70 characters', async () => {
    const cases: [object, RegExp][] = [
      [{ ...input, tags: Array.from({ length: 31 }, (_, i) => `tag ${i}`) }, /at most 30 tags/],
      [{ ...input, tags: ['x'.repeat(41)] }, /at most 40 characters/],
      [{ ...input, seo_title: 'x'.repeat(71) }, /SEO title is at most 70/],
      [{ ...input, handle: 'two  words' }, /handle may hold only/],
    ];
    for (const [payload, message] of cases) {
      const response = await add(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });
});
