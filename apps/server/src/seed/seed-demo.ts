// Owns the demo data a newcomer sees: products with our own illustrations, three banners, a demo admin and shopper.
import { count } from 'drizzle-orm';
import type { Db } from '../platform/db/database.ts';
import { featureImages, products, users } from '../platform/db/schema.ts';
import type { ImageStore } from '../platform/image-store.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { bannerArt, productArt } from './demo-art.ts';
import { demoBanners, demoProducts } from './demo-catalogue.ts';

/** Demo data only: the README shows these so a newcomer can sign in at once. */
export const DEMO_ACCOUNTS = {
  admin: { userName: 'Demo Admin', email: 'admin@threadandtote.test', password: 'admin-demo-123' },
  shopper: { userName: 'Priya Sharma', email: 'shopper@threadandtote.test', password: 'shopper-demo-123' },
} as const;

/** Loads the demo data when the catalogue is empty; answers whether it did. */
export async function seedDemo(db: Db, images: ImageStore): Promise<boolean> {
  const [{ value: existing } = { value: 0 }] = await db.select({ value: count() }).from(products);
  if (existing > 0) return false;

  // Images go through the same store uploads use, so the demo exercises the real path.
  const productRows: (typeof products.$inferInsert)[] = [];
  for (const product of demoProducts) {
    const { url } = await images.save(Buffer.from(productArt(product.art)));
    productRows.push({
      title: product.title,
      description: product.description,
      category: product.category,
      brand: product.brand,
      image: url,
      pricePaise: product.pricePaise,
      salePricePaise: product.salePricePaise,
      totalStock: product.totalStock,
    });
  }
  const bannerRows: (typeof featureImages.$inferInsert)[] = [];
  for (const [index, banner] of demoBanners.entries()) {
    const { url } = await images.save(Buffer.from(bannerArt({ index, ...banner })));
    bannerRows.push({ image: url });
  }

  await db.transaction(async (tx) => {
    await tx.insert(products).values(productRows);
    await tx.insert(featureImages).values(bannerRows);
    for (const [role, { userName, email, password }] of [
      ['admin', DEMO_ACCOUNTS.admin],
      ['user', DEMO_ACCOUNTS.shopper],
    ] as const) {
      const passwordHash = await hashPassword(password);
      await tx.insert(users).values({ userName, email, passwordHash, role, verified: true }).onConflictDoNothing();
    }
  });
  return true;
}
