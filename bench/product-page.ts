// Owns measure 7: a product page as a visitor gets it (no session cookie, a browser's headers) — its time to first byte
// when it is the first page the shop renders after starting, and its HTML under autocannon (32 connections, 10 s)
// beside the same product's JSON API in the same run; also pages of a different product each request, which no cache
// answers, for what a render itself costs.
import http from 'node:http';
import { CONNECTIONS, DURATION_S, load, WARM_UP_S, type Load, type Target } from './api-load.ts';
import { int, kb, median, ms, type MeasureResult, type Row } from './results.ts';

/** Cold starts whose first page is timed; the median is the figure. */
const STARTS = 3;
const BUDGET = { ratio: 0.5, p99Ms: 25 };
/** What Chromium sends for a page, less its cookie (a visitor has none): the page every visitor gets. */
const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};
/** What a browser's fetch of the JSON API sends. */
const API_HEADERS = { accept: '*/*', 'accept-encoding': 'gzip, deflate, br' };

export type ProductPageSummary = {
  coldTtfbMs: number;
  html: Load;
  api: Load;
  uncached: Load;
};
export type ProductPageResult = MeasureResult & { summary: ProductPageSummary };

type Timed = { ttfbMs: number; totalMs: number; status: number; bytes: number; encoding: string; cache: string };

export async function measureProductPage(options: {
  /** Stops the shop and starts it again; answers once it is ready, before anything asked it for a page. */
  restart: () => Promise<Target>;
  productId: string;
  /** Other products, one per request, for the pages no cache answers. */
  otherProductIds: string[];
}): Promise<ProductPageResult> {
  const pagePath = `/shop/product/${options.productId}`;
  const apiPath = `/api/shop/products/get/${options.productId}`;

  const cold: Timed[] = [];
  let target: Target | undefined;
  for (let i = 0; i < STARTS; i += 1) {
    target = await options.restart();
    cold.push(await timed(target.url + pagePath));
  }
  const shop = target!;
  const again = await timed(shop.url + pagePath);
  const another = await timed(`${shop.url}/shop/product/${options.otherProductIds[0]}`);
  for (const answer of [...cold, again, another]) {
    if (answer.status !== 200) throw new Error(`${pagePath} answered ${answer.status} to a visitor`);
  }
  const coldTtfbMs = median(cold.map((c) => c.ttfbMs));

  const pageAnswer = await fetch(shop.url + pagePath, { headers: { accept: PAGE_HEADERS.accept } });
  const html = await pageAnswer.text();
  if (!html.includes(options.productId) || !/<h1[\s>]/.test(html))
    throw new Error(`${pagePath} does not look server-rendered (no product id or <h1> in the HTML)`);
  const apiAnswer = await fetch(shop.url + apiPath);
  const apiBody = await apiAnswer.text();
  if (apiAnswer.status !== 200) throw new Error(`${apiPath} answered ${apiAnswer.status}: ${apiBody.slice(0, 200)}`);

  await load(shop.url + apiPath, WARM_UP_S, { headers: API_HEADERS });
  const api = await load(shop.url + apiPath, DURATION_S, { headers: API_HEADERS });
  await load(shop.url + pagePath, WARM_UP_S, { headers: PAGE_HEADERS });
  const page = await load(shop.url + pagePath, DURATION_S, { headers: PAGE_HEADERS });
  // Each request the next product's page: answered by a render (the visitors' page cache keeps a page for seconds).
  let next = 0;
  const rotating = {
    headers: PAGE_HEADERS,
    requests: [
      {
        setupRequest: (request: object) => ({
          ...request,
          path: `/shop/product/${options.otherProductIds[next++ % options.otherProductIds.length]}`,
        }),
      },
    ],
  };
  await load(shop.url + pagePath, WARM_UP_S, rotating);
  const uncached = await load(shop.url + pagePath, DURATION_S, rotating);
  if (!shop.alive()) throw new Error('the shop exited during the product page load');

  const ratio = page.rps / api.rps;
  const errors = (l: Load) => (l.bad ? `, ${int(l.bad)} errors or non-2xx` : '');
  const rows: Row[] = [
    {
      measure: '7 product page: time to first byte, first page after a start',
      value: `${ms(coldTtfbMs)} (median of ${STARTS} starts: ${cold.map((c) => ms(c.ttfbMs)).join(', ')})`,
      budget: 'reported',
      pass: undefined,
    },
    {
      measure: '7 product page HTML (visitor): req/s vs product JSON API',
      value: `${ratio.toFixed(2)}× (${int(page.rps)} vs ${int(api.rps)} req/s${errors(page)}${errors(api)})`,
      budget: `≥ ${BUDGET.ratio}×`,
      pass: ratio >= BUDGET.ratio && page.bad === 0 && api.bad === 0,
    },
    {
      measure: '7 product page HTML (visitor): p99 latency',
      value: `${ms(page.p99)} (p50 ${ms(page.p50)})`,
      budget: `≤ ${BUDGET.p99Ms} ms`,
      pass: page.p99 <= BUDGET.p99Ms && page.bad === 0,
    },
    {
      measure: '7 product pages, a different product each request',
      value: `${int(uncached.rps)} req/s, p99 ${ms(uncached.p99)} (p50 ${ms(uncached.p50)}${errors(uncached)})`,
      budget: 'reported',
      pass: undefined,
    },
  ];
  const describe = (t: Timed) => `${ms(t.ttfbMs)} (whole page ${ms(t.totalMs)}, ${kb(t.bytes)} ${t.encoding})`;
  const notes = [
    `Measure 7: GET ${pagePath} as a visitor (no cookie; Accept-Encoding ${PAGE_HEADERS['accept-encoding']}), ` +
      `${int(Buffer.byteLength(html))} B of HTML uncompressed. Time to first byte (the answer's headers) of the first ` +
      `page each of ${STARTS} fresh starts rendered: ${cold.map(describe).join('; ')}. Then, in the last process: the same ` +
      `page again ${describe(again)} (x-cache ${again.cache}); another product's page, rendered afresh, ${describe(another)}.`,
    `Measure 7, load (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s after ${WARM_UP_S} s of warm-up, the ` +
      `headers a browser sends): product page HTML ${int(page.rps)} req/s, p50 ${ms(page.p50)}, p99 ${ms(page.p99)} ` +
      `(${int(page.total)} requests); GET ${apiPath} (${int(Buffer.byteLength(apiBody))} B) ${int(api.rps)} req/s, ` +
      `p50 ${ms(api.p50)}, p99 ${ms(api.p99)} (${int(api.total)} requests). Every visitor gets the same page, so the ` +
      `shop's read cache answers most of these; pages of ${int(options.otherProductIds.length)} products in turn, one ` +
      `render each: ${int(uncached.rps)} req/s, p50 ${ms(uncached.p50)}, p99 ${ms(uncached.p99)} ` +
      `(${int(uncached.total)} requests).`,
  ];
  return { rows, notes, summary: { coldTtfbMs, html: page, api, uncached } };
}

/** One GET with a new connection: milliseconds to the answer's headers and to its last byte, as a visitor's browser. */
function timed(url: string): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { headers: PAGE_HEADERS, agent: false }, (response) => {
      const ttfbMs = performance.now() - started;
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          ttfbMs,
          totalMs: performance.now() - started,
          status: response.statusCode ?? 0,
          bytes,
          encoding: String(response.headers['content-encoding'] ?? 'identity'),
          cache: String(response.headers['x-cache'] ?? 'none'),
        }),
      );
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`${url}: no answer in 30 s`)));
  });
}
