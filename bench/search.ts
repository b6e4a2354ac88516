// Owns measure 4: search over 100,000 products — the endpoint's p95 over distinct keywords and pages, our SQL against
// a case-insensitive regular-expression scan of the same four columns (the original app's way), and EXPLAIN ANALYZE.
import type pg from 'pg';
import { SEARCH_TOTAL_CAP, searchProducts } from '../apps/server/src/modules/catalog/product-queries.ts';
import { openPool } from './database.ts';
import { explain, recordingDb, type Captured } from './query-plans.ts';
import { int, median, ms, percentile, type MeasureResult } from './results.ts';

const BUDGET = { p95Ms: 20, speedup: 20 };

/** What shoppers of a clothing-and-bags shop type: common and rare words, two-word phrases, part-words and misses. */
export const KEYWORDS = [
  'kurta',
  'linen',
  'silk',
  'denim',
  'indigo',
  'backpack',
  'saree',
  'jacket',
  'leather',
  'handbag',
  'chikankari',
  'block-print',
  'dupatta',
  'mirror work',
  'laptop',
  'cotton',
  'dress',
  'ivory',
  'bandhani',
  'velvet',
  'hoodie',
  'duffel',
  'wool',
  'tote',
  'women',
  'kids',
  'nehru jacket',
  'georgette saree',
  'chikan',
  'cashmere',
  'raincoat',
  'sherwani',
];
const PAGES = [1, 2];
const REPEATS = 3;

type Timing = {
  keyword: string;
  endpointMs: number;
  total: number;
  oursMs: number;
  regexMs: number;
  regexTotal: number;
};

export async function measureSearch(
  shopUrl: string,
  databaseUrl: string,
  productCount: number,
): Promise<MeasureResult> {
  // The endpoint: every keyword and page once, in turn, so no answer is a repeat of one before it.
  const endpointMs: number[] = [];
  const firstPage = new Map<string, { ms: number; total: number }>();
  for (const page of PAGES) {
    for (const keyword of KEYWORDS) {
      const started = performance.now();
      const answer = await fetch(`${shopUrl}/api/shop/search/${encodeURIComponent(keyword)}?page=${page}`);
      const body = (await answer.json()) as { total?: number };
      const took = performance.now() - started;
      if (answer.status !== 200) throw new Error(`search "${keyword}" answered ${answer.status}`);
      endpointMs.push(took);
      if (page === 1) firstPage.set(keyword, { ms: took, total: body.total ?? NaN });
    }
  }
  const p95 = percentile(endpointMs, 95);

  // Our SQL exactly as the shop's code builds it (captured through Drizzle's logger), timed beside the regex scan.
  const pool = openPool(databaseUrl);
  const notes: string[] = [];
  const timings: Timing[] = [];
  try {
    const captured = new Map<string, Captured[]>();
    const { db, take } = recordingDb(pool);
    for (const keyword of KEYWORDS) {
      await searchProducts(db, keyword, { page: 1, limit: 24 });
      const sent = take();
      if (sent.length === 0) throw new Error(`searchProducts("${keyword}") sent no SQL (answered from a cache?)`);
      captured.set(keyword, sent);
    }

    const where = `title ~* $1 or description ~* $1 or category ~* $1 or brand ~* $1`;
    const regexQueries = (keyword: string): Captured[] => {
      const params = [keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')];
      return [
        { text: `select * from products where ${where} order by title, id limit 24`, params },
        { text: `select count(*)::int as total from products where ${where}`, params },
      ];
    };
    for (const keyword of KEYWORDS) {
      const ours = await bestOf(pool, captured.get(keyword)!);
      const regex = await bestOf(pool, regexQueries(keyword));
      timings.push({
        keyword,
        endpointMs: firstPage.get(keyword)!.ms,
        total: firstPage.get(keyword)!.total,
        oursMs: ours.ms,
        regexMs: regex.ms,
        regexTotal: regex.total,
      });
    }

    const byEndpoint = [...timings].sort((a, b) => a.endpointMs - b.endpointMs);
    const typical = byEndpoint[Math.floor(byEndpoint.length / 2)]!;
    const slowest = byEndpoint[byEndpoint.length - 1]!;
    for (const [label, timing] of [
      ['the median keyword', typical],
      ['the slowest keyword', slowest],
    ] as const) {
      const plans: string[] = [];
      for (const query of captured.get(timing.keyword)!) plans.push(await explain(pool, query));
      notes.push(
        [
          `Measure 4: EXPLAIN (ANALYZE, BUFFERS) of our search for ${label}, "${timing.keyword}" (${int(timing.regexTotal)} matches)`,
          '',
          '```',
          plans.join('\n\n'),
          '```',
        ].join('\n'),
      );
    }
  } finally {
    await pool.end();
  }

  const oursTotal = timings.reduce((s, t) => s + t.oursMs, 0);
  const regexTotal = timings.reduce((s, t) => s + t.regexMs, 0);
  const speedup = regexTotal / oursTotal;
  // The shop counts no further than SEARCH_TOTAL_CAP, and answers one more for "more than that".
  const expectedTotal = (t: Timing) => Math.min(t.regexTotal, SEARCH_TOTAL_CAP + 1);
  const mismatched = timings.filter((t) => t.total !== expectedTotal(t));
  const capped = timings.filter((t) => t.total > SEARCH_TOTAL_CAP);
  const shown = (total: number) => (total > SEARCH_TOTAL_CAP ? `${int(SEARCH_TOTAL_CAP)}+` : int(total));
  notes.unshift(
    [
      `Measure 4: search over ${int(productCount)} products. Endpoint: ${endpointMs.length} requests (${KEYWORDS.length} keywords × pages ${PAGES.join(', ')}), ` +
        `one at a time: p50 ${ms(percentile(endpointMs, 50))}, p95 ${ms(p95)}, max ${ms(Math.max(...endpointMs))}. ` +
        `SQL (best of ${REPEATS}, rows and count in parallel as the shop runs them): ours ${ms(oursTotal)} in all, ` +
        `the regex scan ${ms(regexTotal)} — ${speedup.toFixed(1)}× (median per keyword ${median(timings.map((t) => t.regexMs / t.oursMs)).toFixed(1)}×).` +
        (mismatched.length
          ? ` WARNING: the shop's total differs from the regex scan's for ${mismatched.map((t) => `"${t.keyword}" (${t.total} vs ${t.regexTotal})`).join(', ')}.`
          : ' Every total equals the regex scan’s up to the shop’s cap' +
            (capped.length
              ? `; the ${capped.length} keywords matching more than ${int(SEARCH_TOTAL_CAP)} answer ${int(SEARCH_TOTAL_CAP + 1)}, "more than ${int(SEARCH_TOTAL_CAP)}".`
              : '.')),
      '',
      '| keyword | matches (the shop’s total) | endpoint, page 1 | our SQL | regex scan | speed-up |',
      '| --- | --: | --: | --: | --: | --: |',
      ...[...timings]
        .sort((a, b) => b.endpointMs - a.endpointMs)
        .map(
          (t) =>
            `| ${t.keyword} | ${int(t.regexTotal)}${t.total === t.regexTotal ? '' : ` (${shown(t.total)})`} | ${ms(t.endpointMs)} | ${ms(t.oursMs)} | ${ms(t.regexMs)} | ${(t.regexMs / t.oursMs).toFixed(1)}× |`,
        ),
    ].join('\n'),
  );

  return {
    rows: [
      {
        measure: `4 search API over ${int(productCount)} products: p95`,
        value: `${ms(p95)} (p50 ${ms(percentile(endpointMs, 50))}, ${endpointMs.length} distinct requests)`,
        budget: `≤ ${BUDGET.p95Ms} ms`,
        pass: p95 <= BUDGET.p95Ms,
      },
      {
        measure: '4 search SQL vs regex scan (~*)',
        value: `${speedup.toFixed(1)}× faster (${ms(oursTotal)} vs ${ms(regexTotal)} for ${KEYWORDS.length} keywords)`,
        budget: `≥ ${BUDGET.speedup}×`,
        pass: speedup >= BUDGET.speedup,
      },
    ],
    notes,
  };
}

/** The fastest of REPEATS runs of a page query and its count, sent together; answers the count the second query gave. */
async function bestOf(pool: pg.Pool, queries: Captured[]): Promise<{ ms: number; total: number }> {
  let best = Infinity;
  let total = NaN;
  for (let i = 0; i < REPEATS; i += 1) {
    const started = performance.now();
    const results = await Promise.all(queries.map((q) => pool.query(q.text, q.params)));
    best = Math.min(best, performance.now() - started);
    const countRow = results.find((r) => r.rows.length === 1 && Object.keys(r.rows[0]).length === 1)?.rows[0];
    if (countRow) total = Number(Object.values(countRow)[0]);
  }
  return { ms: best, total };
}
