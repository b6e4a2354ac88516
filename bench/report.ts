// Owns bench/RESULTS.md: the run's date and machine, the table, this run beside the previous SPA's figures (issue 8,
// before server rendering) and beside the anchor figures of issue 8, and the details each measure noted; formatted with
// the project's Prettier settings so `npm run lint` stays clean.
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { CHROMIUM_PATH } from './chromium.ts';
import type { LighthouseMedians } from './lighthouse.ts';
import { BUDGET as PAGE_WEIGHT_BUDGET, type VisitSummary } from './page-weight.ts';
import type { ProductPageSummary } from './product-page.ts';
import { int, kb, KB, markdownTable, ms, type Row } from './results.ts';
import { ROOT } from './shop.ts';

export const RESULTS_FILE = path.join(ROOT, 'bench/RESULTS.md');

export type Machine = {
  date: string;
  cpu: string;
  cores: number;
  memoryGb: number;
  os: string;
  node: string;
  postgres: string;
  chromium: string;
  loadBefore: number[];
  loadAfter: number[];
};

export function machine(postgres: string, loadBefore: number[]): Machine {
  let chromium = 'unknown';
  try {
    chromium = execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .trim()
      .replace(/\s+built on.*$/, '');
  } catch {
    // reported as unknown
  }
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.cpus().length,
    memoryGb: os.totalmem() / 1024 ** 3,
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    postgres,
    chromium,
    loadBefore,
    loadAfter: os.loadavg(),
  };
}

export function machineLine(m: Machine): string {
  const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(' ');
  return (
    `${m.cpu}, ${m.cores} cores, ${m.memoryGb.toFixed(1)} GB memory, ${m.os}; Node ${m.node}, PostgreSQL ${m.postgres}, ` +
    `${m.chromium}. Load average before the run ${load(m.loadBefore)}, after it ${load(m.loadAfter)}.`
  );
}

/** The issue's anchor: the app the spec describes, built for production, measured on this kind of machine. */
function anchorTable(visits: Record<string, VisitSummary>, lighthouse: Record<string, LighthouseMedians>): string {
  const home = visits.home;
  const lh = lighthouse.home;
  const pageLine = (name: string) => {
    const v = visits[name];
    return v ? `${kb(v.total)} in ${v.requests} requests` : 'not measured';
  };
  const scores = (l: LighthouseMedians | undefined) =>
    l ? `${l.performance} / ${l.accessibility} / ${l['best-practices']} / ${l.seo}` : 'not measured';
  return [
    '| | the app the spec describes (anchor) | Thread & Tote, this run |',
    '| --- | --- | --- |',
    `| JS+CSS a shopper downloads on the home page | 488 KB raw, 150 KB gzip, 128 KB brotli | ${
      home
        ? `${kb(home.codeRaw)} raw, ${kb(home.codeGzip)} gzip, ${kb(home.codeBrotli)} brotli (as built); ${kb(home.jsCss)} transferred`
        : 'not measured'
    } |`,
    `| Admin area in a shopper's download | yes, one bundle | ${home ? (home.admin ? `yes (${home.admin} files)` : 'no') : 'not measured'} |`,
    `| Home page, first visit | 733 KB in 12 requests | ${pageLine('home')} |`,
    `| Listing page, first visit | — | ${pageLine('listing')} |`,
    `| Product page, first visit | — | ${pageLine('product')} |`,
    `| Lighthouse mobile, home, served directly: performance / accessibility / best practices / SEO | 77 / 88 / 100 / 75 | ${scores(lh)} |`,
    `| Largest contentful paint, home (Lighthouse mobile, served directly) | 5.3 s | ${lh ? `${(lh.lcpMs / 1000).toFixed(2)} s` : 'not measured'} |`,
    `| Lighthouse listing / product page, served directly | — | ${scores(lighthouse.listing)}; ${scores(lighthouse.product)} |`,
  ].join('\n');
}

const PAGES = ['home', 'listing', 'product'] as const;
type PageName = (typeof PAGES)[number];
type PerPage = Record<PageName, number>;

/**
 * The client-rendered SPA (Preact, before issue 15's server rendering) as issue 8's run measured it, with the same
 * measures on the same kind of machine: bench/RESULTS.md as of commit c1526ef.
 */
const PREVIOUS_SPA = {
  jsCssKb: { home: 80.0, listing: 83.0, product: 85.0 },
  codeFiles: { home: 4, listing: 5, product: 6 },
  homeCode: '286.9 KB raw, 88.0 KB gzip, 77.5 KB brotli',
  totalKb: { home: 288.7, listing: 226.0, product: 97.2 },
  requests: { home: 24, listing: 20, product: 13 },
  performance: { home: 98, listing: 98, product: 99 },
  lcpS: { home: 2.01, listing: 2.04, product: 2.02 },
  tbtMs: { home: 77, listing: 98, product: 59 },
  cls: { home: 0, listing: 0, product: 0 },
  productApi: { rps: 27_531, p99Ms: 3 },
};

/** Issue 15's budgets beside what the SPA measured and what this run measured. */
function previousSpaTable(
  visits: Record<string, VisitSummary>,
  lighthouse: Record<string, LighthouseMedians>,
  productPage: ProductPageSummary | undefined,
): string {
  /** "home / listing / product" of a figure this run has for some pages ("—" for the others), or "not measured". */
  const now = (figure: (page: PageName) => string | undefined, unit = '') => {
    const values = PAGES.map(figure);
    return values.every((v) => v === undefined) ? 'not measured' : `${values.map((v) => v ?? '—').join(' / ')}${unit}`;
  };
  const before = (values: PerPage, format: (value: number) => string, unit = '') =>
    `${PAGES.map((page) => format(values[page])).join(' / ')}${unit}`;
  const visit = (figure: (v: VisitSummary) => string) => (page: PageName) => {
    const v = visits[page];
    return v && figure(v);
  };
  const scores = (figure: (l: LighthouseMedians) => string) => (page: PageName) => {
    const l = lighthouse[page];
    return l && figure(l);
  };
  /** Accessibility / best practices / SEO: once when every page scored the same, else page by page. */
  const otherScores = PAGES.map(scores((l) => `${l.accessibility} / ${l['best-practices']} / ${l.seo}`));
  const others = otherScores.every((s) => s === undefined)
    ? 'not measured'
    : otherScores.every((s) => s === otherScores[0])
      ? `${otherScores[0]} on each page`
      : PAGES.map((page, i) => `${page} ${otherScores[i] ?? 'not measured'}`).join('; ');
  const home = visits.home;
  const kbOf = (bytes: number) => (bytes / KB).toFixed(1);
  const page = productPage;

  /** Kilobytes and a count per page, the previous SPA's beside this run's. */
  const weightRow = (
    label: string,
    [beforeKb, beforeCount, noun]: [typeof PREVIOUS_SPA.jsCssKb, typeof PREVIOUS_SPA.codeFiles, string],
    pick: (v: VisitSummary) => [bytes: number, count: number],
    budget: number,
  ): [string, string, string, string] => [
    label,
    `${before(beforeKb, (x) => x.toFixed(1), ' KB')} (${before(beforeCount, String)} ${noun})`,
    `${now(
      visit((v) => kbOf(pick(v)[0])),
      ' KB',
    )} (${now(visit((v) => String(pick(v)[1])))} ${noun})`,
    `≤ ${kb(budget)} each`,
  ];

  const rows: [string, string, string, string][] = [
    weightRow(
      'JS+CSS transferred, first visit (phone, cold cache, brotli)',
      [PREVIOUS_SPA.jsCssKb, PREVIOUS_SPA.codeFiles, 'files'],
      (v) => [v.jsCss, v.codeFiles],
      PAGE_WEIGHT_BUDGET.jsCss,
    ),
    [
      'JS+CSS of the home page as built',
      PREVIOUS_SPA.homeCode,
      home ? `${kb(home.codeRaw)} raw, ${kb(home.codeGzip)} gzip, ${kb(home.codeBrotli)} brotli` : 'not measured',
      '—',
    ],
    weightRow(
      'All bytes transferred, first visit (HTML included)',
      [PREVIOUS_SPA.totalKb, PREVIOUS_SPA.requests, 'requests'],
      (v) => [v.total, v.requests],
      PAGE_WEIGHT_BUDGET.total,
    ),
    [
      'Admin chunks downloaded',
      'none / none / none',
      now(visit((v) => (v.admin ? `${v.admin} files` : 'none'))),
      'none',
    ],
    [
      'Lighthouse mobile performance (median of 3), served directly over HTTP/1.1 as the SPA was',
      before(PREVIOUS_SPA.performance, String),
      now(scores((l) => String(l.performance))),
      '≥ 97 as deployed (measure 2)',
    ],
    ['Lighthouse accessibility / best practices / SEO', '100 / 100 / 100 on each page', others, '100 / 100 / 100'],
    [
      'Largest contentful paint, served directly',
      before(PREVIOUS_SPA.lcpS, (x) => x.toFixed(2), ' s'),
      now(
        scores((l) => (l.lcpMs / 1000).toFixed(2)),
        ' s',
      ),
      '≤ 1.8 s as deployed (measure 2)',
    ],
    [
      'Total blocking time',
      before(PREVIOUS_SPA.tbtMs, String, ' ms'),
      now(
        scores((l) => l.tbtMs.toFixed(0)),
        ' ms',
      ),
      '≤ 150 ms',
    ],
    [
      'Cumulative layout shift',
      before(PREVIOUS_SPA.cls, (x) => x.toFixed(3)),
      now(scores((l) => l.cls.toFixed(3))),
      '≤ 0.02',
    ],
    [
      'Product page: time to first byte, first page after a start',
      '— (a static index.html)',
      page ? ms(page.coldTtfbMs) : 'not measured',
      'reported',
    ],
    [
      'Product page HTML for a visitor under load: req/s vs the product JSON API',
      '— (a static index.html)',
      page
        ? `${(page.html.rps / page.api.rps).toFixed(2)}× (${int(page.html.rps)} vs ${int(page.api.rps)} req/s)`
        : 'not measured',
      '≥ 0.5×',
    ],
    [
      'Product page HTML for a visitor under load: p99',
      '—',
      page ? `${ms(page.html.p99)} (p50 ${ms(page.html.p50)})` : 'not measured',
      '≤ 25 ms',
    ],
    [
      'Product JSON API under load (32 connections)',
      `${int(PREVIOUS_SPA.productApi.rps)} req/s, p99 ${ms(PREVIOUS_SPA.productApi.p99Ms)}`,
      page ? `${int(page.api.rps)} req/s, p99 ${ms(page.api.p99)}` : 'not measured',
      '—',
    ],
  ];
  return [
    '| home / listing / product page | previous SPA (issue 8) | this run | budget (issues 15 and 32) |',
    '| --- | --- | --- | --- |',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}

export async function writeResults(options: {
  machine: Machine;
  rows: Row[];
  notes: string[];
  visits: Record<string, VisitSummary>;
  lighthouse: Record<string, LighthouseMedians>;
  productPage: ProductPageSummary | undefined;
}): Promise<void> {
  const { rows } = options;
  const missed = rows.filter((r) => r.pass === false);
  const budgeted = rows.filter((r) => r.pass !== undefined);
  const text = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` (see the README's Benchmarks section) on ${options.machine.date}.`,
    '',
    `Machine: ${machineLine(options.machine)}`,
    '',
    missed.length
      ? `**${missed.length} of ${budgeted.length} budgets missed**: ${missed.map((r) => r.measure).join('; ')}.`
      : `**All ${budgeted.length} budgets met.**`,
    '',
    markdownTable(rows),
    '',
    '## Beside the previous SPA',
    '',
    'The previous SPA is the client-rendered shop (Preact) before issue 15, as issue 8\u2019s run measured it with these ' +
      'measures on this kind of machine; this run renders the pages on the server with React 19.',
    '',
    previousSpaTable(options.visits, options.lighthouse, options.productPage),
    '',
    '## Beside the anchor',
    '',
    'The anchor is issue 8\u2019s measurement of the app the spec describes, built for production, on this kind of machine.',
    '',
    anchorTable(options.visits, options.lighthouse),
    '',
    '## Details',
    '',
    options.notes.join('\n\n'),
    '',
    // The dashboard's own bench (bench/dashboard.ts) keeps its section: a full run leaves it as it was.
    await keptSection('## Dashboard'),
  ].join('\n');
  const config = (await prettier.resolveConfig(RESULTS_FILE)) ?? {};
  await writeFile(RESULTS_FILE, await prettier.format(text, { ...config, filepath: RESULTS_FILE }));
}

/** A section another script writes into RESULTS.md, from its heading to the end, as it is now (empty if none). */
async function keptSection(heading: string): Promise<string> {
  const now = await readFile(RESULTS_FILE, 'utf8').catch(() => '');
  const at = now.indexOf(`\n${heading}\n`);
  return at === -1 ? '' : now.slice(at + 1);
}
