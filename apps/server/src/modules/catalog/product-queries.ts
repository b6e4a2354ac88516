// Owns the catalogue's SQL: listing with filters, sorts and pages, search (title matches first, a capped total), and
// product rows → API shape.
import { and, asc, count, desc, eq, exists, getTableColumns, gt, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { AdminProduct, Product, Variant } from '@shop/contract/catalog';
import { BRANDS, CATEGORIES, DEFAULT_SORT, LIMITS, type SortOption } from '@shop/contract/shop';
import { paiseToRupees } from '@shop/contract/money';
import type { Db, Reader } from '../../platform/db/database.ts';
import { products, productVariants } from '../../platform/db/schema.ts';
import { parcelOfProduct } from './parcel.ts';

/** Every column but search_text, which only search reads, and only in SQL. */
const { searchText: _searchOnly, ...productColumns } = getTableColumns(products);
export type ProductRow = Omit<typeof products.$inferSelect, 'searchText'>;
export type VariantRow = typeof productVariants.$inferSelect;

/** A variant's prices: its own when staff set them, else the product's. */
export function variantPrices(product: Pick<ProductRow, 'pricePaise' | 'salePricePaise'>, variant: VariantRow) {
  if (variant.pricePaise === null) return { pricePaise: product.pricePaise, salePricePaise: product.salePricePaise };
  return { pricePaise: variant.pricePaise, salePricePaise: variant.salePricePaise ?? 0 };
}

/** What a shopper pays for one unit of the variant. */
export function variantUnitPaise(product: Pick<ProductRow, 'pricePaise' | 'salePricePaise'>, variant: VariantRow) {
  const { pricePaise, salePricePaise } = variantPrices(product, variant);
  return salePricePaise > 0 ? salePricePaise : pricePaise;
}

function toVariant(product: ProductRow, row: VariantRow): Variant {
  const { pricePaise, salePricePaise } = variantPrices(product, row);
  return {
    _id: row.id,
    size: row.size,
    colour: row.colour,
    colour_hex: row.colourHex,
    sku: row.sku,
    stock: row.stock,
    price: paiseToRupees(pricePaise),
    sale_price: paiseToRupees(salePricePaise),
    images: row.images,
  };
}

export function toProduct(row: ProductRow, variants: VariantRow[] = []): Product {
  return {
    _id: row.id,
    image: row.image,
    images: row.images.length > 0 ? row.images : [row.image],
    title: row.title,
    description: row.description,
    category: row.category,
    brand: row.brand,
    price: paiseToRupees(row.pricePaise),
    sale_price: paiseToRupees(row.salePricePaise),
    total_stock: row.totalStock,
    average_review: Number(row.averageReview),
    createdAt: row.createdAt.toISOString(),
    variants: variants.map((variant) => toVariant(row, variant)),
    size_chart: row.sizeChart ?? null,
    size_scale: row.sizeScale,
    tax_class: row.taxClass,
    handle: row.handle,
    tags: row.tags,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
  };
}

/** A product as staff see it: the parcel measures they saved (null: the default) and what it ships as. */
export function toAdminProduct(row: ProductRow, variants: VariantRow[] = []): AdminProduct {
  const weightOf = new Map(variants.map((variant) => [variant.id, variant.weightGrams]));
  const product = toProduct(row, variants);
  return {
    ...product,
    variants: product.variants.map((variant) => ({ ...variant, weight_grams: weightOf.get(variant._id) ?? null })),
    weight_grams: row.weightGrams,
    length_cm: row.lengthCm,
    breadth_cm: row.breadthCm,
    height_cm: row.heightCm,
    parcel: parcelOfProduct(row),
  };
}

/** The variants of these products, each product's in its order (colours as staff put them, sizes in their scale's order). */
export async function variantsOf(db: Reader, productIds: string[]): Promise<Map<string, VariantRow[]>> {
  const byProduct = new Map<string, VariantRow[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.productId), asc(productVariants.position));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(row);
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/** Product rows → API products, their variants read in one query. */
export async function toProducts(db: Reader, rows: ProductRow[]): Promise<Product[]> {
  const variants = await variantsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toProduct(row, variants.get(row.id)));
}

/** Product rows → staff's products, their variants read in one query. */
export async function toAdminProducts(db: Reader, rows: ProductRow[]): Promise<AdminProduct[]> {
  const variants = await variantsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAdminProduct(row, variants.get(row.id)));
}

const ORDER_BY: Record<SortOption | 'newest', SQL[]> = {
  newest: [desc(products.createdAt), asc(products.id)],
  'price-lowtohigh': [asc(products.unitPricePaise), asc(products.id)],
  'price-hightolow': [desc(products.unitPricePaise), asc(products.id)],
  'title-atoz': [asc(products.title), asc(products.id)],
  'title-ztoa': [desc(products.title), asc(products.id)],
};

export type Page = { page: number; limit: number };

async function paged(db: Db, where: SQL | undefined, orderBy: SQL[], { page, limit }: Page) {
  const { rows, total } = await pagedRows(db, where, orderBy, { page, limit });
  return { data: await toProducts(db, rows), total, page, limit };
}

async function pagedRows(db: Db, where: SQL | undefined, orderBy: SQL[], { page, limit }: Page) {
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { rows, total };
}

/** Staff's product list: every product, newest first, so what staff just added is at the top. */
export async function listAdminProducts(db: Db, { page, limit }: Page) {
  const { rows, total } = await pagedRows(db, undefined, ORDER_BY.newest, { page, limit });
  return { data: await toAdminProducts(db, rows), total, page, limit };
}

/** Products with a variant in stock of one of these sizes and (when given) one of these colours. */
function hasVariant(sizes: string[], colours: string[]): SQL | undefined {
  if (sizes.length === 0 && colours.length === 0) return undefined;
  return exists(
    sql`(select 1 from ${productVariants} where ${and(
      eq(productVariants.productId, products.id),
      gt(productVariants.stock, 0),
      sizes.length ? inArray(productVariants.size, sizes) : undefined,
      colours.length ? inArray(productVariants.colour, colours) : undefined,
    )})`,
  );
}

/**
 * The listing's filters, sort and page. `within` narrows it to some products (a collection's) and, without a sort
 * asked for, may give its own order (a hand-picked collection's).
 */
export function listProducts(
  db: Db,
  filters: {
    category: string[];
    brand: string[];
    size?: string[];
    colour?: string[];
    sortBy?: SortOption | 'newest' | undefined;
  } & Page,
  within: { where?: SQL | undefined; orderBy?: SQL[] | undefined } = {},
) {
  const where = and(
    within.where,
    filters.category.length ? inArray(products.category, filters.category) : undefined,
    filters.brand.length ? inArray(products.brand, filters.brand) : undefined,
    hasVariant(filters.size ?? [], filters.colour ?? []),
  );
  const orderBy = filters.sortBy ? ORDER_BY[filters.sortBy] : (within.orderBy ?? ORDER_BY[DEFAULT_SORT]);
  return paged(db, where, orderBy, filters);
}

/**
 * A search answers the exact number of matches up to this many, and this many + 1 for "more than that": a common word
 * matches thousands of products, and counting them all would read them all.
 */
export const SEARCH_TOTAL_CAP = LIMITS.searchTotalCap;

/** LIKE treats % _ and \ specially; escape them so the keyword is matched as plain text. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The pattern as a sub-select, which the planner cannot look into. Shown a common word, it expects a LIMIT to be
 * filled early by a sequential scan, which then reads tens of thousands of rows; not shown, it takes the trigram
 * index, which reads only rows holding the keyword.
 */
const hiddenPattern = (keyword: string) => sql`(select lower(${likePattern(keyword)}))`;

/**
 * Case-insensitive substring match over title, description, category and brand. Products whose title holds the
 * keyword come first, then the others; each group newest first. That is products_newest_idx's order, so the first
 * pages of a common word stop after a few hundred rows; a rare word's few matches come from the trigram indexes.
 */
export async function searchProducts(db: Db, keyword: string, { page, limit }: Page) {
  const pattern = sql`lower(${likePattern(keyword)})`;
  const inTitle = sql`lower(${products.title}) like ${pattern}`;
  const onlyElsewhere = and(sql`${products.searchText} like ${pattern}`, not(inTitle))!;
  const newestFirst = (where: SQL, skip: number, take: number) =>
    db
      .select(productColumns)
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), asc(products.id))
      .offset(skip)
      .limit(take);

  const offset = (page - 1) * limit;
  const [titleRows, total] = await Promise.all([newestFirst(inTitle, offset, limit), countMatches(db, keyword)]);
  // A total under the cap is exact, so it also tells when no match is left past these title matches.
  const pageDone = titleRows.length === limit || (total <= SEARCH_TOTAL_CAP && total <= offset + titleRows.length);
  if (pageDone) return { data: await toProducts(db, titleRows), total, page, limit };

  // The page runs past the title matches, so the rest of it comes from products holding the keyword elsewhere.
  const titleMatches =
    titleRows.length > 0 || offset === 0 ? offset + titleRows.length : await countTitleMatches(db, keyword);
  const otherRows = await newestFirst(onlyElsewhere, Math.max(0, offset - titleMatches), limit - titleRows.length);
  return { data: await toProducts(db, [...titleRows, ...otherRows]), total, page, limit };
}

/** Asked only when a page starts past every title match, so there are no more of them than the page's offset. */
async function countTitleMatches(db: Db, keyword: string): Promise<number> {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(products)
    .where(sql`lower(${products.title}) like ${hiddenPattern(keyword)}`);
  return total;
}

/**
 * How many products match, up to SEARCH_TOTAL_CAP + 1. Every product of a category or brand whose name holds the
 * keyword matches ("women", "tote" in threadandtote), and the btree indexes find those without reading any text;
 * only when they are too few does the trigram index look for the rest.
 */
async function countMatches(db: Db, keyword: string): Promise<number> {
  const word = keyword.toLowerCase();
  const categories = CATEGORIES.filter((category) => category.toLowerCase().includes(word));
  const brands = BRANDS.filter((brand) => brand.toLowerCase().includes(word));
  const whole = or(
    categories.length ? inArray(products.category, categories) : undefined,
    brands.length ? inArray(products.brand, brands) : undefined,
  );
  const anywhere = sql`${products.searchText} like ${hiddenPattern(keyword)}`;
  const upToCap = (where: SQL) =>
    db
      .select({ one: sql`1` })
      .from(products)
      .where(where)
      .limit(SEARCH_TOTAL_CAP + 1);
  // Once the first part reaches the cap, the outer LIMIT ends the union before the second part starts.
  const matches = whole
    ? unionAll(upToCap(whole), upToCap(and(not(whole), anywhere)!)).limit(SEARCH_TOTAL_CAP + 1)
    : upToCap(anywhere);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(matches.as('matches'));
  return total;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a product address names its id (the address before handles) rather than its handle. */
export const looksLikeId = (text: string) => UUID.test(text);

/** The product with this id, or (when it is not an id) this handle. */
export async function findProduct(db: Reader, idOrHandle: string): Promise<ProductRow | undefined> {
  const where = UUID.test(idOrHandle) ? eq(products.id, idOrHandle) : eq(products.handle, idOrHandle);
  const [row] = await db.select(productColumns).from(products).where(where);
  return row;
}

/** The handle of the product with this id: where its old id address now leads. */
export async function handleOfProduct(db: Reader, id: string): Promise<string | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select({ handle: products.handle }).from(products).where(eq(products.id, id));
  return row?.handle;
}
