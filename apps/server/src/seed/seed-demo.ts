// Owns the demo data a newcomer sees: products with our own illustrations, three banners, a demo admin and shopper.
import { count } from 'drizzle-orm';
import type { Db } from '../platform/db/database.ts';
import { addresses, featureImages, orderEvents, orderItems, orders, products, users } from '../platform/db/schema.ts';
import type { ImageStore } from '../platform/image-store.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { bannerArt, productArt } from './demo-art.ts';
import { demoBanners, demoProducts } from './demo-catalogue.ts';

/** Demo data only: the README shows these so a newcomer can sign in at once. */
export const DEMO_ACCOUNTS = {
  admin: { userName: 'Demo Admin', email: 'admin@threadandtote.test', password: 'admin-demo-123' },
  shopper: { userName: 'Priya Sharma', email: 'shopper@threadandtote.test', password: 'shopper-demo-123' },
} as const;

/**
 * Loads the demo data when the catalogue is empty; answers whether it did. Without `accounts` (a production test shop),
 * the catalogue and banners only: the demo accounts' passwords are published in the README.
 */
export async function seedDemo(db: Db, images: ImageStore, { accounts = true } = {}): Promise<boolean> {
  const [{ value: existing } = { value: 0 }] = await db.select({ value: count() }).from(products);
  if (existing > 0) return false;

  // Images go through the same store uploads use, so the demo exercises the real path.
  // sharp encodes on libuv's thread pool, so saving all images at once uses every core.
  const productRows: (typeof products.$inferInsert)[] = await Promise.all(
    demoProducts.map(async (product) => ({
      title: product.title,
      description: product.description,
      category: product.category,
      brand: product.brand,
      image: (await images.save(Buffer.from(productArt(product.art)))).url,
      pricePaise: product.pricePaise,
      salePricePaise: product.salePricePaise,
      totalStock: product.totalStock,
    })),
  );
  // Banners show in the order they were added: one millisecond apart keeps the demo's order.
  const bannerRows = await Promise.all(
    demoBanners.map(async (banner, index) => ({
      image: (await images.save(Buffer.from(bannerArt({ index, ...banner })))).url,
      createdAt: new Date(Date.now() + index),
    })),
  );

  await db.transaction(async (tx) => {
    const insertedProducts = await tx.insert(products).values(productRows).returning();
    await tx.insert(featureImages).values(bannerRows);
    if (!accounts) return;
    const accountIds: Record<string, string> = {};
    for (const [role, { userName, email, password }] of [
      ['admin', DEMO_ACCOUNTS.admin],
      ['user', DEMO_ACCOUNTS.shopper],
    ] as const) {
      const passwordHash = await hashPassword(password);
      const [row] = await tx
        .insert(users)
        .values({ userName, email, passwordHash, role, verified: true })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (row) accountIds[role] = row.id;
    }
    if (accountIds.user) await seedShopperHistory(tx, accountIds.user, insertedProducts);
  });
  return true;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type ProductRow = typeof products.$inferSelect;

/** A saved address and two delivered, paid orders, so the demo shopper can review products at once. */
async function seedShopperHistory(tx: Tx, userId: string, catalogue: ProductRow[]): Promise<void> {
  const [address] = await tx
    .insert(addresses)
    .values({
      userId,
      addressLine1: '14, 2nd Cross, Indiranagar',
      addressLine2: 'HAL 2nd Stage',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipCode: '560038',
      country: 'India',
      landmark: 'Near the metro station',
      phone: '9876543210',
      notes: 'Please call before delivery',
    })
    .returning();
  const inStock = catalogue.filter((p) => p.totalStock >= 10);
  const baskets = [inStock.slice(0, 2), inStock.slice(5, 8)];
  for (const [index, basket] of baskets.entries()) {
    const placed = new Date(Date.now() - (20 - index * 9) * 24 * 60 * 60 * 1000);
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        addressInfo: {
          addressId: address!.id,
          address: `${address!.addressLine1}, ${address!.addressLine2}`,
          city: address!.city,
          state: address!.state,
          zipCode: address!.zipCode,
          phone: address!.phone,
          notes: address!.notes,
        },
        totalPaise: basket.reduce((sum, p) => sum + p.unitPricePaise, 0),
        paymentMethod: index === 0 ? 'Razorpay' : 'PhonePe',
        paymentStatus: 'paid',
        orderStatus: 'delivered',
        paymentId: `demo_payment_${index + 1}`,
        createdAt: placed,
        updatedAt: placed,
      })
      .returning();
    await tx.insert(orderItems).values(
      basket.map((p) => ({
        orderId: order!.id,
        productId: p.id,
        title: p.title,
        image: p.image,
        unitPricePaise: p.unitPricePaise,
        quantity: 1,
      })),
    );
    await tx.insert(orderEvents).values({ orderId: order!.id, field: 'note', actor: 'system', note: 'Demo order' });
  }
}
