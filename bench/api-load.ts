// Owns measure 3: autocannon (32 connections, 10 s) on the listing, product and search APIs, each against a bare
// Fastify route answering a body of the same size in the same run; also samples the shop's memory under the listing load.
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { int, ms, type MeasureResult, type Row } from './results.ts';
import { rssSampler } from './shop.ts';

export const CONNECTIONS = 32;
export const DURATION_S = 10;
export const WARM_UP_S = 2;
const BUDGET = { ratio: 0.5, p99Ms: 25 };

export type Endpoint = { name: string; path: string };

export type Load = { rps: number; p50: number; p99: number; total: number; bad: number };

export type ApiLoadResult = MeasureResult & { listingPeakRssMb: number };

/** The shop under load: where it answers, its process (for memory), and whether it still runs. */
export type Target = { url: string; pid: number; alive(): boolean };

export async function measureApiLoad(target: Target, endpoints: Endpoint[]): Promise<ApiLoadResult> {
  const shopUrl = target.url;
  const rows: Row[] = [];
  const notes: string[] = [];
  const templates: Record<string, unknown> = {};
  const sizes: Record<string, number> = {};
  for (const endpoint of endpoints) {
    const answer = await fetch(shopUrl + endpoint.path);
    const text = await answer.text();
    if (answer.status !== 200) throw new Error(`${endpoint.path} answered ${answer.status}: ${text.slice(0, 200)}`);
    templates[endpoint.name] = JSON.parse(text);
    sizes[endpoint.name] = Buffer.byteLength(text);
  }

  const worker = new Worker(new URL('./reference-server.ts', import.meta.url), { workerData: templates });
  const refPort = await new Promise<number>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  let listingPeakRssMb = NaN;
  try {
    for (const endpoint of endpoints) {
      const refUrl = `http://127.0.0.1:${refPort}/${endpoint.name}`;
      const refSize = Buffer.byteLength(await (await fetch(refUrl)).text());
      if (refSize !== sizes[endpoint.name])
        throw new Error(`reference body ${refSize} B ≠ shop's ${sizes[endpoint.name]} B`);

      await load(refUrl, WARM_UP_S);
      const reference = await load(refUrl, DURATION_S);
      await load(shopUrl + endpoint.path, WARM_UP_S);
      const sampler = endpoint.name === 'listing' ? rssSampler(target.pid) : undefined;
      const shop = await load(shopUrl + endpoint.path, DURATION_S);
      if (sampler) listingPeakRssMb = sampler.stop();
      if (!target.alive()) throw new Error(`the shop exited during the ${endpoint.name} load`);

      const ratio = shop.rps / reference.rps;
      const errors = shop.bad ? `, ${int(shop.bad)} errors or non-2xx` : '';
      rows.push(
        {
          measure: `3 ${endpoint.name} API: req/s vs bare Fastify`,
          value: `${ratio.toFixed(2)}× (${int(shop.rps)} vs ${int(reference.rps)} req/s${errors})`,
          budget: `≥ ${BUDGET.ratio}×`,
          pass: ratio >= BUDGET.ratio && shop.bad === 0,
        },
        {
          measure: `3 ${endpoint.name} API: p99 latency`,
          value: `${ms(shop.p99)} (p50 ${ms(shop.p50)})`,
          budget: `≤ ${BUDGET.p99Ms} ms`,
          pass: shop.p99 <= BUDGET.p99Ms && shop.bad === 0,
        },
      );
      notes.push(
        `Measure 3, ${endpoint.name}: GET ${endpoint.path} — body ${int(sizes[endpoint.name]!)} B uncompressed; ` +
          `shop ${int(shop.rps)} req/s, p50 ${ms(shop.p50)}, p99 ${ms(shop.p99)} (${int(shop.total)} requests); ` +
          `bare Fastify ${int(reference.rps)} req/s, p50 ${ms(reference.p50)}, p99 ${ms(reference.p99)}.`,
      );
    }
  } finally {
    worker.postMessage('close');
    await new Promise((resolve) => worker.once('exit', resolve));
  }
  return { rows, notes, listingPeakRssMb };
}

/** autocannon on `url` with CONNECTIONS connections for `seconds`; `options` adds headers or a request sequence. */
export async function load(
  url: string,
  seconds: number,
  options: Omit<autocannon.Options, 'url' | 'connections' | 'duration'> = {},
): Promise<Load> {
  const result = await autocannon({ ...options, url, connections: CONNECTIONS, duration: seconds });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}
