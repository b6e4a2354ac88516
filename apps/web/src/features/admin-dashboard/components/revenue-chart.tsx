// Owns the daily revenue chart, drawn by uPlot on a canvas. Loaded only when the dashboard shows it (lazyComponent),
// so neither the library nor its styles weigh on the shop's pages. Its numbers are also a table (daily-table.tsx).
import type { DashboardDay } from '@shop/contract/dashboard';
import { formatRupees } from '@shop/contract/money';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { dayLabel, dayMoment } from '#web/features/admin-dashboard/components/day-label.ts';

const HEIGHT = 220;
const HALF_DAY_S = 43_200;
/** The revenue axis reaches at least this high, however quiet the days: no sales yet reads ₹0 to ₹100, not ₹0 to ₹1. */
const LEAST_TOP_RUPEES = 100;
/** The revenue axis's steps, whole rupees only (1, 2, 5, 10, 20, 50 … ₹50 crore): never "₹0.8". */
const RUPEE_STEPS = Array.from({ length: 9 }, (_, power) => [1, 2, 5].map((m) => m * 10 ** power)).flat();
const tickDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });
const compactRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

function canDraw(): boolean {
  try {
    // jsdom (component tests) has canvas elements but no drawing, and complains on the console when asked for one.
    if (/jsdom/i.test(navigator.userAgent)) return false;
    return Boolean(document.createElement('canvas').getContext('2d'));
  } catch {
    return false;
  }
}

/** What a screen reader hears for the picture: the span, the total and the best day. */
function summary(days: DashboardDay[]): string {
  if (days.length === 0) return 'Revenue by day: no days';
  const total = days.reduce((sum, day) => sum + day.revenue, 0);
  const best = days.reduce((top, day) => (day.revenue > top.revenue ? day : top), days[0]!);
  const span =
    days.length === 1 ? dayLabel(days[0]!.date) : `${dayLabel(days[0]!.date)} to ${dayLabel(days.at(-1)!.date)}`;
  return (
    `Revenue by day, ${span}: ${formatRupees(total)} in all` +
    (best.revenue > 0 ? `, the most ${formatRupees(best.revenue)} on ${dayLabel(best.date)}` : '')
  );
}

export function RevenueChart({ days }: { days: DashboardDay[] }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const xs = days.map((day) => dayMoment(day.date) / 1000);
    const colour = getComputedStyle(element).color || '#111';
    // uPlot draws a moment later, where an error could not be caught: without a 2D canvas, do not start it (the
    // picture's label and the table still give the numbers).
    if (!canDraw()) return;
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: true, range: () => [xs[0]! - HALF_DAY_S, xs.at(-1)! + HALF_DAY_S] },
          y: { range: (_, __, max) => [0, Math.max(max, LEAST_TOP_RUPEES) * 1.1] },
        },
        axes: [
          {
            stroke: colour,
            // One tick a day (every few days when they would crowd), never two labels for one day.
            splits: (u) => {
              const step = Math.max(1, Math.ceil(xs.length / Math.max(1, Math.floor(u.width / 64))));
              return xs.filter((_, index) => index % step === 0);
            },
            values: (_, ticks) => ticks.map((t) => tickDay.format(t * 1000)),
          },
          {
            stroke: colour,
            size: 64,
            incrs: RUPEE_STEPS,
            values: (_, ticks) => ticks.map((t) => compactRupees.format(t)),
          },
        ],
        series: [
          {},
          {
            label: 'Revenue',
            stroke: colour,
            fill: colour,
            paths: uPlot.paths.bars!({ size: [0.7, 48] }),
            points: { show: false },
          },
        ],
      },
      [xs, days.map((day) => day.revenue)],
      element,
    );
    const resize =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT }));
    resize?.observe(element);
    return () => {
      resize?.disconnect();
      chart.destroy();
    };
  }, [days]);

  return (
    <div
      ref={box}
      role="img"
      aria-label={summary(days)}
      className="min-h-[220px] w-full overflow-hidden text-foreground"
    />
  );
}
