// Owns reading the shop's own catalogue SQL (its query functions run through Drizzle with a logger, so the text is
// exactly what the shop sends) and EXPLAIN (ANALYZE, BUFFERS) of it, for the plans printed beside the figures.
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from '../apps/server/src/platform/db/schema.ts';
import { findProduct, listProducts, searchProducts } from '../apps/server/src/modules/catalog/product-queries.ts';

export type Captured = { text: string; params: unknown[] };

/** A Drizzle database like the shop's, on this pool, that records every statement it sends. */
export function recordingDb(pool: pg.Pool) {
  let sent: Captured[] = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (text, params) => void sent.push({ text, params }) } });
  return {
    db,
    /** The statements sent since the last call. */
    take(): Captured[] {
      const taken = sent;
      sent = [];
      return taken;
    },
  };
}

export async function explain(pool: pg.Pool, query: Captured): Promise<string> {
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${query.text}`, query.params);
  return `${query.text}\n-- params: ${JSON.stringify(query.params)}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`;
}

/** Plans of the three catalogue reads measure 3 loads, on the catalogue as it is now. */
export async function cataloguePlans(pool: pg.Pool, productId: string, keyword: string): Promise<string> {
  const { db, take } = recordingDb(pool);
  const reads: [string, () => Promise<unknown>][] = [
    [
      'listing (women, price high to low, 24)',
      () => listProducts(db, { category: ['women'], brand: [], sortBy: 'price-hightolow', page: 1, limit: 24 }),
    ],
    ['product', () => findProduct(db, productId)],
    [`search "${keyword}"`, () => searchProducts(db, keyword, { page: 1, limit: 24 })],
  ];
  const sections: string[] = [];
  for (const [name, read] of reads) {
    try {
      take();
      await read();
      const plans = await Promise.all(take().map((query) => explain(pool, query)));
      sections.push(`-- ${name}\n${plans.join('\n\n')}`);
    } catch (error) {
      sections.push(
        `-- ${name}: could not be read from the shop's code (${error instanceof Error ? error.message : error})`,
      );
    }
  }
  return sections.join('\n\n');
}
