// Owns `node bench/dashboard.ts`: the owner's dashboard (GET /api/admin/dashboard) on 100,000 orders spread over 90
// days, on embedded PGlite and on PostgreSQL when one is reachable: the median time of the whole answer per range, each
// of its queries' medians and their plans, written to the "Dashboard" section of bench/RESULTS.md.
//
// Its own script rather than a measure of `npm run bench`: it needs neither the web build nor a running shop, and takes
// a minute rather than the whole run's half hour. `BENCH_DASHBOARD_SQL="create index …"` measures with an extra index.
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DASHBOARD_RANGES, type DashboardRange } from '@shop/contract/dashboard';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import * as prettier from 'prettier';
import type { Db } from '../apps/server/src/platform/db/database.ts';
import * as schema from '../apps/server/src/platform/db/schema.ts';
import { getDashboard } from '../apps/server/src/modules/dashboard/dashboard-service.ts';
import { MIGRATIONS_FOLDER } from '../apps/server/src/server-files.ts';
import { createDatabase, openPool, type BenchDatabase } from './database.ts';
import { RESULTS_FILE } from './report.ts';
import { median, ms } from './results.ts';

const ORDERS = 100_000;
const DAYS = 90;
const SHOPPERS = 5_000;
const PRODUCTS = 2_000;
/** The first this many products have six sizes × colours each. */
const WITH_VARIANTS = 400;
const RUNS = 9;
const EXTRA_SQL = process.env.BENCH_DASHBOARD_SQL;
/** `BENCH_DASHBOARD_ENGINES=postgres` (or `pglite`) measures on one only. */
const ENGINES = (process.env.BENCH_DASHBOARD_ENGINES ?? 'pglite,postgres').split(',');
/** `BENCH_DASHBOARD_KEEP=1` leaves the PostgreSQL database in place (its name is printed) to try queries on. */
const KEEP = process.env.BENCH_DASHBOARD_KEEP === '1';

type Captured = { text: string; params: unknown[] };
type Engine = {
  name: string;
  db: Db;
  /** Runs SQL without parameters (the data's generation). */
  exec(text: string): Promise<void>;
  query(text: string, params: unknown[]): Promise<Record<string, unknown>[]>;
  take(): Captured[];
  close(): Promise<void>;
};

const log = (message: string) => console.log(`[dashboard bench] ${message}`);

function recorder() {
  let sent: Captured[] = [];
  return {
    logger: { logQuery: (text: string, params: unknown[]) => void sent.push({ text, params }) },
    take() {
      const taken = sent;
      sent = [];
      return taken;
    },
  };
}

async function openPglite(): Promise<Engine> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const { logger, take } = recorder();
  const db = drizzlePglite(client, { schema, logger });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    name: 'PGlite',
    db: db as unknown as Db,
    exec: async (text) => void (await client.exec(text)),
    query: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
    take,
    close: () => client.close(),
  };
}

async function openPostgres(): Promise<{ engine: Engine; database: BenchDatabase }> {
  const database = await createDatabase();
  const pool = openPool(database.url);
  const { logger, take } = recorder();
  const db = drizzlePg(pool, { schema, logger });
  await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
  const { rows } = await pool.query<{ server_version: string }>('show server_version');
  return {
    database,
    engine: {
      name: `PostgreSQL ${rows[0]!.server_version.split(' ')[0]}`,
      db: db as unknown as Db,
      exec: async (text) => void (await pool.query(text)),
      query: async (text, params) => (await pool.query<Record<string, unknown>>(text, params)).rows,
      take,
      close: () => pool.end(),
    },
  };
}

/**
 * Shoppers, products (a fifth with sizes and colours, stock from 0 to 59), and orders placed evenly over the last 90
 * days: 70% paid, 4% partly and 2% wholly refunded, 10% Cash on Delivery, 7% expired, 3% failed, 4% still waiting;
 * those of the last three days confirmed or in process, older ones delivered or shipped; one to three lines each.
 */
async function fill(engine: Engine) {
  const address = JSON.stringify({
    addressId: 'a',
    address: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipCode: '560038',
    phone: '9876543210',
    notes: '',
  });
  await engine.exec(`select setseed(0.42);
    insert into users (id, user_name, email, password_hash, role, verified)
    select md5('bench-user-' || n)::uuid, 'Shopper ' || n, 'shopper' || n || '@bench.example.in', 'x', 'user', true
    from generate_series(1, ${SHOPPERS}) n;

    insert into products (id, title, handle, description, category, brand, image, price_paise, total_stock)
    select md5('bench-product-' || n)::uuid, 'Bench Kurta ' || n, 'bench-kurta-' || n, 'Generated for the dashboard bench',
      (array['women', 'men', 'kids', 'newArrivals'])[1 + n % 4], 'threadandtote',
      '/uploads/0123456789abcdef0123456789abcdef.webp', 50000 + (n % 50) * 1000, (n * 7919) % 60
    from generate_series(1, ${PRODUCTS}) n;

    insert into product_variants (product_id, size, colour, sku, stock, position)
    select md5('bench-product-' || p)::uuid, (array['S', 'M', 'L'])[1 + v % 3], (array['Indigo', 'Sage'])[1 + v / 3],
      'BK-' || p || '-' || v, (p * 31 + v * 17) % 40, v
    from generate_series(1, ${WITH_VARIANTS}) p, generate_series(0, 5) v;
    update products set total_stock = s.total
    from (select product_id, sum(stock) as total from product_variants group by product_id) s
    where s.product_id = products.id;

    insert into orders (id, user_id, address_info, total_paise, refunded_paise, payment_method, payment_status,
      order_status, created_at, updated_at)
    select md5('bench-order-' || n)::uuid, md5('bench-user-' || (1 + n % ${SHOPPERS}))::uuid, '${address}'::jsonb,
      total,
      case status when 'refunded' then total when 'partially_refunded' then total / 4 else 0 end,
      case when status = 'cod' then 'COD' else (array['Razorpay', 'PhonePe', 'PayPal'])[1 + floor(r2 * 3)::int] end,
      case when status = 'cod' then (case when at < now() - interval '5 days' then 'paid' else 'pending' end)
        else status end,
      case
        when status in ('paid', 'partially_refunded', 'cod') then
          case when at > now() - interval '3 days' then (case when r2 < 0.5 then 'confirmed' else 'inProcess' end)
            when at > now() - interval '6 days' then 'inShipping' else 'delivered' end
        when status = 'refunded' then 'cancelled'
        else 'pending' end,
      at, at
    from (
      select n, r, r2, at, total,
        case when r < 0.70 then 'paid' when r < 0.74 then 'partially_refunded' when r < 0.76 then 'refunded'
          when r < 0.86 then 'cod' when r < 0.93 then 'expired' when r < 0.96 then 'failed' else 'pending' end as status
      from (
        select n, random() as r, random() as r2, now() - random() * interval '${DAYS} days' as at,
          (20000 + floor(random() * 480000))::int as total
        from generate_series(1, ${ORDERS}) n
      ) drawn
    ) orders_drawn;

    insert into order_items (order_id, product_id, title, image, unit_price_paise, quantity)
    select md5('bench-order-' || n)::uuid, md5('bench-product-' || p)::uuid, 'Bench Kurta ' || p,
      '/uploads/0123456789abcdef0123456789abcdef.webp', 50000 + (p % 50) * 1000, 1 + l % 2
    from generate_series(1, ${ORDERS}) n, generate_series(1, 3) l,
      lateral (select 1 + (n * 7 + l * 1013 + (n / 97) * 31) % ${PRODUCTS} as p) product
    where l <= 1 + n % 3;`);
  if (EXTRA_SQL) await engine.exec(EXTRA_SQL);
  await engine.exec('vacuum analyze');
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

type RangeResult = { range: DashboardRange; medianMs: number; queries: { label: string; medianMs: number }[] };

/** What each statement reads, by its first words, for the per-query lines. */
function labelOf(text: string): string {
  if (text.includes('grouping sets')) return 'orders and takings (both periods, by day)';
  if (text.includes('with lines as')) return 'low stock and sold out';
  if (text.includes('coalesce(sum("order_items"."quantity")')) return 'orders to pack';
  if (text.includes('sum("order_items"."quantity")::int')) return 'best sellers';
  if (text.includes("'expired'") && text.includes('count(*)')) return 'expired orders: count';
  if (text.includes("'expired'")) return 'expired orders: latest';
  if (text.includes('count(*)')) return 'orders to pack: count';
  return text.slice(0, 60);
}

async function measure(engine: Engine, now: Date): Promise<{ results: RangeResult[]; plans: string }> {
  const results: RangeResult[] = [];
  let plans = '';
  for (const range of DASHBOARD_RANGES) {
    await getDashboard(engine.db, range, now); // warm: plans and pages cached, as on a shop that is running
    engine.take();
    const runs: number[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await timed(() => getDashboard(engine.db, range, now)));
    const statements = engine.take();
    const perRun = statements.length / RUNS;
    const queries: RangeResult['queries'] = [];
    for (const statement of statements.slice(0, perRun)) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1)
        times.push(await timed(() => engine.query(statement.text, statement.params)));
      queries.push({ label: labelOf(statement.text), medianMs: median(times) });
      if (range === '30d') {
        const plan = await engine.query(`explain (analyze, buffers) ${statement.text}`, statement.params);
        plans += `-- ${labelOf(statement.text)}\n${plan.map((row) => Object.values(row)[0]).join('\n')}\n\n`;
      }
    }
    results.push({ range, medianMs: median(runs), queries });
    log(
      `${engine.name} ${range}: ${ms(median(runs))} (${queries.map((q) => `${q.label} ${ms(q.medianMs)}`).join('; ')})`,
    );
  }
  return { results, plans };
}

async function onEngine(open: () => Promise<Engine>, cleanUp = async () => {}) {
  const engine = await open();
  try {
    log(`${engine.name}: filling ${ORDERS.toLocaleString('en-US')} orders over ${DAYS} days`);
    const fillMs = await timed(() => fill(engine));
    const [counts] = await engine.query(
      `select (select count(*) from orders)::int as orders, (select count(*) from order_items)::int as items,
        (select count(*) from orders where created_at > now() - interval '30 days')::int as last30`,
      [],
    );
    log(`${engine.name}: filled in ${(fillMs / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`);
    return { name: engine.name, counts, ...(await measure(engine, new Date())) };
  } finally {
    await engine.close();
    await cleanUp();
  }
}

const engines: Awaited<ReturnType<typeof onEngine>>[] = [];
if (ENGINES.includes('pglite')) engines.push(await onEngine(openPglite));
if (ENGINES.includes('postgres')) {
  try {
    let database: BenchDatabase | undefined;
    engines.push(
      await onEngine(
        async () => {
          const opened = await openPostgres();
          database = opened.database;
          return opened.engine;
        },
        async () => (KEEP ? log(`Kept ${database?.url}`) : database?.drop()),
      ),
    );
  } catch (error) {
    log(`PostgreSQL skipped: ${error instanceof Error ? error.message : error}`);
  }
}

for (const engine of engines) console.log(`\n${engine.name}, the 30-day range's plans:\n\n${engine.plans}`);

const section = [
  '## Dashboard',
  '',
  `Written by \`node bench/dashboard.ts\` on ${new Date().toISOString().slice(0, 19)}Z (${os.cpus()[0]?.model ?? 'unknown CPU'}, ` +
    `${os.cpus().length} cores; Node ${process.version}). Its own script (\`npm run bench:dashboard\`); \`npm run bench\` rewrites the rest of this file and ` +
    'keeps this section as it is.',
  '',
  `GET /api/admin/dashboard's work (every query of the answer, one after another, as the route runs them) on ` +
    `${ORDERS.toLocaleString('en-US')} orders placed evenly over ${DAYS} days (about ` +
    `${Math.round(ORDERS / DAYS).toLocaleString('en-US')} a day, ${(ORDERS * 2).toLocaleString('en-US')} lines), ` +
    `${PRODUCTS.toLocaleString('en-US')} products of which ${WITH_VARIANTS} have 6 sizes × colours; median of ${RUNS} ` +
    `runs after one to warm up.${EXTRA_SQL ? ` Extra SQL before measuring: \`${EXTRA_SQL}\`.` : ''}`,
  '',
  '| database | range | whole answer | slowest query |',
  '| --- | --- | --- | --- |',
  ...engines.flatMap((engine) =>
    engine.results.map((result) => {
      const slowest = [...result.queries].sort((a, b) => b.medianMs - a.medianMs)[0];
      return `| ${engine.name} | ${result.range} | ${ms(result.medianMs)} | ${slowest ? `${slowest.label}: ${ms(slowest.medianMs)}` : '—'} |`;
    }),
  ),
  '',
  'Each query on its own (median ms), 30-day range:',
  '',
  ...engines.flatMap((engine) => [
    `- ${engine.name}: ${engine.results
      .find((r) => r.range === '30d')!
      .queries.map((q) => `${q.label} ${ms(q.medianMs)}`)
      .join('; ')}`,
  ]),
  '',
].join('\n');

const current = await readFile(RESULTS_FILE, 'utf8');
const start = current.indexOf('\n## Dashboard\n');
const rest = start === -1 ? '' : current.slice(start + 1).replace(/^## Dashboard\n[\s\S]*?(?=\n## |$)/, '');
const text = `${(start === -1 ? current : current.slice(0, start)).trimEnd()}\n\n${section}${rest}`;
const config = (await prettier.resolveConfig(RESULTS_FILE)) ?? {};
await writeFile(RESULTS_FILE, await prettier.format(text, { ...config, filepath: RESULTS_FILE }));
log(`Written to the Dashboard section of bench/RESULTS.md`);
process.exit(0);
