// Owns the staff's stock sheet: every product's or size's stock listed and narrowed, many rows saved in one
// transaction, and a stock CSV checked row by row (a dry run) or applied whole. The stock rules themselves
// (locks, a variant's count, the product's total) are the inventory module's.
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { optionsOf } from '@shop/contract/catalog';
import { LIMITS } from '@shop/contract/shop';
import {
  STOCK_MAX,
  type MovedRow,
  type StockChange,
  type StockImportReport,
  type StockImportRow,
  type StockRow,
  type StockState,
} from '@shop/contract/stock-sheet';
import type { Db, Reader, Tx } from '../../platform/db/database.ts';
import { products, productVariants } from '../../platform/db/schema.ts';
import { Conflict, DomainError, Invalid, NotFound } from '../../platform/errors.ts';
import { countProduct, countVariant, lockProducts } from '../inventory/index.ts';
import type { StockCsvRow } from './stock-sheet-csv.ts';
import { claimWaitingAlerts } from './stock-alerts.ts';

export const STOCK_MESSAGES = {
  saved: 'Stock saved',
  catalogueMoved: 'SKUs changed while the file was read. Upload it again.',
  gone: 'A product or size on the sheet was deleted meanwhile. Reload the sheet and save again.',
  nowHasOptions: (title: string) =>
    `${title} has sizes or colours now: reload the sheet and change their stock one by one`,
  dryRun: (changes: number) => (changes === 1 ? '1 row would change' : `${changes} rows would change`),
  applied: (changes: number) => (changes === 1 ? 'Stock updated on 1 row' : `Stock updated on ${changes} rows`),
  refused: (errors: number) =>
    `Nothing was saved: ${errors === 1 ? '1 row has an error' : `${errors} rows have errors`}. Fix the file and upload it again.`,
} as const;

// ── The sheet ───────────────────────────────────────────────────────────────

type SheetFilter = { keyword?: string | undefined; category?: string | undefined; state: StockState };
type Page = { page: number; limit: number };

const likePattern = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One line per size × colour of a product with options, and one per product without (its own total, no SKU): the
 * lines staff count. A size's own picture stands in for the product's when it has one.
 */
const sheetLines = sql`(
  select ${products.id} as product_id, null::uuid as variant_id, ${products.title} as title,
    ${products.category} as category, ${products.image} as image, null::text as size, null::text as colour,
    null::text as sku, ${products.totalStock} as stock, 0 as position
  from ${products}
  where not exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id})
  union all
  select ${products.id}, ${productVariants.id}, ${products.title}, ${products.category},
    coalesce(${productVariants.images}->>0, ${products.image}), ${productVariants.size}, ${productVariants.colour},
    ${productVariants.sku}, ${productVariants.stock}, ${productVariants.position}
  from ${productVariants} join ${products} on ${products.id} = ${productVariants.productId}
) as lines`;

function sheetWhere({ keyword, category, state }: SheetFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (keyword) {
    const pattern = likePattern(keyword);
    parts.push(sql`(lower(title) like ${pattern} or lower(sku) like ${pattern})`);
  }
  if (category) parts.push(sql`category = ${category}`);
  if (state === 'low') parts.push(sql`stock > 0 and stock < ${LIMITS.lowStockBelow}`);
  if (state === 'sold-out') parts.push(sql`stock = 0`);
  return sql.join(parts, sql` and `);
}

/** The sheet's page: by title, then each product's sizes in their order. */
export async function listStockSheet(db: Db, filter: SheetFilter & Page) {
  const where = sheetWhere(filter);
  const [counted] = (
    await db.execute<{ total: number }>(sql`select count(*)::int as total from ${sheetLines} where ${where}`)
  ).rows;
  const { rows } = await db.execute<StockRow>(sql`
    select product_id, variant_id, title, category, image, size, colour, sku, stock
    from ${sheetLines} where ${where}
    order by lower(title), title, product_id, position
    limit ${filter.limit} offset ${(filter.page - 1) * filter.limit}`);
  return { data: rows, total: counted?.total ?? 0, page: filter.page, limit: filter.limit };
}

// ── Saving counts ───────────────────────────────────────────────────────────

/** A count to set: a size's (variantId) or a product's without options (variantId null). */
type Count = { productId: string; variantId: string | null; stock: number };

/**
 * Sets each count and then each product's total from its sizes, inside `tx` with the products already locked. Answers
 * the waiting alerts claimed for the sizes now in stock, as a single product edit claims them.
 */
async function setCounts(tx: Tx, counts: Count[]): Promise<string[]> {
  const totals = new Map<string, number>();
  const inStock: string[] = [];
  for (const count of counts) {
    if (count.variantId === null) {
      totals.set(count.productId, count.stock);
      continue;
    }
    await countVariant(tx, count.variantId, count.stock);
    if (count.stock > 0) inStock.push(count.variantId);
    if (!totals.has(count.productId)) totals.set(count.productId, 0);
  }
  // With sizes the typed number is ignored: the total is theirs summed (the sizes left alone included).
  for (const [productId, typed] of totals) await countProduct(tx, productId, typed);
  return claimWaitingAlerts(tx, inStock);
}

/** What the saved rows are now, read inside the transaction after the locks. */
async function currentStock(tx: Tx, changes: StockChange[]) {
  const productIds = [...new Set(changes.map((c) => c.product_id))];
  const variantIds = changes.flatMap((c) => (c.variant_id ? [c.variant_id] : []));
  const productRows = await tx
    .select({
      id: products.id,
      title: products.title,
      totalStock: products.totalStock,
    })
    .from(products)
    .where(inArray(products.id, productIds));
  const withOptions = await tx
    .selectDistinct({ productId: productVariants.productId })
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds));
  const hasOptions = new Set(withOptions.map((row) => row.productId));
  const variantRows = variantIds.length
    ? await tx
        .select({ id: productVariants.id, productId: productVariants.productId, stock: productVariants.stock })
        .from(productVariants)
        .where(inArray(productVariants.id, variantIds))
    : [];
  return {
    byProduct: new Map(productRows.map((p) => [p.id, { ...p, hasOptions: hasOptions.has(p.id) }])),
    byVariant: new Map(variantRows.map((v) => [v.id, v])),
  };
}

/**
 * Saves staff's counts, all or none. Staff counted the shelf, so the number typed is saved even where a shopper bought
 * some since the sheet was read; those rows are answered as `moved` for the screen to point out.
 */
export async function saveStockSheet(db: Db, changes: StockChange[]) {
  return db.transaction(async (tx) => {
    await lockProducts(
      tx,
      changes.map((c) => c.product_id),
    );
    const { byProduct, byVariant } = await currentStock(tx, changes);
    const moved: MovedRow[] = [];
    for (const change of changes) {
      const product = byProduct.get(change.product_id);
      if (!product) throw new NotFound(STOCK_MESSAGES.gone);
      let found: number;
      if (change.variant_id === null) {
        if (product.hasOptions) throw new Invalid(STOCK_MESSAGES.nowHasOptions(product.title));
        found = product.totalStock;
      } else {
        const variant = byVariant.get(change.variant_id);
        if (!variant || variant.productId !== change.product_id) throw new NotFound(STOCK_MESSAGES.gone);
        found = variant.stock;
      }
      if (found !== change.stock_seen) {
        moved.push({ product_id: change.product_id, variant_id: change.variant_id, seen: change.stock_seen, found });
      }
    }
    const backInStock = await setCounts(
      tx,
      changes.map((c) => ({ productId: c.product_id, variantId: c.variant_id, stock: c.stock })),
    );
    return { saved: changes.length, moved, backInStock };
  });
}

// ── The stock CSV ───────────────────────────────────────────────────────────

type SkuOwner = { variantId: string; productId: string; sku: string; name: string; stock: number };

/** The sizes these SKUs name, by SKU lower-cased (SKUs are unique without regard to case). */
async function sizesBySku(reader: Reader, skus: string[]): Promise<Map<string, SkuOwner>> {
  const wanted = [...new Set(skus.map((sku) => sku.toLowerCase()).filter(Boolean))];
  if (wanted.length === 0) return new Map();
  const rows = await reader
    .select({
      variantId: productVariants.id,
      productId: productVariants.productId,
      sku: productVariants.sku,
      stock: productVariants.stock,
      title: products.title,
      size: productVariants.size,
      colour: productVariants.colour,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(sql`lower(${productVariants.sku})`, wanted));
  return new Map(
    rows.map((r) => [
      r.sku.toLowerCase(),
      {
        variantId: r.variantId,
        productId: r.productId,
        sku: r.sku.toLowerCase(),
        stock: r.stock,
        name: `${r.title}${optionsOf(r)}`,
      },
    ]),
  );
}

/** A quantity as typed: a whole number of 0 or more ("12", "12.0"); undefined when it is not one. */
function quantityOf(text: string): number | undefined {
  if (!/^\d+(\.0*)?$/.test(text)) return undefined;
  return Number.parseInt(text, 10);
}

/** Checks each row against the catalogue as it stands in `reader`: what it would change, or why it cannot. */
async function checkRows(reader: Reader, rows: StockCsvRow[]) {
  const sizes = await sizesBySku(
    reader,
    rows.map((r) => r.sku),
  );
  const firstRowOf = new Map<string, number>();
  const checked: { report: StockImportRow; owner: SkuOwner | undefined }[] = rows.map(({ row, sku, quantity }) => {
    const errors: string[] = [];
    const key = sku.toLowerCase();
    const owner = sku ? sizes.get(key) : undefined;
    const earlier = firstRowOf.get(key);
    if (!sku) errors.push(`Row ${row}: SKU is empty`);
    else if (earlier !== undefined) errors.push(`Row ${row}: SKU ${sku} is also on row ${earlier}; give each SKU once`);
    else if (!owner) {
      errors.push(
        `Row ${row}: No size or colour has the SKU ${sku} (a product without sizes or colours has no SKU: change its stock on the sheet)`,
      );
    }
    if (sku && earlier === undefined) firstRowOf.set(key, row);
    const after = quantityOf(quantity);
    if (quantity === '') errors.push(`Row ${row}: Quantity is empty`);
    else if (after === undefined)
      errors.push(`Row ${row}: Quantity must be a whole number of 0 or more, not “${quantity}”`);
    else if (after > STOCK_MAX) errors.push(`Row ${row}: Quantity is at most ${STOCK_MAX}`);
    const before = owner?.stock ?? null;
    const action = errors.length > 0 ? 'error' : after === before ? 'unchanged' : 'update';
    return {
      report: { row, sku, name: owner?.name ?? '', action, before, after: after ?? null, errors },
      owner,
    };
  });
  const count = (action: StockImportRow['action']) => checked.filter((c) => c.report.action === action).length;
  const report: StockImportReport = {
    summary: { update: count('update'), unchanged: count('unchanged'), error: count('error') },
    rows: checked.map((c) => c.report),
  };
  return { report, checked };
}

/** The dry run: what each row would do, nothing saved. */
export async function checkStockCsv(db: Db, rows: StockCsvRow[]): Promise<StockImportReport> {
  return (await checkRows(db, rows)).report;
}

/**
 * Applies the file in one transaction, only if no row has an error (else a 400 carrying the rows, nothing saved).
 * The rows are checked again after the locks, so `before` is what the stock was when the file was applied.
 */
export async function applyStockCsv(db: Db, rows: StockCsvRow[]) {
  return db.transaction(async (tx) => {
    const owners = await sizesBySku(
      tx,
      rows.map((r) => r.sku),
    );
    await lockProducts(
      tx,
      [...owners.values()].map((o) => o.productId),
    );
    const { report, checked } = await checkRows(tx, rows);
    // A SKU moved to another product between the first read and the locks: that product is not locked, so start again.
    if (checked.some(({ owner }) => owner && owners.get(owner.sku)?.productId !== owner.productId)) {
      throw new Conflict(STOCK_MESSAGES.catalogueMoved);
    }
    if (report.summary.error > 0) {
      throw new DomainError(400, STOCK_MESSAGES.refused(report.summary.error), { data: report });
    }
    const counts = checked.flatMap(({ report: row, owner }) =>
      row.action === 'update' && owner
        ? [{ productId: owner.productId, variantId: owner.variantId, stock: row.after! }]
        : [],
    );
    const backInStock = await setCounts(tx, counts);
    return { report, backInStock };
  });
}
