import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, inArray } from 'drizzle-orm';
import {
  featureImages,
  orderItems,
  orders,
  products,
  productVariants,
  sizeCharts,
  users,
} from '../platform/db/schema.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { DEMO_ACCOUNTS, seedDemo } from './seed-demo.ts';

const STORED_IMAGE = /^\/uploads\/[0-9a-f]{32}\.webp$/;

describe('the demo data', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  // Seeding draws and stores some 150 pictures: a minute leaves room for a busy machine.
  it(
    'fills an empty shop once: products, banners, accounts and the shopper’s paid orders',
    { timeout: 60_000 },
    async () => {
      expect(await seedDemo(app.db, app.images)).toBe(true);
      expect(await seedDemo(app.db, app.images)).toBe(false);

      const [{ value: productCount }] = await app.db.select({ value: count() }).from(products);
      expect(productCount).toBeGreaterThanOrEqual(40);
      const all = await app.db.select().from(products);
      expect(all.some((p) => p.totalStock === 0)).toBe(true);
      expect(all.some((p) => p.totalStock > 0 && p.totalStock < 10)).toBe(true);
      expect(all.some((p) => p.salePricePaise > 0)).toBe(true);
      expect(all.every((p) => STORED_IMAGE.test(p.image))).toBe(true);
      // The banner route's order: by the time each was added, then by id.
      const banners = await app.db
        .select()
        .from(featureImages)
        .orderBy(asc(featureImages.createdAt), asc(featureImages.id));
      expect(banners).toHaveLength(3);
      const listed = (await app.inject({ method: 'GET', url: '/api/common/feature/get' })).json().data;
      expect(listed.map((b: { image: string }) => b.image)).toEqual(banners.map((b) => b.image));

      const [shopper] = await app.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.shopper.email));
      expect(shopper).toMatchObject({ role: 'user', verified: true });
      const paid = await app.db.select().from(orders).where(eq(orders.userId, shopper!.id));
      expect(paid.map((o) => o.paymentStatus)).toEqual(['paid', 'paid']);

      const signin = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
      });
      expect(signin.json().user.role).toBe('admin');

      await expectVariantsAsTheServerKeepsThem(app);
      await expectPaidOrdersOfVariants(app, shopper!.id);
    },
  );
});

/** What the server relies on for a product with variants, and each colour with a picture of its own. */
async function expectVariantsAsTheServerKeepsThem(app: TestApp) {
  const all = await app.db.select().from(products);
  const variants = await app.db.select().from(productVariants).orderBy(asc(productVariants.position));
  const skus = variants.map((v) => v.sku.toLowerCase());
  expect(new Set(skus).size).toBe(skus.length);
  const stored = new Set<string>();
  for (const product of all) {
    expect(product.images.length).toBeGreaterThanOrEqual(2);
    expect(product.images.length).toBeLessThanOrEqual(3);
    expect(product.image).toBe(product.images[0]);
    expect(new Set(product.images).size).toBe(product.images.length);
    const own = variants.filter((v) => v.productId === product.id);
    const colours = [...new Set(own.map((v) => v.colour!))];
    expect(product.colourNames).toBe(colours.join('\n'));
    if (own.length === 0) continue;
    expect(product.totalStock).toBe(own.reduce((sum, v) => sum + v.stock, 0));
    // every variant of a colour carries that colour's pictures; the first colour's are the product's gallery
    const firstPictures = colours.map((colour) => {
      const pictures = own.filter((v) => v.colour === colour).map((v) => v.images);
      expect(new Set(pictures.map((p) => p.join()))).toHaveProperty('size', 1);
      return pictures[0]!;
    });
    expect(firstPictures[0]).toEqual(product.images);
    expect(new Set(firstPictures.map((p) => p[0])).size).toBe(colours.length);
    for (const url of [...product.images, ...firstPictures.flat()]) {
      expect(url).toMatch(STORED_IMAGE);
      stored.add(url);
    }
  }
  expect(variants.filter((v) => v.size === 'Free Size').length).toBeGreaterThan(10);
  expect(variants.filter((v) => v.stock === 0).length).toBeGreaterThan(0);
  // the pictures are really there, at every width
  for (const url of [...stored].slice(0, 5)) {
    const page = await app.inject({ method: 'GET', url: url.replace('.webp', '-400.webp') });
    expect(page.statusCode).toBe(200);
  }

  // the shop answers a product with its variants as they were seeded
  const kurta = all.find((p) => p.title === 'Block-Print Cotton Kurta')!;
  const answer = (await app.inject({ method: 'GET', url: `/api/shop/products/get/${kurta.id}` })).json().data;
  const seeded = variants.filter((v) => v.productId === kurta.id);
  expect(answer.variants.map((v: { sku: string }) => v.sku)).toEqual(seeded.map((v) => v.sku));
  expect(answer).toMatchObject({ images: kurta.images, total_stock: kurta.totalStock });

  const charts = await app.db.select().from(sizeCharts).orderBy(asc(sizeCharts.category));
  expect(charts.map((c) => c.category)).toEqual(['kids', 'men', 'women']);
  expect(all.some((p) => p.sizeChart !== null)).toBe(true);
}

/** The shopper's delivered orders name the size and colour bought, as a checkout would. */
async function expectPaidOrdersOfVariants(app: TestApp, shopperId: string) {
  const mine = await app.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, shopperId));
  const lines = await app.db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        mine.map((o) => o.id),
      ),
    );
  expect(lines.length).toBeGreaterThanOrEqual(4);
  const withVariant = lines.filter((line) => line.variantId !== null);
  expect(withVariant.length).toBeGreaterThan(0);
  for (const line of withVariant) {
    const [variant] = await app.db.select().from(productVariants).where(eq(productVariants.id, line.variantId!));
    expect(line).toMatchObject({ productId: variant!.productId, size: variant!.size, colour: variant!.colour });
    expect(line.sku).toBe(variant!.sku);
    expect(line.image).toBe(variant!.images[0]);
  }
  for (const line of lines.filter((l) => l.variantId === null)) {
    const [{ value: options } = { value: 0 }] = await app.db
      .select({ value: count() })
      .from(productVariants)
      .where(eq(productVariants.productId, line.productId!));
    expect(options).toBe(0);
  }
}
