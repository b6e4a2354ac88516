// Owns a review app's CSV export as a file (Judge.me's columns: title, body, rating, review_date, reviewer_name,
// reviewer_email, product_handle, picture_urls): each row checked into a review, or refused with its reason.
import { z } from 'zod';
import type { ImportedReview } from '../catalog/index.ts';
import { Invalid } from '../../platform/errors.ts';
import { csvRecords } from './customer-csv.ts';

const COLUMNS = [
  'title',
  'body',
  'rating',
  'review_date',
  'reviewer_name',
  'reviewer_email',
  'product_handle',
  'picture_urls',
] as const;
type Column = (typeof COLUMNS)[number];

/** Longer than anything a review app lets a shopper write; a longer cell is a broken file, not a review. */
const MAX_BODY = 5000;
const email = z.string().trim().toLowerCase().pipe(z.email());

/** Only https pictures are kept, as given: nothing is downloaded. */
function picturesOf(cell: string): string[] {
  return cell
    .split(/[,\s]+/)
    .map((url) => url.trim())
    .filter((url) => {
      try {
        return new URL(url).protocol === 'https:';
      } catch {
        return false;
      }
    });
}

/** Judge.me writes "2023-05-12 10:20:30 UTC"; a bare date is taken as midnight UTC. */
function dateOf(cell: string): Date | undefined {
  const text = cell
    .trim()
    .replace(/ UTC$/i, 'Z')
    .replace(/^(\d{4}-\d{2}-\d{2}) (\d)/, '$1T$2');
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  return Number.isNaN(date.getTime()) || date.getTime() > Date.now() + 86_400_000 ? undefined : date;
}

export type ReviewFile = { reviews: ImportedReview[]; refused: { row: number; reason: string }[] };

/** Reads the file; refuses one without a product_handle or rating column. */
export function readReviewCsv(bytes: Buffer): ReviewFile {
  const [header, ...data] = csvRecords(bytes);
  if (!header) throw new Invalid('The file is empty: export the reviews from your review app as CSV');
  const index = new Map<Column, number>();
  header.forEach((name, i) => {
    const column = name.trim().toLowerCase() as Column;
    if (COLUMNS.includes(column) && !index.has(column)) index.set(column, i);
  });
  for (const needed of ['product_handle', 'rating', 'body'] as const) {
    if (!index.has(needed)) throw new Invalid(`The file has no ${needed} column: is it a Judge.me review export?`);
  }
  const reviews: ImportedReview[] = [];
  const refused: ReviewFile['refused'] = [];
  data.forEach((record, i) => {
    const row = i + 2;
    const cell = (column: Column) => (index.has(column) ? (record[index.get(column)!] ?? '').trim() : '');
    if (record.every((value) => !value.trim())) return;
    const refuse = (reason: string) => refused.push({ row, reason });
    const handle = cell('product_handle').toLowerCase();
    if (!handle) return refuse('product_handle is empty');
    const rating = Number(cell('rating'));
    if (!Number.isInteger(rating) || rating < 1 || rating > 5)
      return refuse(`rating must be 1 to 5, not "${cell('rating')}"`);
    const body = cell('body') || cell('title');
    if (!body) return refuse('the review has no text (body)');
    if (body.length > MAX_BODY) return refuse(`body is longer than ${MAX_BODY} characters`);
    const date = cell('review_date') ? dateOf(cell('review_date')) : undefined;
    if (!date) return refuse(`review_date "${cell('review_date')}" is not a date`);
    const mail = email.safeParse(cell('reviewer_email'));
    reviews.push({
      row,
      productHandle: handle,
      title: cell('title').slice(0, 200) || null,
      body,
      rating,
      createdAt: date,
      reviewerName: cell('reviewer_name').slice(0, 100) || 'A customer',
      reviewerEmail: mail.success ? mail.data : null,
      pictures: picturesOf(cell('picture_urls')),
    });
  });
  return { reviews, refused };
}
