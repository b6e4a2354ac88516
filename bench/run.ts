// Owns `npm run bench`: builds the web app, makes a fresh PostgreSQL database with a generated catalogue, starts the shop
// on it, runs every measure, prints one table, writes bench/RESULTS.md, cleans up, and exits 1 when a budget is missed.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { measureApiLoad } from './api-load.ts';
import { buildWeb, checkoutRevision, makeWebDist, type Checkout, type WebBuild } from './build-web.ts';
import { measureCheckout } from './checkout.ts';
import { createDatabase, generateProducts, openPool, productCount, retrying, type BenchDatabase } from './database.ts';
import { measureInteractivity, type Build } from './interactivity.ts';
import { startEdge } from './edge.ts';
import { measureLighthouse, type LighthouseMedians } from './lighthouse.ts';
import { measurePageWeight, type Page, type VisitSummary } from './page-weight.ts';
import { measureProductPage, type ProductPageSummary } from './product-page.ts';
import { cataloguePlans } from './query-plans.ts';
import { machine, machineLine, RESULTS_FILE, writeResults } from './report.ts';
import { crashed, ROWS_MARK, textTable, type MeasureResult, type Row } from './results.ts';
import { spawn } from 'node:child_process';
import { measureSearch } from './search.ts';
import { measureEmbeddedStart, memoryRows, SETTLE_MS } from './server-start.ts';
import { memory, sleep, startShop, stopAllShops, tail, type Shop, type ShopOptions } from './shop.ts';

const CATALOGUE = 10_000;
/** `BENCH_ONLY=1,2` runs just those measures (quicker, while working on them); only a whole run writes RESULTS.md. */
const ONLY = process.env.BENCH_ONLY?.split(',')
  .map((n) => n.trim())
  .filter(Boolean);
const wanted = (measureNumber: number) => !ONLY || ONLY.includes(String(measureNumber));
const SEARCH_CATALOGUE = 100_000;
/**
 * The revision whose web build measure 10 puts beside this one: the commit before issue 32's work (`none`: no
 * baseline, and the budgets that compare with it are reported only).
 */
const BASELINE = process.env.BENCH_BASELINE ?? 'cfa99ce';
const SEED = 0.42;

const started = performance.now();
const log = (message: string) =>
  console.log(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

const loadBefore = os.loadavg();
const workDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-'));
const webDist = await makeWebDist();
/** Measure 10's baseline: the earlier revision's sources while they build, and where its build is. */
let baselineCheckout: Checkout | undefined;
let baselineDist: string | undefined;
const rows: Row[] = [];
const notes: string[] = [];
let visits: Record<string, VisitSummary> = {};
/** Measure 2 served directly over HTTP/1.1, as the older tables' figures (the previous SPA, the anchor) were taken. */
let lighthouse: Record<string, LighthouseMedians> = {};
let productPage: ProductPageSummary | undefined;
let database: BenchDatabase | undefined;
let pool: pg.Pool | undefined;
let postgresVersion = 'unknown';

/** The shop on PostgreSQL that the measures use; restarted when it died (and the death is reported). */
const current: { shop?: Shop; options?: ShopOptions } = {};
function shop(): Shop {
  if (!current.shop) throw new Error('The shop is not running');
  return current.shop;
}
async function restartShop(): Promise<Shop> {
  await current.shop?.stop();
  current.shop = undefined;
  for (let attempt = 1; ; attempt += 1) {
    try {
      current.shop = await startShop(current.options!);
      return current.shop;
    } catch (error) {
      if (attempt === 3) throw error;
      log(`the shop did not start (${error instanceof Error ? error.message.split('\n')[0] : error}); trying again`);
      await sleep(5000);
    }
  }
}

async function cleanUp() {
  stopAllShops();
  await current.shop?.stop().catch(() => undefined);
  await pool?.end().catch(() => undefined);
  await database?.drop().catch((error) => log(`could not drop ${database?.name}: ${error}`));
  await rm(workDir, { recursive: true, force: true });
  await rm(webDist, { recursive: true, force: true });
  await baselineCheckout?.remove().catch((error) => log(`could not remove the baseline's worktree: ${error}`));
  if (baselineDist) await rm(baselineDist, { recursive: true, force: true });
}
process.on('uncaughtException', (error) => {
  log(`unexpected error: ${error.stack ?? error}`);
  void cleanUp().finally(() => process.exit(2));
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/**
 * Runs one measure. When it fails because the shop died under it (other work on the machine may restart PostgreSQL),
 * the shop is restarted, the death noted with its log, and the measure run once more. A measure that still fails
 * becomes a failed row, and the others run.
 */
async function measure<T extends MeasureResult>(name: string, run: () => Promise<T>): Promise<T | undefined> {
  for (let attempt = 1; ; attempt += 1) {
    log(`${name}…`);
    try {
      const result = await run();
      if (current.shop && !current.shop.alive()) throw new Error('the shop exited during the measure');
      rows.push(...result.rows);
      notes.push(...result.notes);
      return result;
    } catch (error) {
      log(`${name} failed: ${error instanceof Error ? error.message : error}`);
      const died = current.shop && !current.shop.alive();
      if (died) {
        notes.push(
          `The shop exited during "${name}" (attempt ${attempt}) and was restarted. The end of its log:\n\n` +
            `${'```'}\n${tail(current.shop!.logFile, 4)}\n${'```'}`,
        );
        await restartShop();
        if (attempt === 1) continue;
      }
      const failed = crashed(name, error);
      rows.push(...failed.rows);
      notes.push(...failed.notes);
      return undefined;
    }
  }
}

try {
  let web: WebBuild | undefined;
  // Measure 6 too: the shop imports the pages' render function as it starts, which its start and memory include.
  if (wanted(1) || wanted(2) || wanted(6) || wanted(7) || wanted(10)) {
    log('Building the web app');
    try {
      web = await buildWeb(webDist);
    } catch (error) {
      const failed = crashed('1 build of the web app', error);
      rows.push(...failed.rows);
      notes.push(...failed.notes);
    }
  }
  if (wanted(10) && BASELINE !== 'none') {
    log(`Building the web app as of ${BASELINE}, measure 10's baseline`);
    try {
      baselineCheckout = await checkoutRevision(BASELINE);
      const dist = await makeWebDist();
      baselineDist = dist;
      await buildWeb(dist, baselineCheckout.root);
    } catch (error) {
      baselineDist = undefined;
      const failed = crashed(`10 build of the web app as of ${BASELINE}`, error);
      rows.push(...failed.rows);
      notes.push(...failed.notes);
    }
  }

  if (wanted(6)) await measure('6 start on the embedded database', () => measureEmbeddedStart(workDir, webDist));

  database = await createDatabase();
  const db = openPool(database.url);
  pool = db;
  postgresVersion = (await retrying(() => db.query<{ server_version: string }>('show server_version'))).rows[0]!
    .server_version;
  log(`Database ${database.name} on PostgreSQL ${postgresVersion}`);
  current.options = {
    env: {
      DATABASE_URL: database.url,
      SEED_DEMO: '1',
      DATA_DIR: path.join(workDir, 'data-postgres'),
      WEB_DIST: webDist,
    },
    logFile: path.join(workDir, 'shop-postgres.log'),
  };

  await restartShop(); // the first start migrates and loads the demo catalogue
  if (wanted(1) || wanted(2) || wanted(3) || wanted(5) || wanted(6) || wanted(7))
    await generateProducts(db, CATALOGUE - (await productCount(db)), SEED);
  log(`Catalogue: ${await productCount(db)} products`);
  // A restart, as a deployed shop starts on its database: idle memory without the demo seeding's image work.
  await restartShop();
  await sleep(SETTLE_MS);
  const idle = memory(shop().pid);

  const { rows: newest } = await retrying(() =>
    db.query<{ id: string }>('select id from products order by created_at desc, id limit 1'),
  );
  const pages: Page[] = [
    { name: 'home', path: '/shop/home' },
    { name: 'listing', path: '/shop/listing' },
    { name: 'product', path: `/shop/product/${newest[0]!.id}` },
  ];
  if (web) {
    const builtWeb = web;
    if (wanted(1))
      visits = (await measure('1 first visit', () => measurePageWeight(shop().url, pages, builtWeb)))?.visits ?? {};
    if (wanted(2))
      lighthouse =
        (
          await measure('2 Lighthouse', async () => {
            const edge = await startEdge(workDir, Number(new URL(shop().url).port));
            try {
              return await measureLighthouse({ deployed: edge.url, direct: shop().url }, pages);
            } finally {
              await edge.stop();
            }
          })
        )?.directMedians ?? {};
    if (wanted(10))
      await measure('10 usable at first paint', async () => {
        // The product page's "Add to cart" needs a size chosen first: the newest product with sizes in stock.
        const { rows: sized } = await retrying(() =>
          db.query<{ id: string }>(
            `select p.id from products p join product_variants v on v.product_id = p.id
             where v.size is not null and v.stock > 0 group by p.id order by max(p.created_at) desc, p.id limit 1`,
          ),
        );
        if (!sized[0]) throw new Error('no product with sizes in stock');
        const interactive = pages.map((page) =>
          page.name === 'product' ? { ...page, path: `/shop/product/${sized[0]!.id}` } : page,
        );
        const builds: Build[] = [{ name: 'this build', url: shop().url }];
        // The same server code and database, serving the baseline's build: only the web app differs.
        const baselineShop =
          baselineDist && baselineCheckout
            ? await startShop({
                env: { ...current.options!.env, WEB_DIST: baselineDist },
                logFile: path.join(workDir, 'shop-baseline.log'),
              })
            : undefined;
        if (baselineShop) builds.unshift({ name: `${baselineCheckout!.revision} (baseline)`, url: baselineShop.url });
        try {
          return await measureInteractivity(interactive, builds);
        } finally {
          await baselineShop?.stop();
        }
      });
  }

  const { rows: sample } = await retrying(() =>
    db.query<{ id: string }>(
      `select id from products where category = 'women' order by unit_price_paise desc, id limit 1`,
    ),
  );
  const apiLoad = !(wanted(3) || wanted(6))
    ? undefined
    : await measure('3 API load', async () => {
        const target = shop();
        const result = await measureApiLoad({ url: target.directUrl, pid: target.pid, alive: () => target.alive() }, [
          { name: 'listing', path: '/api/shop/products/get?category=women&sortBy=price-hightolow&limit=24' },
          { name: 'product', path: `/api/shop/products/get/${sample[0]!.id}` },
          { name: 'search', path: '/api/shop/search/kurta' },
        ]);
        const plans = await cataloguePlans(db, sample[0]!.id, 'kurta');
        result.notes.push(
          `Measure 3: EXPLAIN (ANALYZE, BUFFERS) of the shop's catalogue reads on ${CATALOGUE.toLocaleString('en-US')} products\n\n${'```'}\n${plans}\n${'```'}`,
        );
        return result;
      });
  if (wanted(7) && web) {
    const { rows: others } = await retrying(() =>
      db.query<{ id: string }>('select id from products where id <> $1 order by md5(id::text)', [sample[0]!.id]),
    );
    productPage = (
      await measure('7 product page', () =>
        measureProductPage({
          // Each start is followed by the page before anything else asks the shop for one: a cold cache.
          restart: async () => {
            const target = await restartShop();
            return { url: target.directUrl, pid: target.pid, alive: () => target.alive() };
          },
          productId: sample[0]!.id,
          otherProductIds: others.map((r) => r.id),
        }),
      )
    )?.summary;
  }
  if (wanted(6)) rows.push(...memoryRows(idle.rss, apiLoad?.listingPeakRssMb ?? NaN));
  if (wanted(6))
    notes.push(
      `Measure 6: the shop on PostgreSQL, idle ${SETTLE_MS / 1000} s after a restart: ${idle.rss.toFixed(0)} MB resident, ` +
        `of which ${idle.anon.toFixed(0)} MB anonymous (JavaScript heap, native allocations) and ${idle.file.toFixed(0)} MB ` +
        'file-backed (the node binary, shared libraries).',
    );

  if (wanted(5)) await measure('5 checkout under contention', () => measureCheckout(shop().directUrl, db));

  await current.shop?.stop();
  current.shop = undefined;
  if (wanted(4)) {
    log(`Adding ${SEARCH_CATALOGUE - CATALOGUE} products for the search measure`);
    await generateProducts(db, SEARCH_CATALOGUE - (await productCount(db)), SEED + 0.1);
    const searchCount = await productCount(db);
    await restartShop();
    const searchUrl = database.url;
    await measure('4 search', () => measureSearch(shop().directUrl, searchUrl, searchCount));
  }
  if (wanted(8)) await measure('8 exports', () => runScript('exports.ts', { BENCH_EXPORTS_ENGINES: 'postgres' }));
  if (wanted(9)) await measure('9 product import', () => runScript('import.ts'));
} catch (error) {
  const failed = crashed('bench', error);
  rows.push(...failed.rows);
  notes.push(...failed.notes);
} finally {
  log('Cleaning up');
  await cleanUp();
}

const ordered = rows
  .map((row, index) => ({ row, index }))
  .sort((a, b) => order(a.row) - order(b.row) || a.index - b.index)
  .map(({ row }) => row);
const host = machine(postgresVersion, loadBefore);
if (ONLY)
  console.log(
    `BENCH_ONLY=${ONLY.join(',')}: a partial run, so ${path.relative(process.cwd(), RESULTS_FILE)} is left as it was.`,
  );
else await writeResults({ machine: host, rows: ordered, notes, visits, lighthouse, productPage });

console.log(`\n${notes.join('\n\n')}\n`);
console.log(`Machine: ${machineLine(host)}\n`);
console.log(textTable(ordered));
const missed = ordered.filter((r) => r.pass === false);
console.log(
  `\n${missed.length ? `${missed.length} budget(s) missed.` : 'Every budget met.'} ${ONLY ? '' : `Written to ${path.relative(process.cwd(), RESULTS_FILE)}.`}`,
);
process.exit(missed.length ? 1 : 0);

/**
 * Runs a measure that is a script of its own (it needs neither the web build nor this run's shop), its output shown as
 * it goes, and answers the rows it printed last.
 */
async function runScript(file: string, env: Record<string, string> = {}): Promise<MeasureResult> {
  const child = spawn(process.execPath, ['--expose-gc', path.join(import.meta.dirname, file)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stdout.write(chunk);
  });
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  const line = output.split('\n').findLast((text) => text.startsWith(ROWS_MARK));
  if (code !== 0 || !line) throw new Error(`bench/${file} exited with ${code} before reporting its rows`);
  return { rows: JSON.parse(line.slice(ROWS_MARK.length)) as Row[], notes: [] };
}

/** Rows sort by their measure's number (1 … 10), keeping the order they were made in within a measure. */
function order(row: Row): number {
  return Number(/^(\d+)/.exec(row.measure)?.[1] ?? 99);
}
