// Owns the rules of the catalogue: what staff may save, and reviews from buyers only, with the average kept exact.
import { and, avg, eq, sql } from 'drizzle-orm';
import type { ProductInput, Review } from '@shop/contract/catalog';
import { MESSAGES } from '@shop/contract/messages';
import { rupeesToPaise } from '@shop/contract/money';
import type { Db } from '../../platform/db/database.ts';
import { orderItems, orders, products, reviews } from '../../platform/db/schema.ts';
import { Conflict, Forbidden, NotFound } from '../../platform/errors.ts';
import type { SessionUserRow } from '../../platform/sessions.ts';
import { findProduct, toProduct } from './product-queries.ts';

export const CATALOG_MESSAGES = {
  productAdded: MESSAGES.productAdded,
  productUpdated: 'Product updated successfully',
  productDeleted: 'Product deleted successfully',
  productNotFound: 'Product not found',
} as const;

function toColumns(input: ProductInput) {
  return {
    image: input.image,
    title: input.title,
    description: input.description,
    category: input.category,
    brand: input.brand,
    pricePaise: rupeesToPaise(input.price),
    salePricePaise: rupeesToPaise(input.sale_price),
    totalStock: input.total_stock,
  };
}

export async function addProduct(db: Db, input: ProductInput) {
  const [row] = await db.insert(products).values(toColumns(input)).returning();
  return toProduct(row!);
}

export async function editProduct(db: Db, id: string, input: ProductInput) {
  const [row] = await db
    .update(products)
    .set({ ...toColumns(input), updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  if (!row) throw new NotFound(CATALOG_MESSAGES.productNotFound);
  return toProduct(row);
}

export async function deleteProduct(db: Db, id: string) {
  const deleted = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  if (deleted.length === 0) throw new NotFound(CATALOG_MESSAGES.productNotFound);
}

export async function getProduct(db: Db, id: string) {
  const row = await findProduct(db, id);
  if (!row) throw new NotFound(CATALOG_MESSAGES.productNotFound);
  return toProduct(row);
}

type ReviewRow = typeof reviews.$inferSelect;
const toReview = (row: ReviewRow): Review => ({
  _id: row.id,
  product_id: row.productId,
  user_id: row.userId,
  user_name: row.userName,
  comment: row.comment,
  rating: row.rating,
  createdAt: row.createdAt.toISOString(),
});

export async function listReviews(db: Db, productId: string): Promise<Review[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .orderBy(sql`${reviews.createdAt} desc`);
  return rows.map(toReview);
}

/** Buyers only (a paid order with the product), once per product; the product's average is recomputed in the same transaction. */
export async function addReview(
  db: Db,
  user: SessionUserRow,
  input: { productId: string; comment: string; rating: number },
) {
  return db.transaction(async (tx) => {
    // Locking the product row serialises reviews of one product, so the average always counts every review.
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, input.productId))
      .for('update');
    if (!product) throw new NotFound(CATALOG_MESSAGES.productNotFound);

    const [purchase] = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(eq(orders.userId, user.id), eq(orders.paymentStatus, 'paid'), eq(orderItems.productId, input.productId)),
      )
      .limit(1);
    if (!purchase) throw new Forbidden(MESSAGES.mustPurchaseToReview);

    const [row] = await tx
      .insert(reviews)
      .values({
        productId: input.productId,
        userId: user.id,
        userName: user.userName,
        comment: input.comment,
        rating: input.rating,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new Conflict(MESSAGES.alreadyReviewed);

    const [{ mean } = { mean: null }] = await tx
      .select({ mean: avg(reviews.rating) })
      .from(reviews)
      .where(eq(reviews.productId, input.productId));
    const averageReview = Math.round(Number(mean ?? 0) * 100) / 100;
    await tx.update(products).set({ averageReview }).where(eq(products.id, input.productId));
    return { review: toReview(row), averageReview };
  });
}
