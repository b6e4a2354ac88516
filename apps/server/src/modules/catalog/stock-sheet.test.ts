// Checks the staff's stock sheet through the API: listing and narrowing, one save of many rows (totals kept the sum,
// rows sold meanwhile named, waiting shoppers mailed), the stock CSV's dry run and its all-or-nothing apply, and a
// save racing checkouts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Product } from '@shop/contract/catalog';
import { products, productVariants } from '../../platform/db/schema.ts';
import { readOutbox } from '../../platform/mailer.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createProduct, signedInUser } from '../../testing/fixtures.ts';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = (await signedInUser(app, { role: 'admin' })).cookie;
});
afterAll(() => app.close());

const IMAGE = '/uploads/0123456789abcdef0123456789abcdef.webp';
let counter = 0;

/** A kurta in M and L × Black and Indigo, its stock by "M Black"…, 5 unless told; titled `<prefix> Kurta`. */
async function addKurta(prefix: string, stock: Record<string, number> = {}): Promise<Product> {
  counter += 1;
  const variants = ['Black', 'Indigo'].flatMap((colour) =>
    ['M', 'L'].map((size) => ({
      size,
      colour,
      sku: `SS${counter}-${colour}-${size}`,
      stock: stock[`${size} ${colour}`] ?? 5,
    })),
  );
  const added = await app.inject({
    method: 'POST',
    url: '/api/admin/products/add',
    headers: { cookie: admin },
    payload: {
      image: IMAGE,
      images: [IMAGE],
      title: `${prefix} Kurta`,
      description: 'Handloom cotton.',
      category: 'women',
      brand: 'threadandtote',
      price: 1499,
      sale_price: 0,
      total_stock: 0,
      variants,
    },
  });
  expect(added.statusCode, added.body).toBe(201);
  return added.json().data;
}

const variantOf = (product: Product, size: string, colour: string) =>
  product.variants.find((v) => v.size === size && v.colour === colour)!;

const sheet = (query: string) => app.inject({ url: `/api/admin/stock?${query}`, headers: { cookie: admin } });

const save = (changes: object[]) =>
  app.inject({ method: 'PUT', url: '/api/admin/stock', headers: { cookie: admin }, payload: { changes } });

/** The stock of each size by "M Black", and the product's total. */
async function stockOf(productId: string) {
  const variants = await app.db.select().from(productVariants).where(eq(productVariants.productId, productId));
  const [product] = await app.db.select().from(products).where(eq(products.id, productId));
  const sizes = Object.fromEntries(variants.map((v) => [`${v.size} ${v.colour}`, v.stock]));
  const sum = variants.reduce((total, v) => total + v.stock, 0);
  return { sizes, total: product!.totalStock, sum };
}

function csvUpload(csv: string, dryRun: boolean, field = 'file') {
  const boundary = '----stock-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="stock.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  return app.inject({
    method: 'POST',
    url: `/api/admin/stock/import${dryRun ? '?dry_run=1' : ''}`,
    headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), Buffer.from(csv), Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

/** A shopper waiting for the size, told once it is back. */
async function waitingShopper(productId: string, variantId: string) {
  const shopper = await signedInUser(app);
  const asked = await app.inject({
    method: 'POST',
    url: '/api/shop/stock-alerts',
    headers: { cookie: shopper.cookie },
    payload: { product_id: productId, variant_id: variantId },
  });
  expect(asked.statusCode, asked.body).toBe(201);
  return shopper.user.email;
}

async function mailsTo(email: string) {
  for (let tries = 0; tries < 40; tries++) {
    const mails = (await readOutbox(app.mailer.outbox!)).filter((m) => m.to === email);
    if (mails.length > 0) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return [];
}

describe('the stock sheet', () => {
  it('lists every size and each product without sizes, by title, narrowed by search, category and state', async () => {
    const kurta = await addKurta('Sheetlist', { 'M Black': 0, 'L Black': 5, 'M Indigo': 12, 'L Indigo': 3 });
    const tote = await createProduct(app, { title: 'Sheetlist Tote', category: 'men', totalStock: 4 });

    const all = await sheet('keyword=sheetlist');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().total).toBe(5);
    expect(all.json().data.map((r: { sku: string | null; stock: number }) => [r.sku, r.stock])).toEqual([
      [variantOf(kurta, 'M', 'Black').sku, 0],
      [variantOf(kurta, 'L', 'Black').sku, 5],
      [variantOf(kurta, 'M', 'Indigo').sku, 12],
      [variantOf(kurta, 'L', 'Indigo').sku, 3],
      [null, 4],
    ]);
    expect(all.json().data[4]).toEqual({
      product_id: tote.id,
      variant_id: null,
      title: 'Sheetlist Tote',
      category: 'men',
      image: IMAGE,
      size: null,
      colour: null,
      sku: null,
      stock: 4,
    });

    const bySku = await sheet(`keyword=${variantOf(kurta, 'L', 'Indigo').sku.toLowerCase()}`);
    expect(bySku.json().data.map((r: { variant_id: string }) => r.variant_id)).toEqual([
      variantOf(kurta, 'L', 'Indigo')._id,
    ]);
    expect((await sheet('keyword=sheetlist&category=men')).json().data.map((r: { title: string }) => r.title)).toEqual([
      'Sheetlist Tote',
    ]);
    const low = (await sheet('keyword=sheetlist&state=low')).json().data;
    expect(low.map((r: { stock: number }) => r.stock)).toEqual([5, 3, 4]);
    const soldOut = (await sheet('keyword=sheetlist&state=sold-out')).json().data;
    expect(soldOut.map((r: { variant_id: string }) => r.variant_id)).toEqual([variantOf(kurta, 'M', 'Black')._id]);

    const second = (await sheet('keyword=sheetlist&limit=2&page=2')).json();
    expect(second).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(second.data.map((r: { stock: number }) => r.stock)).toEqual([12, 3]);
    expect((await sheet('keyword=100%25')).json().total).toBe(0); // a % is a character, not a wildcard

    expect((await sheet('state=plenty')).statusCode).toBe(400);
    const shopper = await signedInUser(app);
    expect((await app.inject({ url: '/api/admin/stock', headers: { cookie: shopper.cookie } })).statusCode).toBe(403);
  });
});

describe('saving the sheet', () => {
  it('saves every row in one go, keeps the product’s total the sum, and names the rows sold meanwhile', async () => {
    const kurta = await addKurta('Sheetsave', { 'M Black': 0, 'L Black': 5 });
    const tote = await createProduct(app, { title: 'Sheetsave Tote', totalStock: 4 });
    // A shopper bought one L Black after the sheet was read (5 on screen).
    await app.db
      .update(productVariants)
      .set({ stock: 4 })
      .where(eq(productVariants.id, variantOf(kurta, 'L', 'Black')._id));
    await app.db.update(products).set({ totalStock: 19 }).where(eq(products.id, kurta._id));

    const saved = await save([
      { product_id: kurta._id, variant_id: variantOf(kurta, 'M', 'Black')._id, stock: 7, stock_seen: 0 },
      { product_id: kurta._id, variant_id: variantOf(kurta, 'L', 'Black')._id, stock: 10, stock_seen: 5 },
      { product_id: tote.id, variant_id: null, stock: 9, stock_seen: 4 },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      success: true,
      message: 'Stock saved',
      data: {
        saved: 3,
        moved: [{ product_id: kurta._id, variant_id: variantOf(kurta, 'L', 'Black')._id, seen: 5, found: 4 }],
      },
    });
    const after = await stockOf(kurta._id);
    expect(after.sizes).toEqual({ 'M Black': 7, 'L Black': 10, 'M Indigo': 5, 'L Indigo': 5 });
    expect(after.total).toBe(27);
    expect(after.total).toBe(after.sum);
    expect((await stockOf(tote.id)).total).toBe(9);
  });

  it('refuses a whole save naming a row twice, a size of another product, a product that has sizes, or a negative count', async () => {
    const kurta = await addKurta('Sheetrefuse');
    const other = await addKurta('Sheetother');
    const good = { product_id: kurta._id, variant_id: variantOf(kurta, 'M', 'Black')._id, stock: 9, stock_seen: 5 };

    const twice = await save([good, { ...good, stock: 3 }]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toMatch(/Each row may be changed once per save/);
    const elsewhere = await save([
      good,
      { product_id: other._id, variant_id: variantOf(kurta, 'L', 'Black')._id, stock: 1, stock_seen: 5 },
    ]);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toMatch(/deleted meanwhile/);
    const hasSizes = await save([good, { product_id: other._id, variant_id: null, stock: 3, stock_seen: 20 }]);
    expect(hasSizes.statusCode).toBe(400);
    expect(hasSizes.json().message).toBe(
      'Sheetother Kurta has sizes or colours now: reload the sheet and change their stock one by one',
    );
    const negative = await save([{ ...good, stock: -1 }]);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toMatch(/Stock cannot be below 0/);

    expect((await stockOf(kurta._id)).sizes['M Black']).toBe(5);
  });

  it('mails the shopper waiting for a sold-out size when the sheet restocks it, once', async () => {
    const kurta = await addKurta('Sheetalert', { 'L Indigo': 0 });
    const lIndigo = variantOf(kurta, 'L', 'Indigo');
    const email = await waitingShopper(kurta._id, lIndigo._id);

    const change = { product_id: kurta._id, variant_id: lIndigo._id, stock: 6, stock_seen: 0 };
    expect((await save([change])).statusCode).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Back in stock: Sheetalert Kurta (Size L, Indigo)');

    expect((await save([{ ...change, stock: 8, stock_seen: 6 }])).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('a save racing checkouts never leaves a size below 0 or the total apart from the sum', async () => {
    const kurta = await addKurta('Sheetrace', { 'M Black': 3 });
    const m = variantOf(kurta, 'M', 'Black')._id;
    const shoppers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const s = await signedInUser(app);
        const headers = { cookie: s.cookie };
        const address = await app.inject({
          method: 'POST',
          url: '/api/shop/address/add',
          headers,
          payload: {
            address_line1: '5 MG Road',
            address_line2: 'Camp',
            city: 'Pune',
            state: 'Maharashtra',
            zip_code: '411001',
            country: 'India',
            landmark: 'Near the station',
            phone: '9820012345',
            notes: 'Ring twice',
          },
        });
        await app.inject({
          method: 'POST',
          url: '/api/shop/cart/add',
          headers,
          payload: { product_id: kurta._id, variant_id: m, quantity: 1 },
        });
        return { headers, addressId: address.json().data._id as string };
      }),
    );
    const [answers, saved] = await Promise.all([
      Promise.all(
        shoppers.map((s) =>
          app.inject({
            method: 'POST',
            url: '/api/shop/order/create',
            headers: s.headers,
            payload: { addressInfo: { address_id: s.addressId }, paymentMethod: 'PhonePe' },
          }),
        ),
      ),
      save([{ product_id: kurta._id, variant_id: m, stock: 2, stock_seen: 3 }]),
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const placed = answers.filter((a) => a.statusCode === 201).length;
    expect(placed + answers.filter((a) => a.statusCode === 409).length).toBe(6);
    const after = await stockOf(kurta._id);
    expect(after.sizes['M Black']).toBeGreaterThanOrEqual(0);
    expect(after.total).toBe(after.sum);
    // Orders placed after the save took from the 2 counted; those before it were counted away by staff.
    expect(placed).toBeLessThanOrEqual(5);
  });
});

describe('the stock CSV', () => {
  it('dry run: reports each row (update, unchanged, or why not) and saves nothing', async () => {
    const kurta = await addKurta('Csvdry', { 'M Black': 0 });
    const sku = (size: string, colour: string) => variantOf(kurta, size, colour).sku;
    const csv = [
      'SKU,Quantity',
      `${sku('M', 'Black').toLowerCase()},8`,
      `${sku('L', 'Black')},5`,
      '',
      `NO-SUCH-SKU,3`,
      `${sku('M', 'Indigo')},two`,
      `${sku('L', 'Indigo')},-1`,
      `${sku('L', 'Black')},6`,
      `,4`,
    ].join('\n');
    const answer = await csvUpload(csv, true);
    expect(answer.statusCode, answer.body).toBe(200);
    const { summary, rows } = answer.json().data;
    expect(answer.json().message).toBe('1 row would change');
    expect(summary).toEqual({ update: 1, unchanged: 1, error: 5 });
    expect(rows[0]).toEqual({
      row: 2,
      sku: sku('M', 'Black').toLowerCase(),
      name: 'Csvdry Kurta (Size M, Black)',
      action: 'update',
      before: 0,
      after: 8,
      errors: [],
    });
    expect(rows[1]).toMatchObject({ row: 3, action: 'unchanged', before: 5, after: 5 });
    expect(rows.slice(2).map((r: { row: number; errors: string[] }) => [r.row, r.errors])).toEqual([
      [
        5,
        [
          'Row 5: No size or colour has the SKU NO-SUCH-SKU (a product without sizes or colours has no SKU: change its stock on the sheet)',
        ],
      ],
      [6, ['Row 6: Quantity must be a whole number of 0 or more, not “two”']],
      [7, ['Row 7: Quantity must be a whole number of 0 or more, not “-1”']],
      [8, [`Row 8: SKU ${sku('L', 'Black')} is also on row 3; give each SKU once`]],
      [9, ['Row 9: SKU is empty']],
    ]);
    expect((await stockOf(kurta._id)).sizes['M Black']).toBe(0);
  });

  it('applies nothing when one row is wrong, answering the rows', async () => {
    const kurta = await addKurta('Csvbad');
    const csv = `SKU,Quantity\n${variantOf(kurta, 'M', 'Black').sku},9\n${variantOf(kurta, 'L', 'Black').sku},9.5\n`;
    const answer = await csvUpload(csv, false);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Nothing was saved: 1 row has an error. Fix the file and upload it again.');
    expect(answer.json().data.summary).toEqual({ update: 1, unchanged: 0, error: 1 });
    expect((await stockOf(kurta._id)).sizes['M Black']).toBe(5);
  });

  it('applies a good file (Shopify’s inventory export too) whole, and mails the shopper waiting for a size', async () => {
    const kurta = await addKurta('Csvgood', { 'M Black': 0 });
    const email = await waitingShopper(kurta._id, variantOf(kurta, 'M', 'Black')._id);
    const csv = [
      'Handle,Title,Option1 Value,SKU,Location,Incoming,Committed,Available,On hand',
      `csvgood-kurta,Csvgood Kurta,M,${variantOf(kurta, 'M', 'Black').sku},Shop,0,0,12,12`,
      `csvgood-kurta,Csvgood Kurta,L,${variantOf(kurta, 'L', 'Black').sku},Shop,0,1,0,1`,
      `csvgood-kurta,Csvgood Kurta,M,${variantOf(kurta, 'M', 'Indigo').sku},Shop,0,0,5,5`,
    ].join('\r\n');
    const answer = await csvUpload(csv, false);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe('Stock updated on 2 rows');
    expect(answer.json().data.summary).toEqual({ update: 2, unchanged: 1, error: 0 });
    const after = await stockOf(kurta._id);
    expect(after.sizes).toEqual({ 'M Black': 12, 'L Black': 0, 'M Indigo': 5, 'L Indigo': 5 });
    expect(after.total).toBe(22);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Back in stock: Csvgood Kurta (Size M, Black)');
  });

  it('refuses a file without the columns, or not sent as the field file', async () => {
    const noQuantity = await csvUpload('SKU,Price\nA-1,100\n', true);
    expect(noQuantity.statusCode).toBe(400);
    expect(noQuantity.json().message).toMatch(/^The file has no Quantity column/);
    expect((await csvUpload('SKU,Quantity\n', true)).json().message).toBe('The file has no rows below its header');
    expect((await csvUpload('SKU,Quantity\nA,1\n', true, 'stock')).json().message).toBe(
      'Choose a CSV file (field file)',
    );
  });
});
