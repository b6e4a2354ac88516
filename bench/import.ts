// Owns `node bench/import.ts`: the staff's Shopify product CSV import (issue 31, part 3) of 5,000 products with three
// variants each into an empty shop on embedded PGlite, through the real route (multipart upload, dry run, background
// job): how long the dry run and the whole import take, and the process's resident memory at its peak (sampled every
// 20 ms). Then the export of the same products, timed. `BENCH_IMPORT_PRODUCTS=1000` measures a smaller file.
//
// Pictures are the shop's own uploads (kept as they are), so the time is the import's own and not the image encoder's
// or a CDN's.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { fileStorageFor } from '../apps/server/src/platform/file-storage.ts';
import { createImageStore } from '../apps/server/src/platform/image-store.ts';
import { signedInUser } from '../apps/server/src/testing/fixtures.ts';
import { uploadImport, waitForImport } from '../apps/server/src/testing/product-import/upload.ts';
import { printRows } from './results.ts';

const PRODUCTS = Number(process.env.BENCH_IMPORT_PRODUCTS ?? 5_000);
const MB = 1024 * 1024;
const log = (message: string) => console.log(`[import bench] ${message}`);

const SIZES = ['S', 'M', 'L'];
const COLOURS = ['Navy', 'Black', 'White', 'Maroon', 'Olive', 'Mustard'];
const CATEGORIES = ['Women', 'Men', 'Kids', 'New Arrivals'];

/** A Shopify export (older headers) of `count` products, three sizes each, one of them on sale. */
function shopifyCsv(count: number): string {
  const header = [
    'Handle',
    'Title',
    'Body (HTML)',
    'Vendor',
    'Type',
    'Tags',
    'Published',
    'Option1 Name',
    'Option1 Value',
    'Option2 Name',
    'Option2 Value',
    'Variant SKU',
    'Variant Grams',
    'Variant Inventory Qty',
    'Variant Price',
    'Variant Compare At Price',
    'Image Src',
    'Image Position',
    'Status',
  ];
  const rows: string[][] = [header];
  for (let n = 1; n <= count; n++) {
    const handle = `bench-kurta-${n}`;
    const colour = COLOURS[n % COLOURS.length]!;
    const price = 499 + (n % 40) * 50;
    const onSale = n % 3 === 0;
    SIZES.forEach((size, i) => {
      const first = i === 0;
      rows.push([
        handle,
        first ? `Bench Kurta ${n}` : '',
        first ? `<p>Cotton kurta number ${n}, straight cut.</p><p>Machine wash cold.</p>` : '',
        first ? 'Thread & Tote' : '',
        first ? 'Kurta' : '',
        first ? `${CATEGORIES[n % CATEGORIES.length]}, Cotton` : '',
        first ? 'TRUE' : '',
        first ? 'Size' : '',
        size,
        first ? 'Color' : '',
        colour,
        `BK${n}-${size}`,
        '300',
        String((n + i) % 25),
        (onSale ? price - 100 : price).toFixed(2),
        onSale ? price.toFixed(2) : '',
        first ? `/uploads/${n.toString(16).padStart(32, '0')}.webp` : '',
        first ? '1' : '',
        first ? 'active' : '',
      ]);
    });
  }
  return stringify(rows);
}

/** Runs `work`, sampling the resident memory every 20 ms. */
async function measured<T>(work: () => Promise<T>) {
  let peak = process.memoryUsage().rss;
  let heapPeak = process.memoryUsage().heapUsed;
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage();
    peak = Math.max(peak, rss);
    heapPeak = Math.max(heapPeak, heapUsed);
  };
  const sampler = setInterval(sample, 20);
  const start = performance.now();
  try {
    const result = await work();
    sample();
    return { result, seconds: (performance.now() - start) / 1000, peakMb: peak / MB, heapPeakMb: heapPeak / MB };
  } finally {
    clearInterval(sampler);
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-import-bench-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  SEED_DEMO: '0',
  WEB_DIST: path.join(dataDir, 'no-web'),
  LOG_LEVEL: 'warn',
});
const app = await buildApp({
  config,
  database: await openDatabase({}),
  images: createImageStore(fileStorageFor(config)),
});
await app.ready();
try {
  const { cookie } = await signedInUser(app, { role: 'admin' });
  const csv = shopifyCsv(PRODUCTS);
  log(
    `${PRODUCTS.toLocaleString('en-US')} products, ${(PRODUCTS * SIZES.length).toLocaleString('en-US')} variant rows, ${(Buffer.byteLength(csv) / MB).toFixed(1)} MB of CSV`,
  );
  globalThis.gc?.();
  const rssBefore = process.memoryUsage().rss / MB;

  const dry = await measured(async () => {
    const response = await uploadImport(app, cookie, csv, { dryRun: true });
    if (response.statusCode !== 200)
      throw new Error(`dry run answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    return response.json().data.summary as Record<string, number>;
  });
  log(
    `dry run: ${JSON.stringify(dry.result)} in ${dry.seconds.toFixed(1)} s, resident at peak ${dry.peakMb.toFixed(0)} MB`,
  );

  const run = await measured(async () => {
    const response = await uploadImport(app, cookie, csv);
    if (response.statusCode !== 200)
      throw new Error(`import answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    return waitForImport(app, cookie, response.json().data.job_id, 3_600_000);
  });
  if (run.result.state !== 'done' || run.result.summary.create !== PRODUCTS) {
    throw new Error(`the import ended ${run.result.state}: ${JSON.stringify(run.result.summary)}`);
  }
  const perSecond = PRODUCTS / run.seconds;
  log(
    `import: ${PRODUCTS.toLocaleString('en-US')} products created in ${run.seconds.toFixed(1)} s (${perSecond.toFixed(0)} a second), ` +
      `resident ${rssBefore.toFixed(0)} MB before, ${run.peakMb.toFixed(0)} MB at peak ` +
      `(JavaScript heap at most ${run.heapPeakMb.toFixed(0)} MB; the rest is mostly PGlite's WebAssembly memory)`,
  );

  const exported = await measured(async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/products/export?headers=legacy',
      headers: { cookie },
    });
    return response.body;
  });
  log(`export: ${(Buffer.byteLength(exported.result) / MB).toFixed(1)} MB in ${exported.seconds.toFixed(1)} s`);

  const again = await measured(async () => {
    const response = await uploadImport(app, cookie, exported.result, { dryRun: true });
    return response.json().data.summary as Record<string, number>;
  });
  log(`the export imported again (dry run): ${JSON.stringify(again.result)} in ${again.seconds.toFixed(1)} s`);

  printRows([
    {
      measure: `9 product import, ${PRODUCTS.toLocaleString('en-US')} products × 3 variants (PGlite)`,
      value:
        `dry run ${dry.seconds.toFixed(1)} s; import ${run.seconds.toFixed(1)} s (${perSecond.toFixed(0)}/s); ` +
        `resident ${rssBefore.toFixed(0)} → ${Math.max(dry.peakMb, run.peakMb).toFixed(0)} MB ` +
        `(heap ≤ ${Math.max(dry.heapPeakMb, run.heapPeakMb).toFixed(0)} MB)`,
      budget: '—',
      pass: undefined,
    },
    {
      measure: `9 product export, ${PRODUCTS.toLocaleString('en-US')} products (PGlite)`,
      value: `${(Buffer.byteLength(exported.result) / MB).toFixed(1)} MB in ${exported.seconds.toFixed(1)} s; re-import: ${again.result.unchanged} unchanged`,
      budget: '—',
      pass: undefined,
    },
  ]);
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(0);
