import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_SETTINGS } from '@shop/contract/settings';
import { products } from '../../platform/db/schema.ts';
import { createProduct, signedInUser } from '../../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = (await signedInUser(app, { role: 'admin' })).cookie;
});
afterAll(() => app.close());

async function makeCollection(payload: object) {
  const made = await app.inject({ method: 'POST', url: '/api/admin/collections', headers: { cookie: admin }, payload });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().data as { _id: string; handle: string };
}

const page = async (handle: string, query = '') => {
  const answer = await app.inject({ method: 'GET', url: `/api/shop/collections/${handle}${query}` });
  return { status: answer.statusCode, body: answer.json() };
};
const titlesOf = (body: { data: { products: { data: { title: string }[] } } }) =>
  body.data.products.data.map((product) => product.title);

describe('collections', () => {
  it('a rule collection gains a product the moment it is tagged', async () => {
    const kurta = await createProduct(app, { title: 'Diya Kurta' });
    await createProduct(app, { title: 'Plain Tee', tags: ['basics'] });
    const festive = await makeCollection({ title: 'Festive Edit', kind: 'rules', rules: { tags: ['festive'] } });
    expect(festive.handle).toBe('festive-edit');

    const before = await page('festive-edit');
    expect(before.status).toBe(200);
    expect(before.body.data.collection).toMatchObject({ handle: 'festive-edit', title: 'Festive Edit' });
    expect(titlesOf(before.body)).toEqual([]);

    await app.db
      .update(products)
      .set({ tags: ['festive', 'cotton'] })
      .where(eq(products.id, kurta.id));
    const after = await page('festive-edit');
    expect(titlesOf(after.body)).toEqual(['Diya Kurta']);
    expect(after.body.data.products).toMatchObject({ total: 1, page: 1 });
  });

  it('a product staff tag in the product sheet joins the collection of that tag, whatever its case', async () => {
    const input = {
      image: '/uploads/0123456789abcdef0123456789abcdef.webp',
      title: 'Mirror Work Dupatta',
      description: 'Cotton with mirror work.',
      category: 'women',
      brand: 'threadandtote',
      price: 899,
      sale_price: 0,
      total_stock: 5,
    };
    const added = await app.inject({
      method: 'POST',
      url: '/api/admin/products/add',
      headers: { cookie: admin },
      payload: input,
    });
    expect(added.statusCode, added.body).toBe(201);
    await makeCollection({ title: 'Navratri', kind: 'rules', rules: { tags: ['Navratri'] } });
    expect(titlesOf((await page('navratri')).body)).toEqual([]);
    const tagged = await app.inject({
      method: 'PUT',
      url: `/api/admin/products/edit/${added.json().data._id}`,
      headers: { cookie: admin },
      payload: { ...input, tags: 'navratri, mirror work' },
    });
    expect(tagged.statusCode, tagged.body).toBe(200);
    expect(titlesOf((await page('navratri')).body)).toEqual(['Mirror Work Dupatta']);
  });

  it('a rule collection holds what every rule allows: category, price, colour, sale, age', async () => {
    await createProduct(app, { title: 'Rule Sale Men', category: 'men', pricePaise: 150000, salePricePaise: 90000 });
    await createProduct(app, { title: 'Rule Dear Men', category: 'men', pricePaise: 500000, salePricePaise: 400000 });
    await createProduct(app, { title: 'Rule Full Men', category: 'men', pricePaise: 80000 });
    await createProduct(app, { title: 'Rule Sale Kids', category: 'kids', pricePaise: 150000, salePricePaise: 90000 });
    await createProduct(app, { title: 'Rule Blue', category: 'kids', colourNames: 'Red\nSky Blue' });
    await createProduct(app, { title: 'Rule Green', category: 'kids', colourNames: 'Green' });
    await makeCollection({
      title: 'Men on sale under 2000',
      kind: 'rules',
      rules: { categories: ['men'], on_sale: true, max_price: 2000, added_within_days: 7 },
    });
    expect(titlesOf((await page('men-on-sale-under-2000')).body)).toEqual(['Rule Sale Men']);
    await makeCollection({ title: 'Blues', kind: 'rules', rules: { colours: ['sky blue', 'Navy'] } });
    expect(titlesOf((await page('blues')).body)).toEqual(['Rule Blue']);
  });

  it('a hand-picked collection shows its products in staff’s order, and the listing’s filters and sorts apply', async () => {
    const a = await createProduct(app, { title: 'Pick Alpha', category: 'women', pricePaise: 300000 });
    const b = await createProduct(app, { title: 'Pick Bravo', category: 'men', pricePaise: 100000 });
    const c = await createProduct(app, { title: 'Pick Charlie', category: 'women', pricePaise: 200000 });
    await createProduct(app, { title: 'Pick Not Chosen', category: 'women' });
    const made = await makeCollection({ title: 'Staff picks', kind: 'manual', product_ids: [b.id, c.id, a.id] });

    expect(titlesOf((await page(made.handle)).body)).toEqual(['Pick Bravo', 'Pick Charlie', 'Pick Alpha']);
    expect(titlesOf((await page(made.handle, '?sortBy=price-hightolow')).body)).toEqual([
      'Pick Alpha',
      'Pick Charlie',
      'Pick Bravo',
    ]);
    expect(titlesOf((await page(made.handle, '?category=women&sortBy=title-atoz')).body)).toEqual([
      'Pick Alpha',
      'Pick Charlie',
    ]);
    const second = await page(made.handle, '?limit=2&page=2');
    expect(titlesOf(second.body)).toEqual(['Pick Alpha']);
    expect(second.body.data.products).toMatchObject({ total: 3, page: 2, limit: 2 });

    const moved = await app.inject({
      method: 'PUT',
      url: `/api/admin/collections/${made._id}`,
      headers: { cookie: admin },
      payload: { title: 'Staff picks', handle: made.handle, kind: 'manual', product_ids: [a.id, b.id] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.products.map((p: { title: string }) => p.title)).toEqual(['Pick Alpha', 'Pick Bravo']);
    expect(titlesOf((await page(made.handle)).body)).toEqual(['Pick Alpha', 'Pick Bravo']);
  });

  it('an unknown handle is a 404', async () => {
    const missing = await page('no-such-collection');
    expect(missing.status).toBe(404);
    expect(missing.body.success).toBe(false);
  });

  it('refuses a taken handle with a 400 and changes nothing; deletes', async () => {
    const first = await makeCollection({ title: 'Summer', handle: 'summer', kind: 'rules', rules: { on_sale: true } });
    const taken = await app.inject({
      method: 'POST',
      url: '/api/admin/collections',
      headers: { cookie: admin },
      payload: { title: 'Summer again', handle: 'summer', kind: 'manual' },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toContain('summer');
    const list = await app.inject({ method: 'GET', url: '/api/admin/collections', headers: { cookie: admin } });
    expect(list.json().data.filter((c: { handle: string }) => c.handle.startsWith('summer'))).toHaveLength(1);

    const sameTitle = await makeCollection({ title: 'Summer', kind: 'rules', rules: { on_sale: true } });
    expect(sameTitle.handle).toBe('summer-2');

    const noRules = await app.inject({
      method: 'POST',
      url: '/api/admin/collections',
      headers: { cookie: admin },
      payload: { title: 'Empty', kind: 'rules' },
    });
    expect(noRules.statusCode).toBe(400);

    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/admin/collections/${first._id}`,
      headers: { cookie: admin },
    });
    expect(gone.statusCode).toBe(200);
    expect((await page('summer')).status).toBe(404);
  });

  it('keeps its address through a new title, and sends the old address on when staff change the handle', async () => {
    const made = await makeCollection({ title: 'Wedding Edit', kind: 'rules', rules: { on_sale: true } });
    const save = (payload: object) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/collections/${made._id}`,
        headers: { cookie: admin },
        payload: { kind: 'rules', rules: { on_sale: true }, ...payload },
      });
    expect((await save({ title: 'The Wedding Edit' })).json().data.handle).toBe('wedding-edit');
    expect((await save({ title: 'The Wedding Edit', handle: 'shaadi-edit' })).json().data.handle).toBe('shaadi-edit');
    const old = await app.inject({ method: 'GET', url: '/shop/collections/wedding-edit' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/shop/collections/shaadi-edit');
  });

  it('is staff’s work: a shopper may not make one', async () => {
    const shopper = await signedInUser(app);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/admin/collections',
      headers: { cookie: shopper.cookie },
      payload: { title: 'Mine', kind: 'manual' },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('the storefront', () => {
  it('is SPEC’s home and menu until staff arrange it, and a home section may name only a collection', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/shop/storefront' });
    expect(first.json().data.home).toEqual([{ kind: 'banner' }, { kind: 'categories' }, { kind: 'featured' }]);
    expect(first.json().data.menu[0]).toEqual({ label: 'Home', href: '/shop/home' });

    const wedding = await makeCollection({ title: 'Wedding', kind: 'rules', rules: { tags: ['wedding'] } });
    const unknown = await app.inject({
      method: 'PUT',
      url: '/api/admin/storefront',
      headers: { cookie: admin },
      payload: { home: [{ kind: 'collection', handle: 'nope' }], menu: [] },
    });
    expect(unknown.statusCode).toBe(400);

    const arranged = {
      home: [{ kind: 'collection', handle: 'wedding' }, { kind: 'banner' }],
      menu: [{ label: 'Wedding', href: '/shop/collections/wedding' }],
    };
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/storefront',
      headers: { cookie: admin },
      payload: arranged,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/shop/storefront' })).json().data).toEqual(arranged);

    // Saving the settings form leaves the arrangement alone.
    const { storefront: _kept, ...rest } = DEFAULT_SETTINGS;
    const again = await app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: admin },
      payload: rest,
    });
    // (Its answer is the settings; the arrangement is what this checks.)
    expect(again.statusCode).not.toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/shop/storefront' })).json().data).toEqual(arranged);

    // A new handle is followed by the home page; a deleted collection leaves it.
    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/admin/collections/${wedding._id}`,
      headers: { cookie: admin },
      payload: { title: 'Wedding', handle: 'weddings', kind: 'rules', rules: { tags: ['wedding'] } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const home = async () => (await app.inject({ method: 'GET', url: '/api/shop/storefront' })).json().data.home;
    expect(await home()).toEqual([{ kind: 'collection', handle: 'weddings' }, { kind: 'banner' }]);
    await app.inject({ method: 'DELETE', url: `/api/admin/collections/${wedding._id}`, headers: { cookie: admin } });
    expect(await home()).toEqual([{ kind: 'banner' }]);
  });
});
