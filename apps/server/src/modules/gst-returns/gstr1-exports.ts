// Owns the record of GSTR-1 downloads (gstr1_exports): each time the return's JSON or CSV files are handed over, for
// which months and by whom. A month inside a downloaded return is taken as filed (decision 028).
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Gstr1Period } from '@shop/contract/gst-returns';
import type { Reader } from '../../platform/db/database.ts';
import { gstr1Exports } from '../../platform/db/schema.ts';

/** A download of the return: its period and when it was handed over. */
export type Gstr1Export = Gstr1Period & { exportedAt: Date };

export async function recordGstr1Export(db: Reader, period: Gstr1Period, staffId: string | null, now = new Date()) {
  await db
    .insert(gstr1Exports)
    .values({ fromMonth: period.from, toMonth: period.to, exportedBy: staffId, exportedAt: now });
}

/** When this very period (the same first and last month) was last downloaded, or null. */
export async function lastExportOf(db: Reader, period: Gstr1Period): Promise<Date | null> {
  const [row] = await db
    .select({ exportedAt: gstr1Exports.exportedAt })
    .from(gstr1Exports)
    .where(and(eq(gstr1Exports.fromMonth, period.from), eq(gstr1Exports.toMonth, period.to)))
    .orderBy(desc(gstr1Exports.exportedAt))
    .limit(1);
  return row?.exportedAt ?? null;
}

/**
 * For each month (YYYY-MM) inside a downloaded return, the first download that covered it: a month or a quarter, so
 * November counts as filed once "October–December" was downloaded.
 */
export async function firstExportsCovering(db: Reader, months: string[]): Promise<Map<string, Gstr1Export>> {
  const covering = new Map<string, Gstr1Export>();
  if (months.length === 0) return covering;
  const sorted = [...months].sort();
  // Months as YYYY-MM compare as text; the table is small (a row or two a month), so the rest is sorted out here.
  const rows = await db
    .select({ from: gstr1Exports.fromMonth, to: gstr1Exports.toMonth, exportedAt: gstr1Exports.exportedAt })
    .from(gstr1Exports)
    .where(and(lte(gstr1Exports.fromMonth, sorted.at(-1)!), gte(gstr1Exports.toMonth, sorted[0]!)))
    .orderBy(gstr1Exports.exportedAt);
  for (const month of months) {
    const first = rows.find((row) => row.from <= month && month <= row.to);
    if (first) covering.set(month, first);
  }
  return covering;
}
