// Owns bench/RESULTS.md: the run's date and machine, the table, this run beside the anchor figures of issue 8, and the
// details each measure noted; formatted with the project's Prettier settings so `npm run lint` stays clean.
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { CHROMIUM_PATH } from './chromium.ts';
import type { LighthouseMedians } from './lighthouse.ts';
import type { VisitSummary } from './page-weight.ts';
import { kb, markdownTable, type Row } from './results.ts';
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
    `| Lighthouse mobile, home: performance / accessibility / best practices / SEO | 77 / 88 / 100 / 75 | ${scores(lh)} |`,
    `| Largest contentful paint, home (Lighthouse mobile) | 5.3 s | ${lh ? `${(lh.lcpMs / 1000).toFixed(2)} s` : 'not measured'} |`,
    `| Lighthouse listing / product page | — | ${scores(lighthouse.listing)}; ${scores(lighthouse.product)} |`,
  ].join('\n');
}

export async function writeResults(options: {
  machine: Machine;
  rows: Row[];
  notes: string[];
  visits: Record<string, VisitSummary>;
  lighthouse: Record<string, LighthouseMedians>;
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
  ].join('\n');
  const config = (await prettier.resolveConfig(RESULTS_FILE)) ?? {};
  await writeFile(RESULTS_FILE, await prettier.format(text, { ...config, filepath: RESULTS_FILE }));
}
