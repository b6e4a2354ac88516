// Owns reviews: written by buyers only, once per product, and counted (listed and averaged) only while their author
// still holds a kept purchase of the product, so a purchase later cancelled, returned or fully refunded takes its
// review down with it and the product's average is worked out again.
// Reviews brought over from another shop (review-import.ts) have no author here and always count.
import { and, avg, desc, eq, exists, inArray, notInArray, or, type SQLWrapper } from 'drizzle-orm';
import type { Review } from '@shop/contract/catalog';
import { MESSAGES } from '@shop/contract/messages';
import { KEPT_PURCHASE } from '@shop/contract/shop';
import type { Db, Reader, Tx } from '../../platform/db/database.ts';
import { orderItems, orders, products, reviews } from '../../platform/db/schema.ts';
import { Conflict, Forbidden, NotFound } from '../../platform/errors.ts';
import type { SessionUserRow } from '../../platform/sessions.ts';
import { lockProducts } from '../inventory/index.ts';
import { CATALOG_MESSAGES } from './catalog-service.ts';

type ReviewRow = typeof reviews.$inferSelect;
const toReview = (row: ReviewRow): Review => ({
  _id: row.id,
  product_id: row.productId,
  user_id: row.userId,
  user_name: row.userName,
  comment: row.comment,
  rating: row.rating,
  source: row.source,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
});

/** The buyer's kept purchases of the product (KEPT_PURCHASE): by values, or by a review's own columns. */
const keptPurchases = (db: Reader, userId: string | SQLWrapper, productId: string | SQLWrapper) =>
  db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.paymentStatus, [...KEPT_PURCHASE.paymentStatuses]),
        notInArray(orders.orderStatus, [...KEPT_PURCHASE.notOrderStatuses]),
        eq(orderItems.productId, productId),
      ),
    );

/** The reviews that count: imported ones, and those whose author still holds a kept purchase of the product. */
const counted = (db: Reader) =>
  or(eq(reviews.source, 'import'), exists(keptPurchases(db, reviews.userId, reviews.productId)));

export async function listReviews(db: Db, productId: string): Promise<Review[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, productId), counted(db)))
    .orderBy(desc(reviews.createdAt));
  return rows.map(toReview);
}

/** The product's average of the reviews that count, written on it; its row must be locked by the caller. */
async function writeAverage(tx: Tx, productId: string): Promise<number> {
  const [{ mean } = { mean: null }] = await tx
    .select({ mean: avg(reviews.rating) })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), counted(tx)));
  const averageReview = Math.round(Number(mean ?? 0) * 100) / 100;
  await tx.update(products).set({ averageReview }).where(eq(products.id, productId));
  return averageReview;
}

/**
 * The products' averages worked out again, for the order lifecycle when a purchase stops being kept (or becomes kept
 * again): each product's row locked first, in id order, as a review of it would.
 */
export async function recountReviews(tx: Tx, productIds: string[]): Promise<void> {
  const ids = [...new Set(productIds)].sort();
  await lockProducts(tx, ids);
  for (const id of ids) await writeAverage(tx, id);
}

/** Buyers only (a kept purchase of the product), once per product; the product's average is recomputed in the same transaction. */
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

    const [purchase] = await keptPurchases(tx, user.id, input.productId).limit(1);
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

    return { review: toReview(row), averageReview: await writeAverage(tx, input.productId) };
  });
}
