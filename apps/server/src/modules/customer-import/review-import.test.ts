import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { products, reviews } from '../../platform/db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createProduct, signedInUser } from '../../testing/fixtures.ts';
import { multipartBody } from '../../testing/product-import/upload.ts';

// Reviews come along from the old shop's review app: attached by the product's handle, shown as imported, counted in
// the product's average, and a second import of the same file adds nothing.
let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = (await signedInUser(app, { role: 'admin' })).cookie;
});
afterAll(() => app.close());

/** Judge.me's export, with the columns it writes that we do not read. */
const HEADER = [
  'title',
  'body',
  'rating',
  'review_date',
  'source',
  'curated',
  'reviewer_name',
  'reviewer_email',
  'product_id',
  'product_handle',
  'reply',
  'reply_date',
  'picture_urls',
  'ip_address',
  'location',
];
type Row = Partial<Record<(typeof HEADER)[number], string>>;
const csvOf = (rows: Row[]) => stringify([HEADER, ...rows.map((row) => HEADER.map((column) => row[column] ?? ''))]);

const upload = (csv: string, { dryRun = false } = {}) => {
  const body = multipartBody([{ field: 'file', filename: 'judgeme_reviews.csv', bytes: csv }]);
  return app.inject({
    method: 'POST',
    url: `/api/admin/reviews/import${dryRun ? '?dry_run=1' : ''}`,
    payload: body.payload,
    headers: { ...body.headers, cookie: admin },
  });
};

const reviewCount = async (productId: string) =>
  (await app.db.select({ n: count() }).from(reviews).where(eq(reviews.productId, productId)))[0]!.n;

describe('importing reviews', () => {
  it('attaches them by handle, refuses unknown handles and bad rows, shows them as imported and recounts the average', async () => {
    const kurta = await createProduct(app, { handle: 'mulmul-kurta-review' });
    const tote = await createProduct(app, { handle: 'canvas-tote-review' });
    const rows: Row[] = [
      {
        title: 'Lovely fabric',
        body: 'Soft and breathable, true to size.',
        rating: '5',
        review_date: '2024-03-02 10:15:00 UTC',
        reviewer_name: 'Asha R.',
        reviewer_email: 'asha@example.in',
        product_handle: 'mulmul-kurta-review',
        picture_urls: 'https://judgeme.imgix.net/photo1.jpg,http://insecure.example/photo2.jpg',
        source: 'web',
      },
      {
        title: '',
        body: 'Colour faded a little.',
        rating: '2',
        review_date: '2024-04-10',
        reviewer_name: 'Ravi',
        reviewer_email: 'ravi@example.in',
        product_handle: 'mulmul-kurta-review',
      },
      {
        body: 'Roomy tote.',
        rating: '4',
        review_date: '2024-05-01 08:00:00 UTC',
        reviewer_name: 'Kavya',
        product_handle: 'canvas-tote-review',
      },
      {
        body: 'Gone',
        rating: '5',
        review_date: '2024-05-01',
        reviewer_name: 'Old',
        product_handle: 'a-product-we-never-had',
      },
      { body: 'Too many stars', rating: '6', review_date: '2024-05-01', product_handle: 'canvas-tote-review' },
      { body: 'No date', rating: '3', review_date: 'soon', product_handle: 'canvas-tote-review' },
    ];
    const refused = [
      { row: 5, reason: 'No product has the handle "a-product-we-never-had"' },
      { row: 6, reason: 'rating must be 1 to 5, not "6"' },
      { row: 7, reason: 'review_date "soon" is not a date' },
    ];

    const dry = await upload(csvOf(rows), { dryRun: true });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toEqual({ success: true, data: { created: 3, unchanged: 0, refused } });
    expect(await reviewCount(kurta.id)).toBe(0);

    const done = await upload(csvOf(rows));
    expect(done.json()).toEqual({ success: true, data: { created: 3, unchanged: 0, refused } });
    expect(await reviewCount(kurta.id)).toBe(2);
    expect(await reviewCount(tote.id)).toBe(1);

    const [saved] = await app.db.select().from(products).where(eq(products.id, kurta.id));
    expect(saved!.averageReview).toBe(3.5);
    const [savedTote] = await app.db.select().from(products).where(eq(products.id, tote.id));
    expect(savedTote!.averageReview).toBe(4);

    const list = await app.inject({ method: 'GET', url: `/api/shop/review/${kurta.id}` });
    expect(list.json().data).toEqual([
      expect.objectContaining({
        user_id: null,
        user_name: 'Ravi',
        comment: 'Colour faded a little.',
        rating: 2,
        source: 'import',
        title: null,
        createdAt: '2024-04-10T00:00:00.000Z',
      }),
      expect.objectContaining({
        user_name: 'Asha R.',
        title: 'Lovely fabric',
        rating: 5,
        source: 'import',
        createdAt: '2024-03-02T10:15:00.000Z',
      }),
    ]);
    const [asha] = await app.db.select().from(reviews).where(eq(reviews.userName, 'Asha R.'));
    // Pictures kept as given, https only; nothing downloaded.
    expect(asha!.pictures).toEqual(['https://judgeme.imgix.net/photo1.jpg']);
    expect(asha!.reviewerEmail).toBe('asha@example.in');

    // The same file again adds nothing.
    const again = await upload(csvOf(rows));
    expect(again.json()).toEqual({ success: true, data: { created: 0, unchanged: 3, refused } });
    expect(await reviewCount(kurta.id)).toBe(2);
  });

  it('refuses a file that is not a review export, and staff without the permission', async () => {
    const body = multipartBody([{ field: 'file', filename: 'x.csv', bytes: 'Handle,Title\nkurta,Kurta\n' }]);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/admin/reviews/import',
      payload: body.payload,
      headers: { ...body.headers, cookie: admin },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The file has no product_handle column: is it a Judge.me review export?');

    const fulfilment = (await signedInUser(app, { staffRole: 'fulfilment' })).cookie;
    const forbidden = await app.inject({
      method: 'POST',
      url: '/api/admin/reviews/import',
      payload: body.payload,
      headers: { ...body.headers, cookie: fulfilment },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
