// Owns writing reviews brought over from another shop's review app (issue 44): each attached to the product by its
// handle, fingerprinted so the same file twice adds nothing, and the products' averages worked out again.
import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { products, reviews } from '../../platform/db/schema.ts';
import { recountReviews } from './reviews.ts';

/** One review as the file gave it, already checked (rating 1–5, a date, some text). */
export type ImportedReview = {
  row: number;
  productHandle: string;
  title: string | null;
  body: string;
  rating: number;
  createdAt: Date;
  reviewerName: string;
  reviewerEmail: string | null;
  pictures: string[];
};

export type ReviewImportOutcome = { created: number; unchanged: number; refused: { row: number; reason: string }[] };

/** The same review from the same file (or a later export of the app) has the same fingerprint. */
const importKeyOf = (productId: string, review: ImportedReview) =>
  createHash('sha256')
    .update(JSON.stringify([productId, review.reviewerEmail ?? '', review.createdAt.toISOString(), review.body]))
    .digest('hex');

/** Adds the reviews (or, `dryRun`, counts what would be added); a row whose handle names no product is refused. */
export async function importReviews(
  db: Db,
  rows: ImportedReview[],
  { dryRun }: { dryRun: boolean },
): Promise<ReviewImportOutcome> {
  const handles = [...new Set(rows.map((row) => row.productHandle))];
  const found =
    handles.length === 0
      ? []
      : await db
          .select({ id: products.id, handle: products.handle })
          .from(products)
          .where(inArray(products.handle, handles));
  const productOf = new Map(found.map((product) => [product.handle, product.id]));

  const refused: ReviewImportOutcome['refused'] = [];
  const keyed: { review: ImportedReview; productId: string; key: string }[] = [];
  for (const review of rows) {
    const productId = productOf.get(review.productHandle);
    if (!productId) refused.push({ row: review.row, reason: `No product has the handle "${review.productHandle}"` });
    else keyed.push({ review, productId, key: importKeyOf(productId, review) });
  }
  const keys = [...new Set(keyed.map((entry) => entry.key))];
  const held = new Set<string>();
  for (let i = 0; i < keys.length; i += 500) {
    const rowsHeld = await db
      .select({ key: reviews.importKey })
      .from(reviews)
      .where(inArray(reviews.importKey, keys.slice(i, i + 500)));
    for (const row of rowsHeld) if (row.key) held.add(row.key);
  }
  const fresh = new Map<string, (typeof keyed)[number]>();
  for (const entry of keyed) if (!held.has(entry.key) && !fresh.has(entry.key)) fresh.set(entry.key, entry);
  const unchanged = keyed.length - fresh.size;
  if (dryRun || fresh.size === 0) return { created: fresh.size, unchanged, refused };

  const created = await db.transaction(async (tx) => {
    let added = 0;
    const entries = [...fresh.values()];
    for (let i = 0; i < entries.length; i += 500) {
      const inserted = await tx
        .insert(reviews)
        .values(
          entries.slice(i, i + 500).map(({ review, productId, key }) => ({
            productId,
            userId: null,
            userName: review.reviewerName,
            comment: review.body,
            rating: review.rating,
            source: 'import' as const,
            title: review.title,
            reviewerEmail: review.reviewerEmail,
            pictures: review.pictures,
            importKey: key,
            createdAt: review.createdAt,
          })),
        )
        // An import of the same file at the same moment adds each review once.
        .onConflictDoNothing()
        .returning({ id: reviews.id });
      added += inserted.length;
    }
    await recountReviews(tx, [...new Set(entries.map((entry) => entry.productId))]);
    return added;
  });
  return { created, unchanged: unchanged + (fresh.size - created), refused };
}
