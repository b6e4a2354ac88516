import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { asc, count } from 'drizzle-orm';
import sharp from 'sharp';
import { products, productVariants } from '../../platform/db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/fixtures.ts';
import { type ExpectedProduct, shopifyFixture } from '../../testing/product-import/shopify-fixture.ts';
import { uploadImport, waitForImport } from '../../testing/product-import/upload.ts';

/** A stand-in for Shopify's CDN: each picture a small PNG in its colour. */
let cdn: Server;
let cdnUrl: string;
const pictures = new Map<string, string>();
let downloads = 0;

beforeAll(async () => {
  cdn = createServer((request, response) => {
    const hex = pictures.get(new URL(request.url!, 'http://cdn').pathname);
    if (!hex) return void response.writeHead(404).end();
    downloads += 1;
    void sharp({ create: { width: 16, height: 16, channels: 3, background: hex } })
      .png()
      .toBuffer()
      .then((png) => response.writeHead(200, { 'content-type': 'image/png' }).end(png));
  });
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  cdnUrl = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => cdn.close(resolve)));

async function shopWithAdmin() {
  const app = await createTestApp();
  const { cookie } = await signedInUser(app, { role: 'admin' });
  return { app, cookie };
}

async function importFile(app: TestApp, cookie: string, csv: string) {
  const started = await uploadImport(app, cookie, csv);
  expect(started.statusCode, started.body).toBe(200);
  return waitForImport(app, cookie, started.json().data.job_id);
}

async function exportCsv(app: TestApp, cookie: string, headers: 'legacy' | 'current') {
  const response = await app.inject({
    method: 'GET',
    url: `/api/admin/products/export?headers=${headers}`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/csv/);
  return response.body;
}

/** What the database holds, in the fixture's terms. */
async function savedCatalogue(app: TestApp): Promise<ExpectedProduct[]> {
  const rows = await app.db.select().from(products).orderBy(asc(products.createdAt));
  const variants = await app.db.select().from(productVariants).orderBy(asc(productVariants.position));
  return rows.map((row) => ({
    title: row.title,
    category: row.category,
    taxClass: row.taxClass,
    pricePaise: row.pricePaise,
    salePricePaise: row.salePricePaise,
    totalStock: row.totalStock,
    variants: variants
      .filter((v) => v.productId === row.id)
      .map((v) => ({
        sku: v.sku,
        size: v.size!,
        colour: v.colour!,
        stock: v.stock,
        pricePaise: v.pricePaise ?? row.pricePaise,
        salePricePaise: v.pricePaise === null ? row.salePricePaise : (v.salePricePaise ?? 0),
      })),
  }));
}

/** Variants compared as a set: the shop orders them by its own colour and size order. */
const bySku = (catalogue: ExpectedProduct[]) =>
  catalogue.map((product) => ({
    ...product,
    variants: [...product.variants].sort((a, b) => a.sku.localeCompare(b.sku)),
  }));

describe.each(['legacy', 'current'] as const)("a Shopify export's %s headers", (generation) => {
  let app: TestApp;
  let cookie: string;
  let fixture: ReturnType<typeof shopifyFixture>;
  let exported: string;

  beforeAll(async () => {
    ({ app, cookie } = await shopWithAdmin());
    fixture = shopifyFixture(generation, cdnUrl);
    for (const [path, hex] of fixture.pictures) pictures.set(path, hex);
  });
  afterAll(() => app.close());

  it('is reported row by row by a dry run, which saves nothing and downloads nothing', async () => {
    const before = downloads;
    const response = await uploadImport(app, cookie, fixture.csv, { dryRun: true });
    expect(response.statusCode, response.body).toBe(200);
    const { summary, rows } = response.json().data;
    expect(fixture.products.length).toBeGreaterThanOrEqual(50);
    expect(summary).toEqual({ create: fixture.products.length, update: 0, unchanged: 0, error: 0 });
    expect(rows[0]).toMatchObject({ row: 2, action: 'create', errors: [] });
    expect(rows.length).toBe(parse(fixture.csv).length - 1);
    expect(downloads).toBe(before);
    const [{ saved }] = await app.db.select({ saved: count() }).from(products);
    expect(saved).toBe(0);
  });

  it('imports every product, variant, price and stock in the background', async () => {
    const job = await importFile(app, cookie, fixture.csv);
    expect(job).toMatchObject({
      state: 'done',
      done: fixture.products.length,
      total: fixture.products.length,
      summary: { create: fixture.products.length, update: 0, unchanged: 0, error: 0 },
      rows: [],
    });
    expect(bySku(await savedCatalogue(app))).toEqual(bySku(fixture.products));
    const [kurta] = await app.db.select().from(products).limit(1);
    expect(kurta!.images[0]).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(kurta!.weightGrams).toBe(300);
    // Each product keeps the file's Handle as its address, and its Tags.
    const records = parse(fixture.csv, { bom: true, columns: true }) as Record<string, string>[];
    const fileHandles = records.filter((r) => r.Title).map((r) => [r.Title, r.Handle ?? r['URL handle']]);
    const saved = await app.db.select().from(products).orderBy(asc(products.createdAt));
    expect(saved.map((row) => [row.title, row.handle])).toEqual(fileHandles);
    expect(saved[0]!.tags).toEqual(expect.arrayContaining(['cotton', 'thread & tote']));
  });

  it('imports the same file again as unchanged', async () => {
    const dry = await uploadImport(app, cookie, fixture.csv, { dryRun: true });
    // The CDN's pictures can only be compared once downloaded, so the dry run counts them as updates.
    expect(dry.json().data.summary.error).toBe(0);
    const job = await importFile(app, cookie, fixture.csv);
    expect(job.summary).toEqual({ create: 0, update: 0, unchanged: fixture.products.length, error: 0 });
    expect(bySku(await savedCatalogue(app))).toEqual(bySku(fixture.products));
  });

  it('exports the same products in Shopify format, which imports back as unchanged', async () => {
    exported = await exportCsv(app, cookie, generation);
    const [header] = parse(exported, { bom: true }) as string[][];
    expect(header).toContain(generation === 'legacy' ? 'Variant Inventory Qty' : 'Inventory quantity');
    const dry = await uploadImport(app, cookie, exported, { dryRun: true });
    expect(dry.json().data.summary).toEqual({ create: 0, update: 0, unchanged: fixture.products.length, error: 0 });
    const job = await importFile(app, cookie, exported);
    expect(job.summary).toEqual({ create: 0, update: 0, unchanged: fixture.products.length, error: 0 });
  });

  it('exports, into an empty shop and out again, byte for byte', async () => {
    const fresh = await shopWithAdmin();
    try {
      const job = await importFile(fresh.app, fresh.cookie, exported);
      expect(job.summary).toEqual({ create: fixture.products.length, update: 0, unchanged: 0, error: 0 });
      expect(bySku(await savedCatalogue(fresh.app))).toEqual(bySku(fixture.products));
      expect(await exportCsv(fresh.app, fresh.cookie, generation)).toBe(exported);
    } finally {
      await fresh.app.close();
    }
  });
});

describe('a product whose colours have pictures of their own', () => {
  const upload = (n: number) => `/uploads/${String(n).padStart(32, 'a')}.webp`;
  const kurta = {
    image: upload(1),
    images: [upload(1), upload(2)],
    title: 'Two-Colour Gallery Kurta',
    description: 'Handloom cotton.',
    category: 'women',
    brand: 'threadandtote',
    price: 1499,
    sale_price: 0,
    variants: ['Indigo', 'Rust'].flatMap((colour, c) =>
      ['S', 'M'].map((size) => ({
        size,
        colour,
        sku: `TT-GAL-${colour.toUpperCase()}-${size}`,
        stock: 3,
        images: [upload(10 + c * 3), upload(11 + c * 3), upload(12 + c * 3)],
      })),
    ),
  };
  const pictures = async (app: TestApp) =>
    (await app.db.select().from(productVariants).orderBy(asc(productVariants.position))).map((v) => [
      v.colour,
      v.images,
    ]);

  it('keeps every colour’s pictures through the export (tagged by their alt text) and back', async () => {
    const { app, cookie } = await shopWithAdmin();
    const fresh = await shopWithAdmin();
    try {
      const added = await app.inject({
        method: 'POST',
        url: '/api/admin/products/add',
        headers: { cookie },
        payload: kurta,
      });
      expect(added.statusCode, added.body).toBe(201);
      const exported = await exportCsv(app, cookie, 'current');
      const rows = parse(exported, { bom: true, columns: true }) as Record<string, string>[];
      const rust = rows.filter((row) => row['Image alt text'] === 'Rust').map((row) => row['Product image URL']!);
      expect(rust.map((url) => new URL(url).pathname)).toEqual(kurta.variants[2]!.images);

      const dry = await uploadImport(app, cookie, exported, { dryRun: true });
      expect(dry.json().data.summary).toEqual({ create: 0, update: 0, unchanged: 1, error: 0 });

      const job = await importFile(fresh.app, fresh.cookie, exported);
      expect(job.summary).toEqual({ create: 1, update: 0, unchanged: 0, error: 0 });
      expect(await pictures(fresh.app)).toEqual(await pictures(app));
      const [copy] = await fresh.app.db.select().from(products);
      expect(copy!.images).toEqual(kurta.images);
    } finally {
      await app.close();
      await fresh.app.close();
    }
  });
});

describe('a product’s Shopify handle and tags', () => {
  const HEADER = [
    'Handle',
    'Title',
    'Body (HTML)',
    'Type',
    'Tags',
    'SEO Title',
    'SEO Description',
    'Option1 Name',
    'Option1 Value',
    'Variant SKU',
    'Variant Inventory Qty',
    'Variant Price',
    'Image Src',
  ];
  const row = (cells: Record<string, string>) => HEADER.map((column) => cells[column] ?? '');
  const stole = (handle: string, title: string, sku: string) =>
    row({
      Handle: handle,
      Title: title,
      'Body (HTML)': '<p>Hand block-printed mulmul.</p>',
      Type: 'Women',
      Tags: 'Summer Sale, Mulmul,summer sale',
      'SEO Title': 'Ajrakh stole, hand printed',
      'SEO Description': 'An ajrakh stole printed by hand in Kutch.',
      'Option1 Name': 'Title',
      'Option1 Value': 'Default Title',
      'Variant SKU': sku,
      'Variant Inventory Qty': '3',
      'Variant Price': '899.00',
      'Image Src': '/uploads/0123456789abcdef0123456789abcdef.webp',
    });

  it('keeps the file’s Handle (not its title’s), its Tags and SEO words, and exports them back', async () => {
    const { app, cookie } = await shopWithAdmin();
    try {
      const job = await importFile(
        app,
        cookie,
        stringify([HEADER, stole('old-ig-link-stole', 'Ajrakh Stole', 'AJ-1')]),
      );
      expect(job.summary).toEqual({ create: 1, update: 0, unchanged: 0, error: 0 });
      const [saved] = await app.db.select().from(products);
      expect(saved).toMatchObject({
        handle: 'old-ig-link-stole',
        tags: ['summer sale', 'mulmul'],
        seoTitle: 'Ajrakh stole, hand printed',
        seoDescription: 'An ajrakh stole printed by hand in Kutch.',
      });
      const shop = await app.inject({ method: 'GET', url: '/api/shop/products/get/old-ig-link-stole' });
      expect(shop.json().data).toMatchObject({ title: 'Ajrakh Stole', tags: ['summer sale', 'mulmul'] });

      const exported = parse(await exportCsv(app, cookie, 'legacy'), { bom: true, columns: true }) as Record<
        string,
        string
      >[];
      expect(exported[0]).toMatchObject({
        Handle: 'old-ig-link-stole',
        Tags: 'summer sale, mulmul',
        'SEO Title': 'Ajrakh stole, hand printed',
        'SEO Description': 'An ajrakh stole printed by hand in Kutch.',
      });
    } finally {
      await app.close();
    }
  });

  it('matches a saved product by its handle, whatever its title, and keeps that handle', async () => {
    const { app, cookie } = await shopWithAdmin();
    try {
      const added = await app.inject({
        method: 'POST',
        url: '/api/admin/products/add',
        headers: { cookie },
        payload: {
          image: '/uploads/0123456789abcdef0123456789abcdef.webp',
          title: 'Plain Stole',
          handle: 'festive-stole',
          description: 'A stole.',
          category: 'women',
          brand: 'threadandtote',
          price: 899,
          sale_price: 0,
          total_stock: 1,
        },
      });
      expect(added.statusCode, added.body).toBe(201);
      const job = await importFile(app, cookie, stringify([HEADER, stole('festive-stole', 'Festive Stole', 'FS-1')]));
      expect(job.summary).toEqual({ create: 0, update: 1, unchanged: 0, error: 0 });
      const saved = await app.db.select().from(products);
      expect(saved).toHaveLength(1);
      expect(saved[0]).toMatchObject({ id: added.json().data._id, title: 'Festive Stole', handle: 'festive-stole' });
    } finally {
      await app.close();
    }
  });
});
