// Owns the exports' calendar: a period of India's days as the moments it spans (+05:30 all year, no daylight saving),
// and how a moment is written in a CSV cell.
import { calendarDayMs, type ExportPeriod } from '@shop/contract/exports';

const DAY_MS = 86_400_000;
const INDIA_OFFSET_MS = 330 * 60_000;

/** What a period covers: from midnight in India on `from` up to (not including) midnight after `to`. */
export type PeriodBounds = { start: Date; end: Date };

export function periodBounds(period: ExportPeriod): PeriodBounds {
  return {
    start: new Date(calendarDayMs(period.from) - INDIA_OFFSET_MS),
    end: new Date(calendarDayMs(period.to) + DAY_MS - INDIA_OFFSET_MS),
  };
}

/** "2026-11-25 14:05", India's time: a spreadsheet reads it as a date and time. */
export function indiaDateTime(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** "2026-11-25", India's calendar day. */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}
