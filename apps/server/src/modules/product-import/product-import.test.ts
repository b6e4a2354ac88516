import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { stringify } from 'csv-stringify/sync';
import sharp from 'sharp';
import { importJobs as productImportJobs, products, productVariants } from '../../platform/db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { readOutbox } from '../../platform/mailer.ts';
import { createUser, signedInUser } from '../../testing/fixtures.ts';
import { uploadImport, waitForImport } from '../../testing/product-import/upload.ts';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = (await signedInUser(app, { role: 'admin' })).cookie;
});
afterAll(() => app.close());

const UPLOADED = '/uploads/0123456789abcdef0123456789abcdef.webp';

const HEADER = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Type',
  'Tags',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Variant SKU',
  'Variant Grams',
  'Variant Inventory Qty',
  'Variant Price',
  'Variant Compare At Price',
  'Image Src',
  'Image Position',
];

type Row = Partial<Record<(typeof HEADER)[number], string>>;
const csvOf = (rows: Row[]) => stringify([HEADER, ...rows.map((row) => HEADER.map((column) => row[column] ?? ''))]);

/** A good two-variant kurta, its first row carrying the product. */
const kurta = (handle = 'mulmul-kurta', title = 'Mulmul Kurta', sku = 'MK'): Row[] => [
  {
    Handle: handle,
    Title: title,
    'Body (HTML)': '<p>Soft mulmul &amp; cool.</p><p>Hand wash.</p>',
    Type: 'Kurta',
    Tags: 'Women',
    'Option1 Name': 'Size',
    'Option1 Value': 'S',
    'Option2 Name': 'Colour',
    'Option2 Value': 'Navy',
    'Variant SKU': `${sku}-S`,
    'Variant Inventory Qty': '4',
    'Variant Price': '999.00',
    'Variant Compare At Price': '1299.00',
    'Image Src': UPLOADED,
    'Image Position': '1',
  },
  {
    Handle: handle,
    'Option1 Value': 'M',
    'Option2 Value': 'Navy',
    'Variant SKU': `${sku}-M`,
    'Variant Inventory Qty': '6',
    'Variant Price': '999.00',
    'Variant Compare At Price': '1299.00',
  },
];

const productCount = async () => (await app.db.select({ n: count() }).from(products))[0]!.n;

describe('a CSV with bad rows', () => {
  const rows: Row[] = [
    ...kurta(),
    // Unknown colour, a price that is no number, sale above the price before it.
    ...kurta('lime-kurta', 'Lime Kurta', 'LM').map((row, i) =>
      i === 0 ? { ...row, 'Option2 Value': 'Chartreuse' } : { ...row, 'Variant Price': 'abc' },
    ),
    { ...kurta('cheap-kurta', 'Cheap Kurta', 'CK')[0], 'Variant Compare At Price': '500.00' },
    // No title; no category anywhere.
    { ...kurta('untitled', '', 'UT')[0], Title: '' },
    { ...kurta('lost-kurta', 'Lost Kurta', 'LK')[0], Type: 'Kurta', Tags: 'Cotton' },
    // The same SKU under two handles.
    { ...kurta('twin-one', 'Twin One', 'TW')[0] },
    { ...kurta('twin-two', 'Twin Two', 'TW')[0] },
  ];

  it('is refused row by row, naming each problem, and nothing is saved', async () => {
    const response = await uploadImport(app, admin, csvOf(rows));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/^Nothing was imported: 6 products have problems/);
    const errors = (row: number) => body.data.rows.find((r: { row: number }) => r.row === row)?.errors as string[];
    expect(body.data.summary).toEqual({ create: 1, update: 0, unchanged: 0, error: 6 });
    expect(body.data.rows[0]).toMatchObject({
      row: 2,
      handle: 'mulmul-kurta',
      sku: 'MK-S',
      action: 'create',
      errors: [],
    });
    expect(errors(4)).toEqual([
      'Row 4: the colour "Chartreuse" is not one of the shop\'s colours: add it under Products → "Colours & sizes", then import again',
    ]);
    expect(errors(5)).toEqual(['Row 5: Variant Price must be a number of rupees, like 1299.00 (it is "abc")']);
    expect(errors(6)).toEqual([
      'Row 6: Variant Compare At Price (₹500.00) is below Variant Price (₹999.00): the price before a sale must be above the sale price (leave it empty for no sale)',
    ]);
    expect(errors(7)).toEqual(['Row 7: fill Title: the first row of a product names it']);
    expect(errors(8)).toEqual([
      'Row 8: say which category it is in: put one of New Arrivals, Women, Men, Kids in Type, Tags or Product Category',
    ]);
    expect(errors(9)).toEqual(['Row 9: the SKU is also on row 10 (twin-two): give each variant its own SKU']);
    expect(errors(10)).toEqual(['Row 10: the SKU is also on row 9 (twin-one): give each variant its own SKU']);
    expect(await productCount()).toBe(0);
    expect((await app.db.select({ n: count() }).from(productImportJobs))[0]!.n).toBe(0);
  });

  it('is reported the same by a dry run', async () => {
    const response = await uploadImport(app, admin, csvOf(rows), { dryRun: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.summary).toEqual({ create: 1, update: 0, unchanged: 0, error: 6 });
    expect(await productCount()).toBe(0);
  });

  it('refuses a file that is not a product CSV', async () => {
    const response = await uploadImport(app, admin, 'Name,Email\nAsha,asha@example.in\n');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The file has no Handle (or URL handle) and no Title column: is it a Shopify product CSV?',
    );
  });

  it('refuses a CSV over 20 MB with 413', async () => {
    const huge = Buffer.alloc(21 * 1024 * 1024, 'a');
    const response = await uploadImport(app, admin, huge, { dryRun: true });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The CSV file is larger than 20 MB: split it into smaller files');
  });

  it('is for staff only', async () => {
    const shopper = (await signedInUser(app)).cookie;
    expect((await uploadImport(app, shopper, csvOf(kurta()), { dryRun: true })).statusCode).toBe(403);
  });
});

describe('an import job', () => {
  it('saves prices, the sale, stock and the description, and a second run changes nothing', async () => {
    const started = await uploadImport(app, admin, csvOf(kurta('saved-kurta', 'Saved Kurta', 'SV')));
    expect(started.statusCode).toBe(200);
    const job = await waitForImport(app, admin, started.json().data.job_id);
    expect(job).toMatchObject({ state: 'done', done: 1, total: 1, failure: null });
    const [row] = await app.db.select().from(products).where(eq(products.title, 'Saved Kurta'));
    expect(row).toMatchObject({
      description: 'Soft mulmul & cool.\nHand wash.',
      category: 'women',
      pricePaise: 129900,
      salePricePaise: 99900,
      totalStock: 10,
      images: [UPLOADED],
      sizeScale: 'letters',
    });
    const variants = await app.db.select().from(productVariants).where(eq(productVariants.productId, row!.id));
    expect(variants.map((v) => [v.sku, v.size, v.colour, v.stock]).sort()).toEqual([
      ['SV-M', 'M', 'Navy', 6],
      ['SV-S', 'S', 'Navy', 4],
    ]);

    const again = await uploadImport(app, admin, csvOf(kurta('saved-kurta', 'Saved Kurta', 'SV')));
    const second = await waitForImport(app, admin, again.json().data.job_id);
    expect(second.summary).toEqual({ create: 0, update: 0, unchanged: 1, error: 0 });
  });

  it('updates a product matched by SKU, changing its stock', async () => {
    const rows = kurta('renamed-handle', 'Saved Kurta', 'SV').map((row) => ({ ...row, 'Variant Inventory Qty': '9' }));
    const dry = await uploadImport(app, admin, csvOf(rows), { dryRun: true });
    expect(dry.json().data.summary).toEqual({ create: 0, update: 1, unchanged: 0, error: 0 });
    const job = await waitForImport(app, admin, (await uploadImport(app, admin, csvOf(rows))).json().data.job_id);
    expect(job.summary).toEqual({ create: 0, update: 1, unchanged: 0, error: 0 });
    const [row] = await app.db.select().from(products).where(eq(products.title, 'Saved Kurta'));
    expect(row!.totalStock).toBe(18);
    expect(await productCount()).toBe(1);
  });

  it('tells a shopper waiting for a size when the import puts it back in stock', async () => {
    const soldOut = kurta('saved-kurta', 'Saved Kurta', 'SV').map((row) => ({ ...row, 'Variant Inventory Qty': '0' }));
    await waitForImport(app, admin, (await uploadImport(app, admin, csvOf(soldOut))).json().data.job_id);
    const shopper = await signedInUser(app);
    const [product] = await app.db.select().from(products).where(eq(products.title, 'Saved Kurta'));
    const [small] = await app.db.select().from(productVariants).where(eq(productVariants.sku, 'SV-S'));
    const asked = await app.inject({
      method: 'POST',
      url: '/api/shop/stock-alerts',
      headers: { cookie: shopper.cookie },
      payload: { product_id: product!.id, variant_id: small!.id },
    });
    expect(asked.statusCode).toBe(201);

    const restocked = kurta('saved-kurta', 'Saved Kurta', 'SV');
    const job = await waitForImport(app, admin, (await uploadImport(app, admin, csvOf(restocked))).json().data.job_id);
    expect(job.summary).toEqual({ create: 0, update: 1, unchanged: 0, error: 0 });
    let mails: Awaited<ReturnType<typeof readOutbox>> = [];
    for (let tries = 0; tries < 40 && mails.length === 0; tries++) {
      mails = (await readOutbox(app.mailer.outbox!)).filter((mail) => mail.to === shopper.user.email);
      if (mails.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(mails.map((mail) => mail.subject)).toEqual(['Back in stock: Saved Kurta (Size S, Navy)']);
  });

  it('takes pictures from an uploaded zip by their file names', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#aa3355' } })
      .png()
      .toBuffer();
    const zip = Buffer.from(zipSync({ 'pictures/zip-kurta-front.png': new Uint8Array(png) }));
    const rows = kurta('zip-kurta', 'Zip Kurta', 'ZK').map((row) =>
      row['Image Src'] ? { ...row, 'Image Src': 'https://cdn.shopify.com/s/files/1/zip-kurta-front.png?v=1' } : row,
    );
    const missing = await uploadImport(
      app,
      admin,
      csvOf(rows.map((row) => (row['Image Src'] ? { ...row, 'Image Src': 'nowhere.png' } : row))),
      {
        dryRun: true,
        zip,
      },
    );
    expect(missing.json().data.rows[0].errors).toEqual([
      'Row 2: Image Src "nowhere.png": the zip of images has no file named nowhere.png',
    ]);
    const job = await waitForImport(
      app,
      admin,
      (await uploadImport(app, admin, csvOf(rows), { zip })).json().data.job_id,
    );
    expect(job.summary).toEqual({ create: 1, update: 0, unchanged: 0, error: 0 });
    const [row] = await app.db.select().from(products).where(eq(products.title, 'Zip Kurta'));
    expect(row!.image).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(row!.image).not.toBe(UPLOADED);
  });

  it('reports a picture that cannot be downloaded on its row, saving the others', async () => {
    const rows = [
      ...kurta('gone-kurta', 'Gone Kurta', 'GK').map((row) =>
        row['Image Src'] ? { ...row, 'Image Src': 'http://127.0.0.1:9/gone.png' } : row,
      ),
      ...kurta('fine-kurta', 'Fine Kurta', 'FK'),
    ];
    const job = await waitForImport(app, admin, (await uploadImport(app, admin, csvOf(rows))).json().data.job_id);
    expect(job.summary).toEqual({ create: 1, update: 0, unchanged: 0, error: 1 });
    expect(job.rows).toHaveLength(1);
    expect(job.rows[0]).toMatchObject({ row: 2, handle: 'gone-kurta', action: 'error' });
    // Only that: what answered, or did not, on the shop's network goes to the log, not to the file's author.
    expect(job.rows[0]!.errors).toEqual(['Row 2: the picture http://127.0.0.1:9/gone.png could not be downloaded']);
    expect(await app.db.select().from(products).where(eq(products.title, 'Gone Kurta'))).toEqual([]);
  });

  it('reads as failed when its process died', async () => {
    const user = await createUser(app, { role: 'admin' });
    const [job] = await app.db
      .insert(productImportJobs)
      .values({
        fileName: 'products.csv',
        total: 10,
        done: 3,
        startedBy: user.id,
        updatedAt: new Date(Date.now() - 3 * 60_000),
      })
      .returning();
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/products/import/${job!.id}`,
      headers: { cookie: admin },
    });
    expect(response.json().data).toMatchObject({
      state: 'failed',
      done: 3,
      total: 10,
      failure:
        'The import stopped before it finished; upload the file again (rows already saved are unchanged by a second import)',
    });
  });

  it('waits for another running import to finish', async () => {
    const [running] = await app.db
      .insert(productImportJobs)
      .values({ fileName: 'other.csv', total: 5, done: 1 })
      .returning();
    const response = await uploadImport(app, admin, csvOf(kurta('later-kurta', 'Later Kurta', 'LT')));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Another import is still running: wait for it to finish, then upload this file',
    );
    await app.db.update(productImportJobs).set({ state: 'done' }).where(eq(productImportJobs.id, running!.id));
  });

  it('answers 404 for an unknown job', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/products/import/7d6f2f49-5a7e-4b61-9d43-0e6a3c1f2b10',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(404);
  });
});
