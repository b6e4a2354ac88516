// Owns how the import and the export read the saved catalogue: products with their variants in the shop's order,
// found by handle (their own; for products made before handles were kept, their title's) or by any variant's SKU, and
// the shape two products are compared by.
import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProductInput } from '@shop/contract/catalog';
import { rupeesToPaise } from '@shop/contract/money';
import type { Reader } from '../../platform/db/database.ts';
import { products, productVariants } from '../../platform/db/schema.ts';
import { handleOf } from './shopify-text.ts';

export type SavedVariant = typeof productVariants.$inferSelect;
export type SavedProduct = Omit<typeof products.$inferSelect, 'searchText' | 'unitPricePaise'> & {
  variants: SavedVariant[];
};

const productColumns = {
  id: products.id,
  title: products.title,
  description: products.description,
  category: products.category,
  brand: products.brand,
  image: products.image,
  images: products.images,
  pricePaise: products.pricePaise,
  salePricePaise: products.salePricePaise,
  totalStock: products.totalStock,
  colourNames: products.colourNames,
  sizeChart: products.sizeChart,
  sizeScale: products.sizeScale,
  taxClass: products.taxClass,
  averageReview: products.averageReview,
  weightGrams: products.weightGrams,
  lengthCm: products.lengthCm,
  breadthCm: products.breadthCm,
  heightCm: products.heightCm,
  handle: products.handle,
  tags: products.tags,
  seoTitle: products.seoTitle,
  seoDescription: products.seoDescription,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

async function withVariants(db: Reader, rows: Omit<SavedProduct, 'variants'>[]): Promise<SavedProduct[]> {
  if (rows.length === 0) return [];
  const variants = await db
    .select()
    .from(productVariants)
    .where(
      inArray(
        productVariants.productId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(productVariants.productId), asc(productVariants.position));
  const byProduct = new Map<string, SavedVariant[]>();
  for (const variant of variants) {
    const list = byProduct.get(variant.productId) ?? [];
    list.push(variant);
    byProduct.set(variant.productId, list);
  }
  return rows.map((row) => ({ ...row, variants: byProduct.get(row.id) ?? [] }));
}

/**
 * Every product, oldest first, a batch at a time (keyset on created_at, id): the export's order, which an import into
 * an empty shop keeps, since it saves the products in the file's order.
 */
export async function* productBatches(db: Reader, batchSize = 200): AsyncGenerator<SavedProduct[]> {
  // The cursor keeps created_at as PostgreSQL's text: a JS Date would drop its microseconds and read a row twice.
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    const where: SQL | undefined = after
      ? sql`(${products.createdAt}, ${products.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
      : undefined;
    const rows = await db
      .select({ ...productColumns, cursor: sql<string>`${products.createdAt}::text` })
      .from(products)
      .where(where)
      .orderBy(asc(products.createdAt), asc(products.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield await withVariants(
      db,
      rows.map(({ cursor: _cursor, ...row }) => row),
    );
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.cursor, id: last.id };
    if (rows.length < batchSize) return;
  }
}

/** The saved catalogue as an import matches against it. */
export type Catalogue = {
  /** By the handle each product has (its address): one product each. */
  byHandle: Map<string, SavedProduct>;
  /** By its title's handle as Shopify makes it, for a file exported before the shop kept handles. */
  byTitleHandle: Map<string, SavedProduct[]>;
  /** Lower-cased SKU → its product: SKUs are unique across the shop, whatever their case. */
  bySku: Map<string, SavedProduct>;
};

export async function loadCatalogue(db: Reader): Promise<Catalogue> {
  const catalogue: Catalogue = { byHandle: new Map(), byTitleHandle: new Map(), bySku: new Map() };
  for await (const batch of productBatches(db, 1000)) {
    for (const product of batch) {
      catalogue.byHandle.set(product.handle, product);
      const titleHandle = handleOf(product.title);
      catalogue.byTitleHandle.set(titleHandle, [...(catalogue.byTitleHandle.get(titleHandle) ?? []), product]);
      for (const variant of product.variants) catalogue.bySku.set(variant.sku.toLowerCase(), product);
    }
  }
  return catalogue;
}

/**
 * What a product file row can say about a product, in one comparable form: when a saved product and an import's
 * product have the same shape, the import leaves it alone ('unchanged'). Prices and weights are the ones each variant
 * ends up with, so a price kept on the product or on each variant compares equal.
 */
export type ProductShape = {
  title: string;
  description: string;
  category: string;
  taxClass: string;
  tags: string[];
  seoTitle: string | null;
  seoDescription: string | null;
  pricePaise: number;
  salePricePaise: number;
  totalStock: number | null;
  weightGrams: number | null;
  images: string[];
  variants: {
    sku: string;
    size: string | null;
    colour: string | null;
    stock: number;
    pricePaise: number;
    salePricePaise: number;
    weightGrams: number | null;
    images: string[];
  }[];
};

const byOption = (a: { size: string | null; colour: string | null }, b: typeof a) =>
  `${a.colour ?? ''}/${a.size ?? ''}`.localeCompare(`${b.colour ?? ''}/${b.size ?? ''}`);

export function savedShape(product: SavedProduct): ProductShape {
  const hasVariants = product.variants.length > 0;
  return {
    title: product.title,
    description: product.description,
    category: product.category,
    taxClass: product.taxClass,
    tags: product.tags,
    seoTitle: product.seoTitle,
    seoDescription: product.seoDescription,
    pricePaise: product.pricePaise,
    salePricePaise: product.salePricePaise,
    totalStock: hasVariants ? null : product.totalStock,
    weightGrams: hasVariants ? null : product.weightGrams,
    images: product.images.length > 0 ? product.images : [product.image],
    variants: product.variants
      .map((v) => ({
        sku: v.sku,
        size: v.size,
        colour: v.colour,
        stock: v.stock,
        pricePaise: v.pricePaise ?? product.pricePaise,
        salePricePaise: v.pricePaise === null ? product.salePricePaise : (v.salePricePaise ?? 0),
        weightGrams: v.weightGrams ?? product.weightGrams,
        images: v.images,
      }))
      .sort(byOption),
  };
}

export function inputShape(input: ProductInput): ProductShape {
  const hasVariants = input.variants.length > 0;
  const pricePaise = rupeesToPaise(input.price);
  const salePricePaise = rupeesToPaise(input.sale_price);
  return {
    title: input.title,
    description: input.description,
    category: input.category,
    taxClass: input.tax_class,
    tags: input.tags,
    seoTitle: input.seo_title,
    seoDescription: input.seo_description,
    pricePaise,
    salePricePaise,
    totalStock: hasVariants ? null : (input.total_stock ?? 0),
    weightGrams: hasVariants ? null : input.weight_grams,
    images: input.images,
    variants: input.variants
      .map((v) => ({
        sku: v.sku,
        size: v.size,
        colour: v.colour,
        stock: v.stock,
        pricePaise: v.price === undefined ? pricePaise : rupeesToPaise(v.price),
        salePricePaise: v.price === undefined ? salePricePaise : rupeesToPaise(v.sale_price ?? 0),
        weightGrams: v.weight_grams ?? input.weight_grams,
        images: v.images,
      }))
      .sort(byOption),
  };
}

export const sameShape = (a: ProductShape, b: ProductShape) => JSON.stringify(a) === JSON.stringify(b);
