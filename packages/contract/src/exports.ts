// Owns the staff's CSV exports API (issue 31): orders line by line, customers, and the sales register of tax invoices
// and credit notes, each a CSV file for a period of India's calendar days, streamed as it is read.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/** The longest period one export covers: a year, leap day included. */
export const EXPORT_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

/** Milliseconds since 1970 of a YYYY-MM-DD day's start in UTC, or NaN when it is no day of the calendar (2026-02-30). */
export function calendarDayMs(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return NaN;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const ms = Date.UTC(year, month - 1, date);
  // Date.UTC rolls 30 February over into March; a real day reads back as itself.
  return new Date(ms).toISOString().slice(0, 10) === day ? ms : NaN;
}

/** How many days `from` to `to` covers, both counted. */
export const periodDays = (from: string, to: string) => (calendarDayMs(to) - calendarDayMs(from)) / DAY_MS + 1;

// The error handler names the field: "from: Give a real date as YYYY-MM-DD".
const day = z
  .string('Give the date as YYYY-MM-DD')
  .refine((value) => !Number.isNaN(calendarDayMs(value)), 'Give a real date as YYYY-MM-DD');

/** A period of India's days, `from` 00:00 to `to` 23:59:59.999 (IST), both included. */
export const exportPeriodQuery = z
  .object({ from: day, to: day })
  .refine(({ from, to }) => to >= from, { error: 'The period ends (to) before it starts (from)' })
  .refine(({ from, to }) => !(periodDays(from, to) > EXPORT_MAX_DAYS), {
    error: `A period is at most ${EXPORT_MAX_DAYS} days: export a longer one in parts`,
  });
export type ExportPeriod = z.infer<typeof exportPeriodQuery>;

/** A CSV file (text/csv; charset=utf-8), downloaded as an attachment. Money in rupees with two decimals, no sign. */
export const exportCsv = z.string().describe('A CSV file (text/csv), sent as it is read');

/** The file a period's export downloads as: `orders_2026-04-01_2027-03-31.csv`. */
export const exportFileName = (kind: string, period?: ExportPeriod) =>
  period ? `${kind}_${period.from}_${period.to}.csv` : `${kind}.csv`;

const errors = [400, 401, 403] as const;

export const exportEndpoints = {
  /** One row per order line of the orders placed in the period. */
  orders: endpoint({
    method: 'GET',
    path: '/api/admin/exports/orders',
    permission: 'exports.read',
    tag: 'admin exports',
    query: exportPeriodQuery,
    answer: exportCsv,
    errors,
  }),
  /** One row per shopper, with what they have ordered so far. */
  customers: endpoint({
    method: 'GET',
    path: '/api/admin/exports/customers',
    permission: 'exports.read',
    tag: 'admin exports',
    answer: exportCsv,
    errors: [401, 403],
  }),
  /** One row per tax invoice and credit note issued in the period (credit notes negative). */
  salesRegister: endpoint({
    method: 'GET',
    path: '/api/admin/exports/sales-register',
    permission: 'exports.read',
    tag: 'admin exports',
    query: exportPeriodQuery,
    answer: exportCsv,
    errors,
  }),
};
