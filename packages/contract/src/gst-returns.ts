// Owns the GST returns API (issue 31): GSTR-1 for a month or a calendar quarter, downloaded as the JSON the GST
// portal's offline tool imports or as CSV files for an accountant, and its section totals for staff to check on screen.
// The period's rules live here so the screen offers only periods the server accepts.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A return's period: its first and last month (YYYY-MM), the same for a month, three apart for a quarter. */
export type Gstr1Period = { from: string; to: string };

/** Months since year 0, so months can be counted apart across a new year. */
const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthAt = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/** Calendar quarters start in January, April, July and October, so each lies within one financial year. */
const QUARTER_FIRST_MONTHS = [1, 4, 7, 10];

/** Why `from`–`to` is not a period a GSTR-1 is filed for, in words for staff; null when it is one. */
export function periodProblem({ from, to }: Gstr1Period): string | null {
  const apart = monthIndex(to) - monthIndex(from);
  if (apart < 0) return 'The last month (to) is before the first month (from)';
  if (apart === 0) return null;
  if (apart > 2) return 'A GSTR-1 covers one month or one quarter: these months are more than a quarter apart';
  if (apart === 2 && QUARTER_FIRST_MONTHS.includes(Number(from.slice(5, 7)))) return null;
  return 'A GSTR-1 covers one month or one calendar quarter (January–March, April–June, July–September, October–December)';
}

/** The return period the portal names (`fp`): MMYYYY of the last month, which for a quarter is its third month. */
export const filingPeriod = ({ to }: Gstr1Period) => `${to.slice(5, 7)}${to.slice(0, 4)}`;

/** The period's first and last days, YYYY-MM-DD (India's calendar: invoices are dated in India's time). */
export function periodDays({ from, to }: Gstr1Period): { first: string; last: string } {
  const [year, month] = [Number(to.slice(0, 4)), Number(to.slice(5, 7))];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { first: `${from}-01`, last: `${to}-${String(lastDay).padStart(2, '0')}` };
}

/** The month `at` falls in, in India's time, as YYYY-MM. */
export const indiaMonth = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 7);

/** The month before the one `at` falls in (India's time): the return usually being prepared. */
export const previousMonth = (at: Date): Gstr1Period => {
  const month = monthAt(monthIndex(indiaMonth(at)) - 1);
  return { from: month, to: month };
};

/** The latest `count` months, the one `at` falls in first. */
export function recentMonths(at: Date, count: number): Gstr1Period[] {
  const now = monthIndex(indiaMonth(at));
  return Array.from({ length: count }, (_, back) => monthAt(now - back)).map((month) => ({ from: month, to: month }));
}

/** The latest `count` calendar quarters, the one `at` falls in first. */
export function recentQuarters(at: Date, count: number): Gstr1Period[] {
  const now = monthIndex(indiaMonth(at));
  const start = now - (now % 3);
  return Array.from({ length: count }, (_, back) => ({
    from: monthAt(start - back * 3),
    to: monthAt(start - back * 3 + 2),
  }));
}

const MONTH_NAMES = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthName = (month: string) =>
  MONTH_NAMES.format(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1)));

/** "November 2026", or "October–December 2026" for a quarter. */
export function periodLabel({ from, to }: Gstr1Period): string {
  if (from === to) return monthName(from);
  return `${monthName(from).split(' ')[0]}–${monthName(to)}`;
}

const DOWNLOADED_AT = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Kolkata',
});

/** "27 Nov 2026, 14:05": when a return was downloaded, in India's time whatever the machine's zone. */
export const downloadedAtLabel = (at: string | Date) =>
  DOWNLOADED_AT.format(typeof at === 'string' ? new Date(at) : at);

const periodFields = {
  from: z.string().regex(MONTH, 'Give the first month as YYYY-MM, e.g. 2026-10'),
  to: z.string().regex(MONTH, 'Give the last month as YYYY-MM, e.g. 2026-12'),
};

/** Refuses a period that is not one month or one calendar quarter, with the reason in plain words. */
const checkPeriod = (period: Gstr1Period, ctx: z.RefinementCtx) => {
  const problem = periodProblem(period);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
};

export const gstr1SummaryQuery = z.object(periodFields).superRefine(checkPeriod);

export const GSTR1_FORMATS = ['json', 'csv'] as const;
export const gstr1DownloadQuery = z
  .object({
    ...periodFields,
    /** json: the portal's offline tool's import; csv: a zip of one CSV per section, for an accountant. */
    format: z.enum(GSTR1_FORMATS, { error: 'Format is json or csv' }).default('json'),
  })
  .superRefine(checkPeriod);

/** The return's sections with money in them, in the order the portal's tables come. */
export const GSTR1_SECTIONS = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn_b2b', 'hsn_b2c'] as const;
export type Gstr1Section = (typeof GSTR1_SECTIONS)[number];

export const GSTR1_SECTION_LABELS: Record<Gstr1Section, string> = {
  b2b: 'B2B invoices (4A)',
  b2cl: 'B2C large, inter-state (5)',
  b2cs: 'B2C others, net of their credit notes (7)',
  cdnr: 'Credit notes, registered buyers (9B)',
  cdnur: 'Credit notes, unregistered, B2C large (9B)',
  hsn_b2b: 'HSN summary, B2B (12)',
  hsn_b2c: 'HSN summary, B2C (12)',
};

/** Rupees, two decimals, worked out of paise. */
const amounts = {
  taxable: z.number(),
  igst: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  /** Taxable value plus the taxes: what the documents came to. */
  total: z.number(),
};

export const gstr1SectionTotals = z.object({
  section: z.enum(GSTR1_SECTIONS),
  /** The invoices and credit notes the section reports (B2C others: both, its credit notes counted as negatives). */
  documents: z.number().int(),
  /** The rows the section has in the return (invoices, rate rows, HSN rows). */
  rows: z.number().int(),
  ...amounts,
});
export type Gstr1SectionTotals = z.infer<typeof gstr1SectionTotals>;

/** One run of consecutive numbers in a series (an invoice prefix and financial year), for Table 13. */
export const gstr1DocumentSeries = z.object({
  kind: z.enum(['invoices', 'credit_notes']),
  from: z.string(),
  to: z.string(),
  total: z.number().int(),
  cancelled: z.number().int(),
  net_issued: z.number().int(),
});
export type Gstr1DocumentSeries = z.infer<typeof gstr1DocumentSeries>;

export const gstr1Summary = z.object({
  gstin: z.string(),
  /** MMYYYY, as the portal names the period. */
  fp: z.string(),
  from: z.string(),
  to: z.string(),
  sections: z.array(gstr1SectionTotals),
  documents: z.array(gstr1DocumentSeries),
  /** The period's invoices less its credit notes: what B2B + B2CL + B2C others − the credit notes' sections make. */
  net: z.object(amounts),
  /**
   * When this very period's return was last downloaded (the JSON or the CSV files), ISO; null if never. A downloaded
   * return is taken as filed: its invoices' buyers can no longer be changed (decision 028).
   */
  exported_at: z.string().nullable(),
});
export type Gstr1Summary = z.infer<typeof gstr1Summary>;

/** The return itself, sent as a file (JSON for the portal, or a zip of CSV files); a link downloads it. */
export const gstr1File = z
  .string()
  .describe('GSTR-1 as the portal JSON (application/json) or CSV files (application/zip)');

export const gstReturnEndpoints = {
  gstr1: endpoint({
    method: 'GET',
    path: '/api/admin/reports/gstr1',
    permission: 'reports.read',
    tag: 'admin reports',
    query: gstr1DownloadQuery,
    answer: gstr1File,
    errors: [400, 401, 403, 409],
  }),
  gstr1Summary: endpoint({
    method: 'GET',
    path: '/api/admin/reports/gstr1/summary',
    permission: 'reports.read',
    tag: 'admin reports',
    query: gstr1SummaryQuery,
    answer: z.object({ success: z.literal(true), data: gstr1Summary }),
    errors: [400, 401, 403, 409],
  }),
};
