// Owns the dashboard's calendar: a range as India's days (midnight to midnight, +05:30 all year, no daylight saving),
// and the same-length period just before it.
import type { DashboardRange } from '@shop/contract/dashboard';

const DAY_MS = 86_400_000;
const INDIA_OFFSET_MS = 330 * 60_000;

export const RANGE_DAYS: Record<DashboardRange, number> = { today: 1, '7d': 7, '30d': 30 };

export type DashboardPeriods = {
  /** Midnight in India on the range's first day. */
  start: Date;
  /** Now: the range runs to this moment. */
  end: Date;
  /**
   * The period before: as many days back, up to the same time of day, so a morning's "today" is set against
   * yesterday morning, not against the whole of yesterday.
   */
  previousStart: Date;
  previousEnd: Date;
  /** The range's India days, YYYY-MM-DD, oldest first. */
  days: string[];
};

/** The India calendar day of a moment, YYYY-MM-DD. */
export function indiaDay(at: Date | number): string {
  return new Date(Number(at) + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Midnight in India on the day `at` falls in. */
export function indiaMidnight(at: Date | number): Date {
  return new Date(Math.floor((Number(at) + INDIA_OFFSET_MS) / DAY_MS) * DAY_MS - INDIA_OFFSET_MS);
}

export function dashboardPeriods(range: DashboardRange, now: Date): DashboardPeriods {
  const dayCount = RANGE_DAYS[range];
  const start = indiaMidnight(now).getTime() - (dayCount - 1) * DAY_MS;
  const span = dayCount * DAY_MS;
  return {
    start: new Date(start),
    end: now,
    previousStart: new Date(start - span),
    previousEnd: new Date(now.getTime() - span),
    days: Array.from({ length: dayCount }, (_, index) => indiaDay(start + index * DAY_MS)),
  };
}
