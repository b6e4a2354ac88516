// Owns reading a period's tax invoices and credit notes (by their India date, as printed), and the invoices those
// credit notes reduce, which may be of an earlier period.
import { and, gte, inArray, lte, sql } from 'drizzle-orm';
import type { InvoiceData } from '@shop/contract/invoice';
import type { Reader } from '../../platform/db/database.ts';
import { creditNotes, invoices } from '../../platform/db/schema.ts';
import type { Gstr1Input } from './gstr1-sections.ts';

/** `data.date` is YYYY-MM-DD, so comparing the text compares the days. */
const dateOf = (table: typeof invoices | typeof creditNotes) => sql<string>`${table.data}->>'date'`;

export async function periodDocuments(db: Reader, days: { first: string; last: string }): Promise<Gstr1Input> {
  const inPeriod = (table: typeof invoices | typeof creditNotes) =>
    and(gte(dateOf(table), days.first), lte(dateOf(table), days.last));
  const issued = await db.select({ data: invoices.data }).from(invoices).where(inPeriod(invoices));
  const notes = await db
    .select({ orderId: creditNotes.orderId, data: creditNotes.data })
    .from(creditNotes)
    .where(inPeriod(creditNotes));
  const originals = new Map<string, InvoiceData>();
  if (notes.length > 0) {
    const orderIds = [...new Set(notes.map((note) => note.orderId))];
    const rows = await db
      .select({ orderId: invoices.orderId, data: invoices.data })
      .from(invoices)
      .where(inArray(invoices.orderId, orderIds));
    for (const row of rows) originals.set(row.orderId, row.data);
  }
  return {
    invoices: issued.map((row) => row.data),
    // A credit note is only issued against its order's invoice (invoices are never deleted), so the original is there.
    creditNotes: notes.map((note) => ({ note: note.data, original: originals.get(note.orderId)! })),
  };
}
