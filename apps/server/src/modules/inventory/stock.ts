// Owns moving stock: what one line of an order takes and gives back, for a product without options or for one of its
// variants. A variant's units are counted twice, in its own stock and in its product's total, and both move together.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/database.ts';
import { products, productVariants } from '../../platform/db/schema.ts';

export type { Tx };

/** One line of stock: a product, the variant chosen (null for a product without options), how many. */
export type StockLine = { productId: string; variantId: string | null; quantity: number };

/**
 * Locks the products' rows, in id order, before any of their stock moves. Every checkout, release and staff edit takes
 * these locks first and in the same order, so two of them touching variants of one product wait for each other instead
 * of deadlocking (one would lock variant M then the product, the other variant L then the product, each waiting).
 */
export async function lockProducts(tx: Tx, productIds: string[]): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update');
}

/** Lines sorted as the locks are taken: by product, then variant. */
export function inLockOrder<T extends { productId: string; variantId: string | null }>(lines: T[]): T[] {
  const key = (line: T) => `${line.productId}/${line.variantId ?? ''}`;
  return [...lines].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** Takes the line's units if that many are free; false (and nothing changed) if not. Its product must be locked. */
export async function takeStock(tx: Tx, line: StockLine): Promise<boolean> {
  if (line.variantId === null) {
    const taken = await tx
      .update(products)
      .set({ totalStock: sql`${products.totalStock} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), sql`${products.totalStock} >= ${line.quantity}`))
      .returning({ id: products.id });
    return taken.length > 0;
  }
  const taken = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
    .where(
      and(
        eq(productVariants.id, line.variantId),
        eq(productVariants.productId, line.productId),
        sql`${productVariants.stock} >= ${line.quantity}`,
      ),
    )
    .returning({ id: productVariants.id });
  if (taken.length === 0) return false;
  await tx
    .update(products)
    .set({ totalStock: sql`${products.totalStock} - ${line.quantity}` })
    .where(eq(products.id, line.productId));
  return true;
}

/** Gives the line's units back (a release, an undo). Its product must be locked. */
export async function giveStock(tx: Tx, line: StockLine): Promise<void> {
  if (line.variantId !== null) {
    const given = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.quantity}` })
      .where(eq(productVariants.id, line.variantId))
      .returning({ id: productVariants.id });
    // A variant staff deleted meanwhile takes nothing back, and neither does the product's total.
    if (given.length === 0) return;
  }
  await tx
    .update(products)
    .set({ totalStock: sql`${products.totalStock} + ${line.quantity}` })
    .where(eq(products.id, line.productId));
}

/** How many units of the line are free now. */
export async function stockLeft(tx: Tx | Db, line: Omit<StockLine, 'quantity'>): Promise<number> {
  if (line.variantId === null) {
    const [row] = await tx.select({ left: products.totalStock }).from(products).where(eq(products.id, line.productId));
    return row?.left ?? 0;
  }
  const [row] = await tx
    .select({ left: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, line.variantId));
  return row?.left ?? 0;
}

/** Staff counted a size or colour: its stock is what they typed. The product's row must be locked. */
export async function countVariant(tx: Tx, variantId: string, stock: number): Promise<void> {
  await tx.update(productVariants).set({ stock, updatedAt: new Date() }).where(eq(productVariants.id, variantId));
}

/**
 * The product's total as staff left it: what they typed for a product without options, its variants summed for one
 * with options (the stock of sizes staff left alone included, whatever shoppers took meanwhile). Its row must be locked.
 */
export async function countProduct(tx: Tx, productId: string, typed: number): Promise<number> {
  const [summed] = await tx
    .select({ total: sql<number | null>`sum(${productVariants.stock})::int` })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  const totalStock = summed?.total ?? typed;
  await tx.update(products).set({ totalStock }).where(eq(products.id, productId));
  return totalStock;
}
