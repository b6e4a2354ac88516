// Owns the rules of the catalogue: what staff may save (reviews are reviews.ts's).
import { handleFrom } from '@shop/contract/handles';
import { freeHandle } from '../../platform/db/handles.ts';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  type AdminProduct,
  type Product,
  type ProductInput,
  productPath,
  type SizeChart,
} from '@shop/contract/catalog';
import { MESSAGES } from '@shop/contract/messages';
import { rupeesToPaise } from '@shop/contract/money';
import { CATEGORIES, type Category } from '@shop/contract/shop';
import type { Db, Reader, Tx } from '../../platform/db/database.ts';
import { cartItems, products, productVariants, sizeCharts } from '../../platform/db/schema.ts';
import { Conflict, Invalid, NotFound } from '../../platform/errors.ts';
import { countProduct, countVariant } from '../inventory/index.ts';
import { keepMovedAddress } from '../redirects/index.ts';
import { checkOptions, type CheckedOptions } from './catalogue-options.ts';
import { findProduct, looksLikeId, toAdminProducts, toProducts } from './product-queries.ts';
import { claimWaitingAlerts } from './stock-alerts.ts';

export const CATALOG_MESSAGES = {
  productAdded: MESSAGES.productAdded,
  productUpdated: 'Product updated successfully',
  productDeleted: 'Product deleted successfully',
  productNotFound: 'Product not found',
  skuTaken: 'That SKU is already used by another product. Give each variant a SKU of its own.',
  handleTaken: (handle: string, title: string) =>
    `The handle ${handle} is already the address of "${title}": choose another one for this product.`,
  handleLikeId: 'A handle cannot look like a product id: use words, such as the product’s name.',
  handleRaced: 'Another product took that handle a moment ago: choose another one.',
  noSizeGuide: 'No size guide for this product yet',
  sizeChartSaved: 'Size chart saved',
  sizeChartRemoved: 'Size chart removed',
} as const;

type CheckedVariants = CheckedOptions<ProductInput['variants'][number]>;

function toColumns(input: ProductInput, checked: CheckedVariants) {
  return {
    image: input.image,
    images: input.images,
    title: input.title,
    description: input.description,
    category: input.category,
    brand: input.brand,
    pricePaise: rupeesToPaise(input.price),
    salePricePaise: rupeesToPaise(input.sale_price),
    sizeChart: input.size_chart,
    taxClass: input.tax_class,
    weightGrams: input.weight_grams,
    lengthCm: input.length_cm,
    breadthCm: input.breadth_cm,
    heightCm: input.height_cm,
    sizeScale: checked.scale?.id ?? null,
    tags: input.tags,
    seoTitle: input.seo_title,
    seoDescription: input.seo_description,
    colourNames: [...new Set(checked.variants.flatMap((v) => (v.colour ? [v.colour] : [])))].join('\n'),
  };
}

const optionKey = (v: { size: string | null; colour: string | null }) => `${v.size ?? ''}/${v.colour ?? ''}`;

/** A SKU or handle already used by another product is a conflict staff can fix, not a server error. */
async function uniqueSkus<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
    const { code, constraint } = cause as { code?: string; constraint?: string };
    if (code === '23505' && constraint === 'product_variants_sku_key') throw new Conflict(CATALOG_MESSAGES.skuTaken);
    if (code === '23505' && constraint === 'products_handle_key') throw new Invalid(CATALOG_MESSAGES.handleRaced);
    throw error;
  }
}

/**
 * The handle a save gives the product: the one staff typed, refused when another product has it (it is that
 * product's address); else, for a new product, its title's, with -2, -3… when taken; else the one it has (an address
 * stays put unless staff change it).
 */
async function handleToSave(tx: Tx, input: ProductInput, saved?: { id: string; handle: string }): Promise<string> {
  if (input.handle) {
    const [other] = await tx
      .select({ title: products.title })
      .from(products)
      .where(and(eq(products.handle, input.handle), saved ? ne(products.id, saved.id) : undefined));
    if (other) throw new Invalid(CATALOG_MESSAGES.handleTaken(input.handle, other.title));
    if (looksLikeId(input.handle)) throw new Invalid(CATALOG_MESSAGES.handleLikeId);
    return input.handle;
  }
  return saved?.handle ?? freeHandle(tx, products, handleFrom(input.title, 'product'));
}

/**
 * Saves the product's variants: each matches the saved one of the same size and colour (keeping its id, so carts,
 * held orders and alerts still point at it), new ones are added, missing ones removed. A variant whose stock staff did
 * not change (stock equal to stock_seen) keeps its stock as it is now, sales meanwhile included. Answers the stock the
 * product then has, and the variants that have stock (a waiting shopper may be told).
 */
async function saveVariants(tx: Tx, productId: string, input: CheckedVariants['variants']) {
  const saved = await tx.select().from(productVariants).where(eq(productVariants.productId, productId));
  const byOption = new Map(saved.map((row) => [optionKey(row), row]));
  const wanted = new Set(input.map(optionKey));
  const gone = saved.filter((row) => !wanted.has(optionKey(row))).map((row) => row.id);
  if (gone.length > 0) await tx.delete(productVariants).where(inArray(productVariants.id, gone));
  // SKUs move between variants in one save (staff renamed them): park the kept ones first, so no two clash midway.
  await tx
    .update(productVariants)
    .set({ sku: sql`${productVariants.id}::text` })
    .where(eq(productVariants.productId, productId));

  const inStock: string[] = [];
  for (const v of input) {
    const row = byOption.get(optionKey(v));
    const stockUnchanged = row !== undefined && v.stock_seen !== undefined && v.stock === v.stock_seen;
    const values = {
      size: v.size,
      colour: v.colour,
      colourHex: v.colour_hex,
      sku: v.sku,
      pricePaise: v.price === undefined ? null : rupeesToPaise(v.price),
      salePricePaise: v.price === undefined ? null : rupeesToPaise(v.sale_price ?? 0),
      images: v.images,
      weightGrams: v.weight_grams,
      position: v.position,
    };
    const [written] = row
      ? await tx
          .update(productVariants)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(productVariants.id, row.id))
          .returning({ id: productVariants.id, stock: productVariants.stock })
      : await tx
          .insert(productVariants)
          .values({ ...values, productId, stock: 0 })
          .returning({ id: productVariants.id, stock: productVariants.stock });
    // The stock staff typed, unless they left it as they saw it (shoppers may have bought some meanwhile).
    const stock = stockUnchanged ? written!.stock : v.stock;
    if (!stockUnchanged) await countVariant(tx, written!.id, stock);
    if (stock > 0) inStock.push(written!.id);
  }
  return { inStock };
}

/**
 * `movedFrom`: the handle the product had before this save changed it, so its old address can be sent to the new one.
 */
type Saved = { product: AdminProduct; backInStock: string[]; movedFrom?: string };

export async function addProduct(db: Db, input: ProductInput): Promise<Saved> {
  return uniqueSkus(() =>
    db.transaction(async (tx) => {
      const checked = await checkOptions(tx, input.variants, input.size_scale);
      const [row] = await tx
        .insert(products)
        .values({
          ...toColumns(input, checked),
          handle: await handleToSave(tx, input),
          totalStock: 0,
        })
        .returning();
      await saveVariants(tx, row!.id, checked.variants);
      await countProduct(tx, row!.id, input.total_stock ?? 0);
      return { product: await adminProductWithVariants(tx, row!.id), backInStock: [] };
    }),
  );
}

/**
 * Saves staff's edit. The product's row is locked first, as checkouts lock it before taking a variant's stock, so the
 * stock staff leave alone and the sum in total_stock stay right while shoppers buy. With variants, total_stock is
 * theirs summed, whatever was sent.
 */
export async function editProduct(db: Db, id: string, input: ProductInput): Promise<Saved> {
  return uniqueSkus(() =>
    db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: products.id, handle: products.handle })
        .from(products)
        .where(eq(products.id, id))
        .for('update');
      if (!locked) throw new NotFound(CATALOG_MESSAGES.productNotFound);
      const handle = await handleToSave(tx, input, locked);
      const checked = await checkOptions(tx, input.variants, input.size_scale);
      const { inStock } = await saveVariants(tx, id, checked.variants);
      const hasVariants = input.variants.length > 0;
      if (hasVariants) {
        // Lines put in carts before the product had sizes cannot be bought any more: the shopper picks a size again.
        await tx.delete(cartItems).where(and(eq(cartItems.productId, id), isNull(cartItems.variantId)));
      }
      await tx
        .update(products)
        .set({ ...toColumns(input, checked), handle, updatedAt: new Date() })
        .where(eq(products.id, id));
      await countProduct(tx, id, input.total_stock ?? 0);
      const backInStock = await claimWaitingAlerts(tx, inStock);
      const movedFrom = handle === locked.handle ? undefined : locked.handle;
      if (movedFrom) await keepMovedAddress(tx, productPath({ handle: movedFrom }), productPath({ handle }));
      return { product: await adminProductWithVariants(tx, id), backInStock, ...(movedFrom ? { movedFrom } : {}) };
    }),
  );
}

async function productWithVariants(tx: Reader, id: string): Promise<Product> {
  const row = await findProduct(tx, id);
  if (!row) throw new NotFound(CATALOG_MESSAGES.productNotFound);
  const [product] = await toProducts(tx, [row]);
  return product!;
}

async function adminProductWithVariants(tx: Reader, id: string): Promise<AdminProduct> {
  const row = await findProduct(tx, id);
  if (!row) throw new NotFound(CATALOG_MESSAGES.productNotFound);
  const [product] = await toAdminProducts(tx, [row]);
  return product!;
}

export async function deleteProduct(db: Db, id: string) {
  const deleted = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  if (deleted.length === 0) throw new NotFound(CATALOG_MESSAGES.productNotFound);
}

/** A product by its id or its handle. */
export async function getProduct(db: Db, idOrHandle: string) {
  return productWithVariants(db, idOrHandle);
}

// ── Size charts ─────────────────────────────────────────────────────────────

export async function listSizeCharts(db: Db) {
  const rows = await db.select().from(sizeCharts);
  const byCategory = new Map(rows.map((row) => [row.category, row.chart]));
  return CATEGORIES.map((category) => ({ category, chart: byCategory.get(category) ?? null }));
}

/** Saves a category's chart; null removes it. */
export async function saveSizeChart(db: Db, category: Category, chart: SizeChart | null) {
  if (chart === null) await db.delete(sizeCharts).where(eq(sizeCharts.category, category));
  else {
    await db
      .insert(sizeCharts)
      .values({ category, chart })
      .onConflictDoUpdate({ target: sizeCharts.category, set: { chart, updatedAt: new Date() } });
  }
  return { category, chart };
}

/** The chart a product's "Size guide" shows: its own, else its category's. */
export async function sizeGuideOf(db: Db, productId: string) {
  const [row] = await db
    .select({ own: products.sizeChart, category: sizeCharts.chart })
    .from(products)
    .leftJoin(sizeCharts, eq(sizeCharts.category, products.category))
    .where(eq(products.id, productId));
  if (!row) throw new NotFound(CATALOG_MESSAGES.productNotFound);
  if (row.own) return { source: 'product' as const, chart: row.own };
  if (row.category) return { source: 'category' as const, chart: row.category };
  throw new NotFound(CATALOG_MESSAGES.noSizeGuide);
}
