import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { featureImages, orders, products, users } from '../platform/db/schema.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { DEMO_ACCOUNTS, seedDemo } from './seed-demo.ts';

describe('the demo data', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('fills an empty shop once: products, banners, accounts and the shopper’s paid orders', async () => {
    expect(await seedDemo(app.db, app.images)).toBe(true);
    expect(await seedDemo(app.db, app.images)).toBe(false);

    const [{ value: productCount }] = await app.db.select({ value: count() }).from(products);
    expect(productCount).toBeGreaterThanOrEqual(40);
    const all = await app.db.select().from(products);
    expect(all.some((p) => p.totalStock === 0)).toBe(true);
    expect(all.some((p) => p.totalStock > 0 && p.totalStock < 10)).toBe(true);
    expect(all.some((p) => p.salePricePaise > 0)).toBe(true);
    expect(all.every((p) => /^\/uploads\/[0-9a-f]{32}\.webp$/.test(p.image))).toBe(true);
    const banners = await app.db.select().from(featureImages).orderBy(featureImages.createdAt);
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
  });
});
