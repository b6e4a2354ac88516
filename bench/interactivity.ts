// Owns measure 10, "usable at first paint" (issue 32): home, listing and a product page with sizes opened cold in
// Chromium under DevTools throttling (4× CPU, 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, a phone's screen),
// five runs each, for each build it is given (today's build beside an earlier revision's); medians of first contentful
// paint, the moment the first "Add to cart" can be pressed, hydration done, long-task time during load, and the
// interaction delay (INP, as the web-vitals library reports it) of pressing "Add to cart" right after hydration.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, devices, type Browser, type Page as PlaywrightPage } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import type { Page } from './page-weight.ts';
import { median, type MeasureResult, type Row } from './results.ts';
import { ROOT } from './shop.ts';

export const RUNS = 5;
const BUDGET = { gapMs: 200, hydrationRatio: 0.7, inpMs: 200 };
/** DevTools throttling as issue 32 measured: Lighthouse's mobile figures applied by Chromium itself. */
const THROTTLING = { cpuRate: 4, latencyMs: 150, downKbps: 1600, upKbps: 750 };
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 7']!.userAgent,
};
/** A page that has not hydrated by then is given up on; long tasks are counted until then at most. */
const LOAD_LIMIT_MS = 15_000;
/** Long tasks are counted until this long after hydration: the lazy code and effects that follow it. */
const AFTER_HYDRATION_MS = 3000;
const INP_WAIT_MS = 5000;
/**
 * web-vitals' browser build, which declares `var webVitals`. Playwright wraps each init script in a function, so that
 * name would not outlive its own script: it goes in the same init script as the probe that uses it.
 */
const WEB_VITALS = readFileSync(
  path.join(ROOT, 'node_modules/web-vitals/dist/web-vitals.attribution.iife.js'),
  'utf8',
).replace(/\/\/# sourceMappingURL=.*$/m, '');

/**
 * Runs in the page before any of its own scripts (an init script, so plain JavaScript): records first contentful paint,
 * long tasks, the first pointerdown and INP, and watches every frame and DOM change for the first visible, enabled
 * "Add to cart" button (usable), then for it and the header's cart control carrying React's props (hydration done).
 */
const PROBE = `(() => {
  const marks = { fcp: null, usable: null, hydrated: null, longTasks: [], pointerDown: null, inp: null };
  Object.defineProperty(window, '__bench', { value: marks });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') marks.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) marks.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  addEventListener('pointerdown', (e) => { marks.pointerDown ??= e.timeStamp; }, true);
  webVitals.onINP((metric) => {
    const a = metric.attribution;
    marks.inp = { value: metric.value, inputDelay: a.inputDelay, processing: a.processingDuration,
      presentation: a.presentationDelay, target: a.interactionTarget ?? '' };
  }, { reportAllChanges: true, durationThreshold: 16 });

  const hasProps = (el) => Object.keys(el).some((k) => k.startsWith('__reactProps$'));
  const addToCart = (el) =>
    /^add to cart\\b/i.test(el.textContent.trim()) || /add to cart/i.test(el.getAttribute('aria-label') ?? '');
  const headerCart = () => [...(document.querySelector('header')?.querySelectorAll('button, a') ?? [])]
    .find((el) => /cart/i.test(el.getAttribute('aria-label') ?? el.textContent));
  let observer;
  const check = () => {
    if (marks.hydrated !== null) return;
    const now = performance.now();
    const button = [...document.querySelectorAll('button')]
      .find((el) => addToCart(el) && !el.matches(':disabled') && el.checkVisibility());
    if (!button) return;
    marks.usable ??= now;
    const cart = headerCart();
    if (hasProps(button) && cart && hasProps(cart)) {
      marks.hydrated = now;
      window.__benchButton = button;
      observer.disconnect();
    }
  };
  observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true });
  const frame = () => { check(); if (marks.hydrated === null) requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
})();`;

type Marks = {
  fcp: number | null;
  usable: number | null;
  hydrated: number | null;
  longTasks: { start: number; duration: number }[];
  pointerDown: number | null;
  inp: { value: number; inputDelay: number; processing: number; presentation: number; target: string } | null;
};

/** One cold load; NaN for what did not happen (no usable button, no hydration in 15 s, no INP reported). */
type Run = {
  fcp: number;
  usable: number;
  gap: number;
  hydrated: number;
  longTasks: number;
  inp: number;
  /** From hydration done to the pointerdown of the click: how soon "right after" was. */
  clickDelay: number;
  inpParts: string;
};
const FIGURES = ['fcp', 'usable', 'gap', 'hydrated', 'longTasks', 'inp'] as const;
type Figure = (typeof FIGURES)[number];
type Medians = Record<Figure, number>;

/** A shop serving one web build: today's, or the baseline revision's. */
export type Build = { name: string; url: string };

export async function measureInteractivity(pages: Page[], builds: Build[]): Promise<MeasureResult> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const runs = new Map<string, Run[]>();
  const key = (build: Build, page: Page) => `${build.name} ${page.name}`;
  try {
    for (const page of pages) {
      for (let i = 0; i < RUNS; i += 1) {
        // Alternating which build goes first, so a machine that slows down during a page's runs favours neither.
        for (const build of i % 2 ? [...builds].reverse() : builds) {
          const url = build.url + page.path;
          const run = await once(browser, url).catch(() => once(browser, url));
          runs.set(key(build, page), [...(runs.get(key(build, page)) ?? []), run]);
        }
      }
    }
  } finally {
    await browser.close();
  }

  // A figure a run did not reach counts as the slowest: the median says "—" once half the runs did not reach it.
  const medians = (build: Build, page: Page): Medians =>
    Object.fromEntries(
      FIGURES.map((f) => [f, median(runs.get(key(build, page))!.map((r) => (Number.isNaN(r[f]) ? Infinity : r[f])))]),
    ) as Medians;
  const current = builds.at(-1)!;
  const baseline = builds.length > 1 ? builds[0] : undefined;
  const rows: Row[] = [];
  for (const page of pages) {
    const now = medians(current, page);
    const before = baseline && medians(baseline, page);
    const beside = (figure: Figure) => (before ? `; ${baseline.name} ${msText(before[figure])}` : '');
    const ratio = before ? now.hydrated / before.hydrated : NaN;
    rows.push(
      {
        measure: `10 ${page.name}: "Add to cart" usable after first paint`,
        value:
          `+${msText(now.gap)} (first paint ${msText(now.fcp)}, usable ${msText(now.usable)}` +
          `${before ? `; ${baseline.name} +${msText(before.gap)}: ${msText(before.fcp)}, ${msText(before.usable)}` : ''})`,
        budget: `≤ ${BUDGET.gapMs} ms`,
        pass: now.gap <= BUDGET.gapMs,
      },
      {
        measure: `10 ${page.name}: hydration done`,
        value: `${msText(now.hydrated)}${before ? `; ${baseline.name} ${msText(before.hydrated)} (${ratio.toFixed(2)}×)` : ''}`,
        budget: `≤ ${BUDGET.hydrationRatio}× the baseline's`,
        pass: before ? ratio <= BUDGET.hydrationRatio : undefined,
      },
      {
        measure: `10 ${page.name}: long tasks during load`,
        value: `${msText(now.longTasks)}${beside('longTasks')}`,
        budget: "≤ the baseline's",
        pass: before ? now.longTasks <= before.longTasks : undefined,
      },
      {
        measure: `10 ${page.name}: INP of "Add to cart" after hydration`,
        value: `${msText(now.inp)}${beside('inp')}`,
        budget: `≤ ${BUDGET.inpMs} ms`,
        pass: now.inp <= BUDGET.inpMs,
      },
    );
  }

  const table = [
    '| page | build | first contentful paint | "Add to cart" usable | usable − FCP | hydration done | long tasks | INP of "Add to cart" |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...pages.flatMap((page) =>
      builds.map((build) => {
        const m = medians(build, page);
        return `| ${page.name} | ${build.name} | ${FIGURES.map((f) => msText(m[f])).join(' | ')} |`;
      }),
    ),
  ].join('\n');
  const details = pages.flatMap((page) =>
    builds.map((build) => {
      const list = runs.get(key(build, page))!;
      const each = (figure: Figure | 'clickDelay') => list.map((r) => msText(r[figure])).join(', ');
      return (
        `- ${page.name} (${page.path}), ${build.name}: first paint ${each('fcp')}; usable ${each('usable')}; ` +
        `hydrated ${each('hydrated')}; long tasks ${each('longTasks')}; INP ${each('inp')} ` +
        `(input delay / processing / presentation: ${list.map((r) => r.inpParts).join(', ')}); ` +
        `click after hydration ${each('clickDelay')}`
      );
    }),
  );
  const notes = [
    `Measure 10: each page opened cold (a new browser context, cache disabled) in Chromium with DevTools throttling ` +
      `(CPU ${THROTTLING.cpuRate}× slower, ${THROTTLING.latencyMs} ms latency, ${THROTTLING.downKbps / 1000} Mbit/s ` +
      `down, ${THROTTLING.upKbps} kbit/s up) on a ${PHONE.viewport.width}×${PHONE.viewport.height} phone screen, ` +
      `${RUNS} runs per page and build, alternating the builds; medians, in ms from the start of navigation. ` +
      `"Usable": the first visible "Add to cart" button that is not :disabled is in the document, and painted (no ` +
      `earlier than first contentful paint). "Hydration done": ` +
      `that button and the header's cart button carry React's props. Long tasks: their durations until ` +
      `${AFTER_HYDRATION_MS / 1000} s after hydration done (${LOAD_LIMIT_MS / 1000} s at most), less those of the ` +
      `click. INP: web-vitals' onINP of a real pointer click on that button as soon as hydration is seen ` +
      `(a visitor is told to log in: that toast is the interaction). "—": not reached.\n\n${table}`,
    `Measure 10, each run:\n\n${details.join('\n')}`,
  ];
  return { rows, notes };
}

/** One cold load of `url` with its own context and throttling, then the click on "Add to cart". */
async function once(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript({ content: `${WEB_VITALS}\n${PROBE}` });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latencyMs,
      downloadThroughput: (THROTTLING.downKbps * 1000) / 8,
      uploadThroughput: (THROTTLING.upKbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuRate });
    const answer = await page.goto(url, { waitUntil: 'commit', timeout: 30_000 });
    if (!answer?.ok()) throw new Error(`${url} answered ${answer?.status()}`);
    const read = () => page.evaluate<Marks>('window.__bench');
    const hydrated = await until(page, 'window.__bench?.hydrated != null', LOAD_LIMIT_MS);
    if (hydrated) {
      // The button brought into view and pressed where it is, at once: Playwright's own click checks the element over
      // several frames first, which under throttling put a few hundred ms between hydration and the press.
      const point = await page.evaluate<{ x: number; y: number } | null>(`(() => {
        const button = window.__benchButton;
        if (!button?.isConnected) return null;
        button.scrollIntoView({ block: 'center' });
        const box = button.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      })()`);
      if (!point) throw new Error(`${url}: the "Add to cart" button that hydrated is gone`);
      await page.mouse.click(point.x, point.y);
      await until(page, 'window.__bench?.inp != null', INP_WAIT_MS);
    }
    const before = await read();
    const horizon = Math.min((before.hydrated ?? LOAD_LIMIT_MS) + AFTER_HYDRATION_MS, LOAD_LIMIT_MS);
    const elapsed = await page.evaluate<number>('performance.now()');
    if (elapsed < horizon) await page.waitForTimeout(horizon - elapsed);
    const marks = await read();

    const click = marks.pointerDown;
    const ofClick = (start: number) => click !== null && start >= click && start <= click + (marks.inp?.value ?? 0);
    const value = (v: number | null) => v ?? NaN;
    const inp = marks.inp;
    // Server-rendered HTML can hold an enabled button before its stylesheet lets anything paint: a shopper can press
    // it once it is painted, so usable is never earlier than the first contentful paint.
    const fcp = value(marks.fcp);
    const usable = Math.max(value(marks.usable), fcp);
    return {
      fcp,
      usable,
      gap: usable - fcp,
      hydrated: value(marks.hydrated),
      longTasks: marks.longTasks
        .filter((t) => t.start < horizon && !ofClick(t.start))
        .reduce((sum, t) => sum + t.duration, 0),
      inp: value(inp?.value ?? null),
      clickDelay: value(click) - value(marks.hydrated),
      inpParts: inp
        ? [inp.inputDelay, inp.processing, inp.presentation].map((v) => Math.round(v)).join(' / ')
        : 'not reported',
    };
  } finally {
    await context.close();
  }
}

/**
 * Whether `expression` became true in the page within `timeoutMs`, asked every 50 ms from here: the shop's Content
 * Security Policy forbids the string evaluation Playwright's waitForFunction polls with in the page.
 */
async function until(page: PlaywrightPage, expression: string, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    // Before the page's document is there, or while it is replaced, there is nothing to ask yet.
    if (await page.evaluate<boolean>(expression).catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** Milliseconds as whole numbers; "—" for what was not reached. */
const msText = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '—');
