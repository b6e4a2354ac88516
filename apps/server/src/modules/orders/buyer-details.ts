// Owns staff changing an order's business buyer (issue 31): its GSTIN and name added, changed or removed, the change
// on the timeline and the invoice issued again under the same number and date; and the one rule for when it may no
// longer change: its invoice's month is in a downloaded GSTR-1 (filed), or a credit note reduces the invoice.
import { eq, inArray, sql } from 'drizzle-orm';
import { periodLabel } from '@shop/contract/gst-returns';
import { MESSAGES } from '@shop/contract/messages';
import { formatDate } from '@shop/contract/money';
import type { Db, Reader } from '../../platform/db/database.ts';
import { creditNotes, invoices, orders } from '../../platform/db/schema.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import { firstExportsCovering, type Gstr1Export } from '../gst-returns/index.ts';
import { reissueInvoice } from '../invoices/index.ts';
import { getSettings } from '../settings/index.ts';
import { lockOrder, recordTimeline } from './lifecycle.ts';

export const BUYER_MESSAGES = {
  filed: (filing: Gstr1Export) =>
    `The GSTR-1 for ${periodLabel(filing)} was downloaded on ${formatDate(filing.exportedAt)}: the invoice is filed; issue a credit note instead`,
  creditNoted: (invoice: string, notes: string[]) =>
    `Invoice ${invoice} has a credit note: ${notes.join(', ')} reduces it, so its buyer can no longer be changed`,
  exchange:
    "A replacement sent for an exchange has no invoice of its own: change the original order's business details",
  unchanged: 'Nothing changed: the business details are as they were.',
  saved: (invoice: string | undefined) =>
    invoice
      ? `Business details saved: invoice ${invoice} is issued again to the new buyer.`
      : 'Business details saved.',
} as const;

/** The invoice's month (YYYY-MM): its date is India's, as printed. */
const monthOf = (date: string) => date.slice(0, 7);

/**
 * Why each order's buyer can no longer change (staff may still issue a credit note): orders without an invoice, or
 * whose invoice is neither filed nor reduced, are not in the answer.
 */
export async function buyerLockReasons(db: Reader, orderIds: string[]): Promise<Map<string, string>> {
  const reasons = new Map<string, string>();
  if (orderIds.length === 0) return reasons;
  const issued = await db
    .select({ orderId: invoices.orderId, number: invoices.number, date: sql<string>`${invoices.data}->>'date'` })
    .from(invoices)
    .where(inArray(invoices.orderId, orderIds));
  if (issued.length === 0) return reasons;
  const [notes, filings] = await Promise.all([
    db
      .select({ orderId: creditNotes.orderId, number: creditNotes.number })
      .from(creditNotes)
      .where(inArray(creditNotes.orderId, [...new Set(issued.map((invoice) => invoice.orderId))]))
      .orderBy(creditNotes.issuedAt),
    firstExportsCovering(db, [...new Set(issued.map((invoice) => monthOf(invoice.date)))]),
  ]);
  for (const invoice of issued) {
    const filing = filings.get(monthOf(invoice.date));
    const reducedBy = notes.filter((note) => note.orderId === invoice.orderId).map((note) => note.number);
    // Filed first: a credit note is what staff issue once it is.
    if (filing) reasons.set(invoice.orderId, BUYER_MESSAGES.filed(filing));
    else if (reducedBy.length > 0) reasons.set(invoice.orderId, BUYER_MESSAGES.creditNoted(invoice.number, reducedBy));
  }
  return reasons;
}

export type BuyerChange = { buyer_gstin: string | null; buyer_business_name: string | null };

/** "29AABCU9603R1ZJ (Udupi Traders LLP)", or "none". */
const buyerWords = (gstin: string | null, name: string | null) => (gstin ? `${gstin} (${name ?? ''})` : 'none');

/** The timeline's line for the change: "Buyer GSTIN changed from … to …", or what else changed. */
function changeNote(before: BuyerChange, after: BuyerChange): string {
  if (before.buyer_gstin !== after.buyer_gstin) {
    return `Buyer GSTIN changed from ${buyerWords(before.buyer_gstin, before.buyer_business_name)} to ${buyerWords(after.buyer_gstin, after.buyer_business_name)}`;
  }
  return `Buyer business name changed from "${before.buyer_business_name ?? ''}" to "${after.buyer_business_name ?? ''}"`;
}

/**
 * Staff set the order's business buyer (both given, or both null for a consumer's order), checked already by the
 * contract. Refused (409) once its invoice is filed or reduced by a credit note; an order without an invoice yet
 * (unpaid Cash on Delivery, the shop's details missing) always takes it, and its invoice is the new buyer's when issued.
 */
export async function editBuyer(db: Db, orderId: string, change: BuyerChange, actor: string, now = new Date()) {
  const settings = await getSettings(db);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId).catch(() => {
      throw new NotFound(MESSAGES.orderNotFound);
    });
    if (order.kind !== 'sale') throw new Conflict(BUYER_MESSAGES.exchange);
    const locked = (await buyerLockReasons(tx, [orderId])).get(orderId);
    if (locked) throw new Conflict(locked);
    const before = { buyer_gstin: order.buyerGstin, buyer_business_name: order.buyerBusinessName };
    if (before.buyer_gstin === change.buyer_gstin && before.buyer_business_name === change.buyer_business_name) {
      return { message: BUYER_MESSAGES.unchanged };
    }
    await tx
      .update(orders)
      .set({ buyerGstin: change.buyer_gstin, buyerBusinessName: change.buyer_business_name, updatedAt: now })
      .where(eq(orders.id, orderId));
    const invoice = await reissueInvoice(tx, orderId, settings);
    const note = `${changeNote(before, change)}${invoice ? `; invoice ${invoice} issued again` : ''}`;
    await recordTimeline(tx, orderId, actor, [{ field: 'note', note }]);
    return { message: BUYER_MESSAGES.saved(invoice) };
  });
}
