// Owns measure 2: Lighthouse (npm package, mobile defaults, Debian's Chromium) three times on each page as deployed
// (nginx, HTTPS, HTTP/2) and three times served directly, the median of each score and metric, and what Lighthouse
// says fails and why (LCP element, layout shifts, blocking and unused code).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import type { Page } from './page-weight.ts';
import { kb, median, type MeasureResult, type Row } from './results.ts';

export const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const MIN_SCORE: Record<Category, number> = {
  performance: 97,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const BUDGET = { lcpMs: 1800, tbtMs: 150, cls: 0.02 };

type Audit = {
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: { items?: Record<string, unknown>[] };
};
type Failing = { category: Category; title: string; value?: string; where: string[] };
type Run = {
  scores: Record<Category, number>;
  metrics: { fcp: number; lcp: number; tbt: number; si: number; cls: number };
  /** Audits under their threshold, by id. */
  failing: Map<string, Failing>;
  diagnosis: string[];
};

export type LighthouseMedians = Record<Category, number> & { lcpMs: number; tbtMs: number; cls: number };
export type LighthouseResult = MeasureResult & {
  /** Served directly over HTTP/1.1, as every run before decision 034 measured the pages (for the older tables). */
  directMedians: Record<string, LighthouseMedians>;
};

/**
 * Where the pages are opened. `deployed`: behind nginx with HTTPS and HTTP/2, as deploy/nginx.conf serves shoppers
 * (and so as PageSpeed Insights would measure the shop), with a certificate of the run's own. `direct`: the shop's
 * own port over HTTP/1.1 on loopback. Lighthouse simulates the slow phone's network from the connections it observed,
 * so the two differ (decision 034): the budgets judge the deployed figures, the direct ones are reported beside them.
 */
export type Origins = { deployed: string; direct: string };

export async function measureLighthouse(origins: Origins, pages: Page[]): Promise<LighthouseResult> {
  const rows: Row[] = [];
  const notes: string[] = [];
  const directMedians: Record<string, LighthouseMedians> = {};
  for (const page of pages) {
    const deployed = await runsOf(origins.deployed + page.path, ['--ignore-certificate-errors']);
    const direct = await runsOf(origins.direct + page.path, []);
    const { scores, lcp, tbt, cls, m } = mediansOf(deployed);
    const directFigures = mediansOf(direct);
    directMedians[page.name] = {
      ...directFigures.scores,
      lcpMs: directFigures.lcp,
      tbtMs: directFigures.tbt,
      cls: directFigures.cls,
    };
    for (const category of CATEGORIES) {
      const min = MIN_SCORE[category];
      rows.push({
        measure: `2 ${page.name}: Lighthouse ${category}`,
        value: `${scores[category]} (runs ${deployed.map((r) => r.scores[category]).join(', ')})`,
        budget: min === 100 ? '100' : `≥ ${min}`,
        pass: scores[category] >= min,
      });
    }
    rows.push(
      {
        measure: `2 ${page.name}: largest contentful paint`,
        value: `${seconds(lcp)} (runs ${deployed.map((r) => seconds(r.metrics.lcp, '')).join(', ')})`,
        budget: `≤ ${BUDGET.lcpMs / 1000} s`,
        pass: lcp <= BUDGET.lcpMs,
      },
      {
        measure: `2 ${page.name}: total blocking time`,
        value: `${tbt.toFixed(0)} ms (runs ${deployed.map((r) => r.metrics.tbt.toFixed(0)).join(', ')})`,
        budget: `≤ ${BUDGET.tbtMs} ms`,
        pass: tbt <= BUDGET.tbtMs,
      },
      {
        measure: `2 ${page.name}: cumulative layout shift`,
        value: `${cls.toFixed(3)} (runs ${deployed.map((r) => r.metrics.cls.toFixed(3)).join(', ')})`,
        budget: `≤ ${BUDGET.cls}`,
        pass: cls <= BUDGET.cls,
      },
      {
        measure: `2 ${page.name}, served directly over HTTP/1.1: Lighthouse performance, LCP`,
        value:
          `${directFigures.scores.performance} (runs ${direct.map((r) => r.scores.performance).join(', ')}), ` +
          `${seconds(directFigures.lcp)} (runs ${direct.map((r) => seconds(r.metrics.lcp, '')).join(', ')})`,
        budget: 'reported',
        pass: undefined,
      },
    );

    notes.push(
      [
        `Measure 2, ${page.name} (${page.path}), as deployed (nginx, HTTPS, HTTP/2): median FCP ${seconds(m('fcp'))}, ` +
          `LCP ${seconds(lcp)}, TBT ${tbt.toFixed(0)} ms, Speed Index ${seconds(m('si'))}, CLS ${cls.toFixed(3)}. ` +
          `Served directly over HTTP/1.1: FCP ${seconds(directFigures.m('fcp'))}, LCP ${seconds(directFigures.lcp)}, ` +
          `Speed Index ${seconds(directFigures.m('si'))}; scores ${CATEGORIES.map((c) => directFigures.scores[c]).join(' / ')}.`,
        '',
        ...explain(deployed),
      ].join('\n'),
    );
  }
  return { rows, notes, directMedians };
}

const seconds = (valueMs: number, unit = ' s') => `${(valueMs / 1000).toFixed(2)}${unit}`;

async function runsOf(url: string, chromeFlags: string[]): Promise<Run[]> {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await runOnce(url, chromeFlags).catch(() => runOnce(url, chromeFlags)));
  return runs;
}

function mediansOf(runs: Run[]) {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as Record<
    Category,
    number
  >;
  const m = (key: keyof Run['metrics']) => median(runs.map((r) => r.metrics[key]));
  return { scores, m, lcp: m('lcp'), tbt: m('tbt'), cls: m('cls') };
}

/** What the run with the median performance score says behind its figures, and every audit under its mark. */
function explain(runs: Run[]): string[] {
  const failing = new Map<string, Failing[]>();
  for (const run of runs) {
    for (const [id, found] of run.failing) failing.set(id, [...(failing.get(id) ?? []), found]);
  }
  // The run with the median performance score explains the figures best.
  const typical = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)]!;
  return [
    ...typical.diagnosis.map((line) => `- ${line}`),
    ...(failing.size ? ['', `Audits under their mark in at least one of the ${RUNS} runs:`, ''] : []),
    ...[...failing.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, found]) => {
        const values = [...new Set(found.map((f) => f.value).filter(Boolean))];
        const where = [...new Set(found.flatMap((f) => f.where))];
        return (
          `- [${found[0]!.category}] ${id}: ${found[0]!.title}${values.length ? ` — ${values.join(', ')}` : ''} ` +
          `(${found.length} of ${RUNS} runs)${where.length ? `; on ${where.map((w) => `\`${w}\``).join(', ')}` : ''}`
        );
      }),
  ];
}

async function runOnce(url: string, extraFlags: string[]): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS, ...extraFlags],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audits = lhr.audits as unknown as Record<string, Audit>;
    const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const failing = new Map<string, Failing>();
    for (const category of CATEGORIES) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (
          !audit ||
          audit.score === null ||
          ['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode)
        )
          continue;
        if (audit.score >= (category === 'performance' ? 0.9 : 1)) continue;
        const where =
          category === 'performance'
            ? []
            : (audit.details?.items ?? [])
                .map((item) => (item.node as Node | undefined)?.selector)
                .filter((selector): selector is string => Boolean(selector))
                .slice(0, 3);
        failing.set(ref.id, { category, title: audit.title, value: audit.displayValue, where });
      }
    }
    return {
      scores,
      metrics: {
        fcp: numeric('first-contentful-paint'),
        lcp: numeric('largest-contentful-paint'),
        tbt: numeric('total-blocking-time'),
        si: numeric('speed-index'),
        cls: numeric('cumulative-layout-shift'),
      },
      failing,
      diagnosis: diagnose(audits, new URL(url).origin),
    };
  } finally {
    chrome.kill();
  }
}

type Node = { selector?: string; nodeLabel?: string; snippet?: string };

/** What Lighthouse found behind the metrics: the LCP element and its phases, the shifts, blocking and unused code. */
function diagnose(audits: Record<string, Audit>, origin: string): string[] {
  const lines: string[] = [];
  const short = (url: unknown) => String(url).replace(origin, '');
  const items = (id: string) => audits[id]?.details?.items ?? [];

  const lcpParts = items('lcp-breakdown-insight');
  const lcpNode = lcpParts.find((i) => i.type === 'node') as Node | undefined;
  const phases = (lcpParts.find((i) => i.type === 'table') as { items?: { label: string; duration: number }[] })?.items;
  if (lcpNode) {
    lines.push(
      `LCP element: \`${lcpNode.selector}\` (${String(lcpNode.nodeLabel).split('\n')[0]})` +
        (phases ? `; ${phases.map((p) => `${p.label.toLowerCase()} ${p.duration.toFixed(0)} ms`).join(', ')}` : ''),
    );
  }
  const discovery = items('lcp-discovery-insight').find((i) => i.type === 'checklist') as
    { items?: Record<string, { label: string; value: boolean }> } | undefined;
  const missing = Object.values(discovery?.items ?? {}).filter((c) => !c.value);
  if (missing.length) lines.push(`LCP discovery: not met — ${missing.map((c) => c.label).join('; ')}`);

  const shifts = items('layout-shifts') as { node?: Node; score?: number }[];
  if (shifts.length) {
    lines.push(
      `Layout shifts: ${shifts.map((s) => `\`${s.node?.selector ?? '?'}\` ${Number(s.score ?? 0).toFixed(3)}`).join(', ')}`,
    );
  }
  const blocking = items('render-blocking-insight') as { url?: string; wastedMs?: number }[];
  if (blocking.length) {
    lines.push(
      `Render-blocking: ${blocking.map((b) => `${short(b.url)} (${Number(b.wastedMs ?? 0).toFixed(0)} ms)`).join(', ')}`,
    );
  }
  const unused = items('unused-javascript') as { url?: string; totalBytes?: number; wastedBytes?: number }[];
  if (unused.length) {
    lines.push(
      `Unused JavaScript: ${unused.map((u) => `${short(u.url)} ${kb(Number(u.wastedBytes))} of ${kb(Number(u.totalBytes))}`).join(', ')}`,
    );
  }
  const bootup = (items('bootup-time') as { url?: string; total?: number; scripting?: number }[]).slice(0, 4);
  if (bootup.length) {
    lines.push(
      `Main-thread CPU by script (simulated slow phone): ${bootup.map((b) => `${short(b.url)} ${Number(b.total).toFixed(0)} ms`).join(', ')}`,
    );
  }
  const work = items('mainthread-work-breakdown') as { groupLabel?: string; duration?: number }[];
  if (work.length) {
    lines.push(
      `Main-thread work: ${work.map((w) => `${w.groupLabel} ${Number(w.duration).toFixed(0)} ms`).join(', ')}`,
    );
  }
  return lines;
}
