// Owns the demo data a newcomer sees: products in sizes and colours with our own illustrations, the size charts,
// three banners, a demo admin and shopper.
import { handleFrom } from '@shop/contract/handles';
import { count } from 'drizzle-orm';
import { DEFAULT_CATALOGUE_OPTIONS, scaleFor } from '@shop/contract/options';
import type { Db } from '../platform/db/database.ts';
import {
  addresses,
  featureImages,
  orderItems,
  products,
  productVariants,
  sizeCharts,
  users,
} from '../platform/db/schema.ts';
import type { ImageStore } from '../platform/image-store.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { recordPastOrder } from '../modules/orders/index.ts';
import { getSettings, saveSettings } from '../modules/settings/index.ts';
import { bannerArt } from './demo-art-banners.ts';
import { productArt, productDetailArt } from './demo-art.ts';
import { demoBanners, demoProducts, type DemoProduct } from './demo-catalogue.ts';
import { demoSizeCharts } from './demo-size-charts.ts';

/** The default scale holding a demo product's sizes (as a staff save would choose), or null without sizes. */
function demoScale(variants: readonly { size: string }[]): string | null {
  const sizes = variants.map((v) => v.size);
  return sizes.length === 0 ? null : (scaleFor(DEFAULT_CATALOGUE_OPTIONS, sizes)?.id ?? null);
}

/** The art kinds that are bags, taxed as bags; everything else is clothing. */
const BAG_KINDS = new Set(['tote', 'backpack', 'handbag', 'slingBag']);

/** Demo data only: the README shows these so a newcomer can sign in at once. */
/** Where the demo shop's parcels are collected: its store in Bengaluru (the delivery zones' demo origin). */
const DEMO_PICKUP = {
  contact_name: 'Ravi Kumar',
  phone: '9845098450',
  email: 'dispatch@threadandtote.example',
  address: '41 Church Street, Shanthala Nagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};

export const DEMO_ACCOUNTS = {
  admin: { userName: 'Demo Admin', email: 'admin@threadandtote.test', password: 'admin-demo-123' },
  shopper: { userName: 'Priya Sharma', email: 'shopper@threadandtote.test', password: 'shopper-demo-123' },
} as const;

/** A product's pictures: its gallery (the first colour whole, then a close-up), and each colour's own. */
type Pictures = { gallery: string[]; byColour: string[][] };

/**
 * Loads the demo data when the catalogue is empty; answers whether it did. Without `accounts` (a production test shop),
 * the catalogue and banners only: the demo accounts' passwords are published in the README.
 */
export async function seedDemo(db: Db, images: ImageStore, { accounts = true } = {}): Promise<boolean> {
  const [{ value: existing } = { value: 0 }] = await db.select({ value: count() }).from(products);
  if (existing > 0) return false;

  // Images go through the same store uploads use, so the demo exercises the real path. Each SVG is drawn once here,
  // into a PNG the store only has to decode for every width it keeps, rather than render again for each.
  // sharp encodes on libuv's thread pool, so saving all images at once uses every core.
  const { default: sharp } = await import('sharp');
  const save = async (svg: string) => {
    const png = await sharp(Buffer.from(svg))
      .flatten()
      .png({ compressionLevel: 1, adaptiveFiltering: false })
      .toBuffer();
    return (await images.save(png)).url;
  };
  const pictures = await Promise.all(demoProducts.map((product) => drawPictures(product, save)));
  const handles = new Set<string>();
  const productRows: (typeof products.$inferInsert)[] = demoProducts.map((product, index) => ({
    title: product.title,
    handle: uniqueIn(handles, handleFrom(product.title, 'product')),
    description: product.description,
    category: product.category,
    brand: product.brand,
    image: pictures[index]!.gallery[0]!,
    images: pictures[index]!.gallery,
    pricePaise: product.pricePaise,
    salePricePaise: product.salePricePaise,
    totalStock: product.totalStock,
    colourNames: product.colours.map((c) => c.colour).join('\n'),
    sizeChart: product.sizeChart,
    sizeScale: demoScale(product.variants),
    taxClass: BAG_KINDS.has(product.art.kind) ? 'bags' : 'clothing',
  }));
  // Banners show in the order they were added: one millisecond apart keeps the demo's order (the times are taken
  // before the pictures are saved, which finish in any order).
  const bannersAddedAt = Date.now();
  const bannerRows = await Promise.all(
    demoBanners.map(async (banner, index) => ({
      image: await save(bannerArt({ index, ...banner })),
      createdAt: new Date(bannersAddedAt + index),
    })),
  );

  await db.transaction(async (tx) => {
    const insertedProducts = await tx.insert(products).values(productRows).returning();
    const idOf = new Map(insertedProducts.map((p) => [p.title, p.id]));
    const variantRows = demoProducts.flatMap((product, index) =>
      product.variants.map((v) => {
        const colour = product.colours.findIndex((c) => c.colour === v.colour);
        return { ...v, productId: idOf.get(product.title)!, images: pictures[index]!.byColour[colour]! };
      }),
    );
    const insertedVariants = await tx.insert(productVariants).values(variantRows).returning();
    await tx
      .insert(sizeCharts)
      .values(Object.entries(demoSizeCharts).map(([category, chart]) => ({ category, chart })));
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
        .values({
          userName,
          email,
          passwordHash,
          role,
          verified: true,
          // The demo admin is the demo shop's owner (decision 035).
          ...(role === 'admin' ? { staffRole: 'owner' as const, staffStatus: 'active' as const } : {}),
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (row) accountIds[role] = row.id;
    }
    if (accountIds.user) await seedShopperHistory(tx, accountIds.user, insertedProducts, insertedVariants);
    // The demo shop's couriers collect from its Bengaluru store, so "Ship" works at once against the sandbox.
    const settings = await getSettings(tx);
    if (!settings.shipping.pickup) await saveSettings(tx, { ...settings, shipping: { pickup: DEMO_PICKUP } });
  });
  return true;
}

/**
 * Draws a product's pictures and stores them: each colour whole, and a close-up of the first. The first colour shows
 * the whole gallery; the others their own picture. A product without options has one picture and its close-up.
 */
async function drawPictures(product: DemoProduct, save: (svg: string) => Promise<string>): Promise<Pictures> {
  const arts = product.colours.length > 0 ? product.colours.map((c) => c.art) : [product.art];
  const [fronts, detail] = await Promise.all([
    Promise.all(arts.map((art) => save(productArt(art)))),
    save(productDetailArt(product.art)),
  ]);
  const gallery = [fronts[0]!, detail];
  return { gallery, byColour: fronts.map((front, index) => (index === 0 ? gallery : [front])) };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;

/** What the shopper bought of a product: a middle size of its first colour, or the product itself. */
function boughtLine(product: ProductRow, variants: VariantRow[]) {
  const own = variants.filter((v) => v.productId === product.id && v.stock > 0 && v.pricePaise === null);
  const firstColour = own.filter((v) => v.colour === own[0]?.colour);
  const variant = firstColour[Math.floor(firstColour.length / 2)];
  return {
    productId: product.id,
    variantId: variant?.id ?? null,
    size: variant?.size ?? null,
    colour: variant?.colour ?? null,
    sku: variant?.sku ?? null,
    taxClass: product.taxClass,
    title: product.title,
    image: variant?.images[0] ?? product.image,
    unitPricePaise: product.unitPricePaise,
    quantity: 1,
  };
}

/** A saved address and two delivered, paid orders, so the demo shopper can review products at once. */
async function seedShopperHistory(
  tx: Tx,
  userId: string,
  catalogue: ProductRow[],
  variants: VariantRow[],
): Promise<void> {
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
    const order = await recordPastOrder(
      tx,
      {
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
      },
      'system',
      'Demo order',
    );
    await tx.insert(orderItems).values(basket.map((p) => ({ orderId: order.id, ...boughtLine(p, variants) })));
  }
}

/** The handle, or it with -2, -3 … when an earlier demo product has it. */
function uniqueIn(taken: Set<string>, wanted: string): string {
  let handle = wanted;
  for (let n = 2; taken.has(handle); n += 1) handle = `${wanted}-${n}`;
  taken.add(handle);
  return handle;
}
