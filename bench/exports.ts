// Owns `node bench/exports.ts`: the staff's CSV exports (issue 31) on 100,000 orders placed over a year, on embedded
// PGlite and on PostgreSQL when one is reachable: how long each whole file takes to stream, its size, and the process's
// resident memory before and at its peak (sampled every 20 ms), to show a year of orders is never held at once.
//
// Its own script, as bench/dashboard.ts is: it needs neither the web build nor a running shop. It times the export's
// stream itself (database batches → CSV text) into a sink that counts bytes, which is what the route hands Fastify.
// `BENCH_EXPORTS_ORDERS=20000` measures a smaller shop; `BENCH_EXPORTS_ENGINES=postgres` (or `pglite`) one engine.
// Run on PostgreSQL alone under `node --max-old-space-size=96 bench/exports.ts`, it shows the heap a year's export needs.
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Readable } from 'node:stream';
import type { Db } from '../apps/server/src/platform/db/database.ts';
import * as schema from '../apps/server/src/platform/db/schema.ts';
import { MIGRATIONS_FOLDER } from '../apps/server/src/server-files.ts';
import { csvStream, eachRecord } from '../apps/server/src/modules/exports/csv-stream.ts';
import { customerBatches, CUSTOMER_COLUMNS } from '../apps/server/src/modules/exports/customers-export.ts';
import { indiaDay, periodBounds } from '../apps/server/src/modules/exports/export-period.ts';
import { orderLineBatches, ORDER_LINE_COLUMNS } from '../apps/server/src/modules/exports/order-lines-export.ts';
import {
  SALES_REGISTER_COLUMNS,
  salesRegisterBatches,
} from '../apps/server/src/modules/exports/sales-register-export.ts';
import { createDatabase, openPool } from './database.ts';
import { printRows } from './results.ts';

const ORDERS = Number(process.env.BENCH_EXPORTS_ORDERS ?? 100_000);
const SHOPPERS = Math.max(1, Math.round(ORDERS / 20));
const ENGINES = (process.env.BENCH_EXPORTS_ENGINES ?? 'pglite,postgres').split(',');
const MB = 1024 * 1024;
/** `BENCH_EXPORTS_KEEP=1` leaves the PostgreSQL database in place (its name is printed) to try queries on. */
const KEEP = process.env.BENCH_EXPORTS_KEEP === '1';

const log = (message: string) => console.log(`[exports bench] ${message}`);

type Engine = { name: string; db: Db; exec(text: string): Promise<void>; close(): Promise<void> };

async function openPglite(): Promise<Engine> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    name: 'PGlite',
    db: db as unknown as Db,
    exec: async (text) => void (await client.exec(text)),
    close: () => client.close(),
  };
}

async function openPostgres(): Promise<Engine> {
  const database = await createDatabase();
  const pool = openPool(database.url);
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    name: 'PostgreSQL',
    db: db as unknown as Db,
    exec: async (text) => void (await pool.query(text)),
    close: async () => {
      await pool.end();
      if (KEEP) log(`Kept ${database.url}`);
      else await database.drop();
    },
  };
}

/**
 * Shoppers with an address each, orders placed evenly over the last 364 days with one to three lines, 70% of them
 * invoiced (the invoice's data as the shop writes it, much shortened), half shipped, a credit note for every 20th.
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

    insert into addresses (user_id, address_line1, address_line2, city, state, zip_code, country, landmark, phone, notes)
    select md5('bench-user-' || n)::uuid, '12 MG Road', '', 'Bengaluru', 'Karnataka', '560038', 'India', '',
      (9800000000 + n)::text, ''
    from generate_series(1, ${SHOPPERS}) n;

    insert into orders (id, user_id, address_info, total_paise, payment_method, payment_status, order_status,
      created_at, updated_at)
    select md5('bench-order-' || n)::uuid, md5('bench-user-' || (1 + n % ${SHOPPERS}))::uuid, '${address}'::jsonb,
      (1 + n % 3) * 129900, case when n % 10 = 0 then 'COD' else 'Razorpay' end,
      case when n % 10 < 7 then 'paid' else 'pending' end, case when n % 10 < 7 then 'delivered' else 'pending' end,
      at, at
    from (select n, now() - random() * interval '364 days' as at from generate_series(1, ${ORDERS}) n) drawn;

    insert into order_items (order_id, title, size, colour, sku, image, unit_price_paise, quantity)
    select md5('bench-order-' || n)::uuid, 'Indigo Linen Kurta', 'M', 'Indigo', 'IK-' || l,
      '/uploads/0123456789abcdef0123456789abcdef.webp', 129900, 1
    from generate_series(1, ${ORDERS}) n, generate_series(1, 3) l
    where l <= 1 + n % 3;

    insert into invoices (order_id, number, issued_at, data)
    select o.id, 'TT/2526/' || o.order_number, o.created_at + interval '1 minute',
      jsonb_build_object('number', 'TT/2526/' || o.order_number, 'date', to_char(o.created_at, 'YYYY-MM-DD'),
        'orderId', o.id, 'orderNumber', 'TT-' || o.order_number,
        'supplier', jsonb_build_object('legalName', 'Thread & Tote Retail Pvt Ltd', 'address', '12 MG Road, Pune',
          'state', 'Maharashtra', 'stateCode', '27', 'gstin', '27AAACT2727Q1ZW'),
        'buyer', jsonb_build_object('name', 'Shopper', 'address', '12 MG Road', 'city', 'Bengaluru',
          'zipCode', '560038', 'state', 'Karnataka', 'stateCode', '29'),
        'intraState', false,
        'lines', (select jsonb_agg(jsonb_build_object('description', 'Indigo Linen Kurta (Size M, Indigo)',
            'hsn', '6211', 'quantity', 1, 'unit', 'PCS', 'unitPricePaise', 129900, 'taxablePaise', 123714, 'rate', 5,
            'cgstPaise', 0, 'sgstPaise', 0, 'igstPaise', 6186, 'totalPaise', 129900))
          from generate_series(1, o.total_paise / 129900)),
        'totals', jsonb_build_object('taxablePaise', o.total_paise / 129900 * 123714, 'cgstPaise', 0, 'sgstPaise', 0,
          'igstPaise', o.total_paise / 129900 * 6186, 'totalPaise', o.total_paise),
        'amountInWords', 'Rupees as it comes')
    from orders o where o.payment_status = 'paid';

    insert into shipments (order_id, provider, awb, courier_name, state)
    select id, 'shiprocket', 'AWB' || order_number, 'Delhivery', 'delivered'
    from orders where payment_status = 'paid' and order_number % 2 = 0;

    insert into refunds (id, order_id, provider, amount_paise, status, kind, reason, actor, processed_at)
    select md5('bench-refund-' || i.order_id)::uuid, i.order_id, 'razorpay', 129900, 'processed', 'staff', 'Damaged',
      'system', i.issued_at + interval '2 days'
    from invoices i join orders o on o.id = i.order_id where o.order_number % 20 = 0;

    insert into credit_notes (refund_id, order_id, number, issued_at, data)
    select r.id, r.order_id, 'TTCN/2526/' || o.order_number, r.processed_at,
      i.data || jsonb_build_object('number', 'TTCN/2526/' || o.order_number,
        'creditNote', jsonb_build_object('againstNumber', i.number, 'againstDate', i.data->>'date', 'reason', 'Damaged'))
    from refunds r join invoices i on i.order_id = r.order_id join orders o on o.id = r.order_id;`);
  await engine.exec('vacuum analyze');
}

type Measured = {
  name: string;
  rows: number;
  mb: number;
  seconds: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  heapPeakMb: number;
};

/** Streams `csv` into a sink that only counts, sampling the resident memory meanwhile. */
async function measure(name: string, csv: Readable): Promise<Measured> {
  globalThis.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  let heapPeak = process.memoryUsage().heapUsed;
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage();
    peak = Math.max(peak, rss);
    heapPeak = Math.max(heapPeak, heapUsed);
  };
  const sampler = setInterval(sample, 20);
  let bytes = 0;
  let lines = 0;
  const start = performance.now();
  await pipeline(
    csv,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines += 1;
        done();
      },
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  sample();
  return {
    name,
    rows: lines - 1,
    mb: bytes / MB,
    seconds,
    rssBeforeMb: rssBefore / MB,
    rssPeakMb: peak / MB,
    heapPeakMb: heapPeak / MB,
  };
}

async function onEngine(open: () => Promise<Engine>): Promise<Measured[]> {
  const engine = await open();
  try {
    log(`${engine.name}: filling ${ORDERS.toLocaleString('en-US')} orders over a year`);
    const fillStart = performance.now();
    await fill(engine);
    log(`${engine.name}: filled in ${((performance.now() - fillStart) / 1000).toFixed(1)} s`);
    const now = new Date();
    const period = { from: indiaDay(new Date(now.getTime() - 364 * 86_400_000)), to: indiaDay(now) };
    const bounds = periodBounds(period);
    const results = [
      await measure('orders', csvStream(ORDER_LINE_COLUMNS, eachRecord(orderLineBatches(engine.db, bounds)))),
      await measure('customers', csvStream(CUSTOMER_COLUMNS, eachRecord(customerBatches(engine.db)))),
      await measure(
        'sales register',
        csvStream(SALES_REGISTER_COLUMNS, eachRecord(salesRegisterBatches(engine.db, bounds))),
      ),
    ];
    for (const r of results)
      log(
        `${engine.name} ${r.name}: ${r.rows.toLocaleString('en-US')} rows, ${r.mb.toFixed(1)} MB in ` +
          `${r.seconds.toFixed(1)} s; resident ${r.rssBeforeMb.toFixed(0)} MB before, ${r.rssPeakMb.toFixed(0)} MB at peak; ` +
          `JavaScript heap at most ${r.heapPeakMb.toFixed(0)} MB`,
      );
    return results.map((r) => ({ ...r, name: `${engine.name} ${r.name}` }));
  } finally {
    await engine.close();
  }
}

const all: Measured[] = [];
if (ENGINES.includes('pglite')) all.push(...(await onEngine(openPglite)));
if (ENGINES.includes('postgres')) {
  try {
    all.push(...(await onEngine(openPostgres)));
  } catch (error) {
    log(`PostgreSQL skipped: ${error instanceof Error ? error.message : error}`);
  }
}

console.log(`\n${ORDERS.toLocaleString('en-US')} orders over a year, each export streamed whole:\n`);
console.log('| export | rows | size | time | resident before | resident at peak | heap at peak |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const r of all)
  console.log(
    `| ${r.name} | ${r.rows.toLocaleString('en-US')} | ${r.mb.toFixed(1)} MB | ${r.seconds.toFixed(1)} s | ` +
      `${r.rssBeforeMb.toFixed(0)} MB | ${r.rssPeakMb.toFixed(0)} MB | ${r.heapPeakMb.toFixed(0)} MB |`,
  );
printRows(
  all.map((r) => ({
    measure: `8 export ${r.name}, ${ORDERS.toLocaleString('en-US')} orders`,
    value:
      `${r.rows.toLocaleString('en-US')} rows, ${r.mb.toFixed(1)} MB in ${r.seconds.toFixed(1)} s; ` +
      `resident ${r.rssBeforeMb.toFixed(0)} → ${r.rssPeakMb.toFixed(0)} MB`,
    budget: '—',
    pass: undefined,
  })),
);
process.exit(0);
