import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Product } from '@shop/contract/catalog';
import { type CatalogueOptions, DEFAULT_CATALOGUE_OPTIONS } from '@shop/contract/options';
import { catalogueOptions, products } from '../../platform/db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/fixtures.ts';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = (await signedInUser(app, { role: 'admin' })).cookie;
});
afterAll(() => app.close());

const IMAGE = '/uploads/0123456789abcdef0123456789abcdef.webp';
let counter = 0;

function productBody(variants: { size?: string | null; colour?: string | null }[], extra: object = {}) {
  counter += 1;
  return {
    image: IMAGE,
    title: `Options Kurta ${counter}`,
    description: 'Handloom cotton.',
    category: 'women',
    brand: 'threadandtote',
    price: 1499,
    sale_price: 0,
    variants: variants.map((v, i) => ({ size: null, colour: null, ...v, sku: `TT-OPT-${counter}-${i}`, stock: 4 })),
    ...extra,
  };
}

const post = (body: object) =>
  app.inject({ method: 'POST', url: '/api/admin/products/add', headers: { cookie: admin }, payload: body });
const saveOptions = (options: CatalogueOptions) =>
  app.inject({ method: 'PUT', url: '/api/admin/options', headers: { cookie: admin }, payload: options });
const shopOptions = async (): Promise<CatalogueOptions> => (await app.inject({ url: '/api/shop/options' })).json().data;

describe('catalogue options staff name', () => {
  it('answers the defaults until staff save, then theirs; only staff may save', async () => {
    expect(await shopOptions()).toEqual(DEFAULT_CATALOGUE_OPTIONS);
    const stranger = await app.inject({ method: 'PUT', url: '/api/admin/options', payload: DEFAULT_CATALOGUE_OPTIONS });
    expect(stranger.statusCode).toBe(401);
    expect(await app.db.select().from(catalogueOptions)).toEqual([]);
  });

  it('sells a colour and sizes staff added, placing sizes in their scale’s order and keeping the shop’s spelling', async () => {
    const refused = await post(productBody([{ colour: 'Saffron' }]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/Choose a colour from the list \(Saffron\)/);

    const options = await shopOptions();
    const saved = await saveOptions({
      colours: [...options.colours, { name: 'Saffron', hex: '#f4c430' }],
      size_scales: options.size_scales.map((scale) =>
        scale.id === 'letters' ? { ...scale, sizes: [...scale.sizes, '6XL'] } : scale,
      ),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Options saved');

    const kurta = await post(
      productBody([
        { size: '6XL', colour: 'saffron' },
        { size: 'M', colour: 'saffron' },
        { size: '3XL', colour: 'Aubergine' },
      ]),
    );
    expect(kurta.statusCode, kurta.body).toBe(201);
    const product: Product = kurta.json().data;
    expect(product.size_scale).toBe('letters');
    expect(product.variants.map((v) => `${v.size} ${v.colour} ${v.colour_hex}`)).toEqual([
      'M Saffron #f4c430',
      '6XL Saffron #f4c430',
      '3XL Aubergine #4b2338',
    ]);

    const jeans = await post(productBody([{ size: '34' }, { size: '32' }], { size_scale: 'waist' }));
    expect(jeans.statusCode, jeans.body).toBe(201);
    expect((jeans.json().data as Product).variants.map((v) => v.size)).toEqual(['32', '34']);

    const filtered = await app.inject({ url: '/api/shop/products/get?limit=100&colour=Saffron&size=6XL' });
    expect(filtered.json().data.map((p: Product) => p._id)).toEqual([product._id]);
    const searched = await app.inject({ url: '/api/shop/search/saffron?limit=100' });
    expect(searched.json().data.map((p: Product) => p._id)).toContain(product._id);
  });

  it('refuses a size outside the product’s scale, an unknown scale, and the same option twice in two spellings', async () => {
    const outside = await post(productBody([{ size: 'XL' }], { size_scale: 'waist' }));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toMatch(/Choose a size from the list \(XL is not in Waist/);
    const noScale = await post(productBody([{ size: 'M' }], { size_scale: 'hats' }));
    expect(noScale.json().message).toMatch(/Choose a size scale from the list/);
    const mixed = await post(productBody([{ size: 'M' }, { size: '32' }]));
    expect(mixed.json().message).toMatch(/M, 32 are not in one size scale/);
    const twice = await post(productBody([{ colour: 'Navy' }, { colour: 'navy' }]));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toMatch(/Navy is listed twice/);
    const saved = await app.db.select({ title: products.title }).from(products);
    expect(saved.map((p) => p.title)).toEqual(['Options Kurta 2', 'Options Kurta 3']);
  });

  it('will not take away a colour, a size or a scale a product uses, and saves nothing then', async () => {
    const options = await shopOptions();
    const withoutSaffron = await saveOptions({
      ...options,
      colours: options.colours.filter((colour) => colour.name !== 'Saffron'),
    });
    expect(withoutSaffron.statusCode).toBe(409);
    expect(withoutSaffron.json().message).toBe('Saffron is used by 1 product: change them before removing it');

    const without6xl = await saveOptions({
      ...options,
      size_scales: options.size_scales.map((scale) =>
        scale.id === 'letters' ? { ...scale, sizes: scale.sizes.filter((size) => size !== '6XL') } : scale,
      ),
    });
    expect(without6xl.statusCode).toBe(409);
    expect(without6xl.json().message).toBe('Size 6XL is used by 1 product: change them before removing it');

    const withoutWaist = await saveOptions({
      ...options,
      size_scales: options.size_scales.filter((scale) => scale.id !== 'waist'),
    });
    expect(withoutWaist.json().message).toMatch(/The size scale waist is used by 1 product/);
    expect(await shopOptions()).toEqual(options);

    // One not in use goes, and renaming a scale keeps its products.
    const renamed = await saveOptions({
      colours: options.colours.filter((colour) => colour.name !== 'Gold'),
      size_scales: options.size_scales.map((scale) =>
        scale.id === 'waist' ? { ...scale, name: 'Jeans waist' } : scale,
      ),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [row] = await app.db.select().from(catalogueOptions).where(eq(catalogueOptions.id, 1));
    expect(row!.data.colours.some((colour) => colour.name === 'Gold')).toBe(false);
  });

  it('refuses a list that names a colour twice or leaves a scale empty, with the field', async () => {
    const options = await shopOptions();
    const twice = await saveOptions({ ...options, colours: [...options.colours, { name: 'black', hex: '#000000' }] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toMatch(/black is listed twice/);
    const empty = await saveOptions({ ...options, size_scales: [{ id: 'own', name: 'Own', sizes: [] }] });
    expect(empty.json().message).toMatch(/A size scale has at least one size/);
    const comma = await saveOptions({ ...options, colours: [{ name: 'Red, Blue', hex: '#000000' }] });
    expect(comma.json().message).toMatch(/no commas/);
  });
});
