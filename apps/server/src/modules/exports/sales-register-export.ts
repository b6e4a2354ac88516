// Owns the sales register export: one CSV row per tax invoice, then per credit note, issued in a period, as they were
// issued (their kept InvoiceData), credit notes negative so the columns add up to the period's net sales.
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { InvoiceData } from '@shop/contract/invoice';
import { formatOrderNumber } from '@shop/contract/order-number';
import type { Reader } from '../../platform/db/database.ts';
import { creditNotes, invoices, orders } from '../../platform/db/schema.ts';
import { rupeesCell, type CsvRecord } from './csv-stream.ts';
import type { PeriodBounds } from './export-period.ts';
import { afterCursor, cursorText, DEFAULT_BATCH_SIZE, type BatchOptions, type Cursor } from './keyset.ts';

export const SALES_REGISTER_COLUMNS = [
  'Document',
  'Number',
  'Date',
  'Against invoice',
  'Order number',
  'Buyer',
  'Buyer GSTIN',
  'Place of supply (state code)',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Total',
] as const;

type Issued = { id: string; cursorAt: string; data: InvoiceData; orderNumber: number };

function documentRecord({ data, orderNumber }: Issued): CsvRecord {
  // A credit note takes back what its invoice charged: the same figures, negative.
  const sign = data.creditNote ? -1 : 1;
  const money = (paise: number) => rupeesCell(sign * paise);
  return [
    data.creditNote ? 'Credit note' : 'Tax invoice',
    data.number,
    data.date,
    data.creditNote?.againstNumber ?? '',
    data.orderNumber ?? formatOrderNumber(orderNumber),
    data.buyer.businessName ?? data.buyer.name,
    data.buyer.gstin ?? '',
    data.buyer.stateCode,
    money(data.totals.taxablePaise),
    money(data.totals.cgstPaise),
    money(data.totals.sgstPaise),
    money(data.totals.igstPaise),
    money(data.totals.totalPaise),
  ];
}

function readInvoices(db: Reader, bounds: PeriodBounds, after: Cursor | undefined, limit: number): Promise<Issued[]> {
  return db
    .select({
      id: invoices.orderId,
      cursorAt: cursorText(invoices.issuedAt),
      data: invoices.data,
      orderNumber: orders.orderNumber,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(
      and(
        gte(invoices.issuedAt, bounds.start),
        lt(invoices.issuedAt, bounds.end),
        afterCursor(invoices.issuedAt, invoices.orderId, after),
      ),
    )
    .orderBy(asc(invoices.issuedAt), asc(invoices.orderId))
    .limit(limit);
}

function readCreditNotes(db: Reader, bounds: PeriodBounds, after: Cursor | undefined, limit: number) {
  return db
    .select({
      id: creditNotes.refundId,
      cursorAt: cursorText(creditNotes.issuedAt),
      data: creditNotes.data,
      orderNumber: orders.orderNumber,
    })
    .from(creditNotes)
    .innerJoin(orders, eq(orders.id, creditNotes.orderId))
    .where(
      and(
        gte(creditNotes.issuedAt, bounds.start),
        lt(creditNotes.issuedAt, bounds.end),
        afterCursor(creditNotes.issuedAt, creditNotes.refundId, after),
      ),
    )
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.refundId))
    .limit(limit);
}

type ReadBatch = (db: Reader, bounds: PeriodBounds, after: Cursor | undefined, limit: number) => Promise<Issued[]>;

async function* documentBatches(db: Reader, bounds: PeriodBounds, read: ReadBatch, batchSize: number) {
  let after: Cursor | undefined;
  for (;;) {
    const batch = await read(db, bounds, after, batchSize);
    if (batch.length === 0) return;
    yield batch.map(documentRecord);
    if (batch.length < batchSize) return;
    const last = batch.at(-1)!;
    after = { at: last.cursorAt, id: last.id };
  }
}

/** The period's tax invoices in the order they were issued, then its credit notes likewise, a batch at a time. */
export async function* salesRegisterBatches(
  db: Reader,
  bounds: PeriodBounds,
  { batchSize = DEFAULT_BATCH_SIZE }: BatchOptions = {},
): AsyncGenerator<CsvRecord[]> {
  yield* documentBatches(db, bounds, readInvoices, batchSize);
  yield* documentBatches(db, bounds, readCreditNotes, batchSize);
}
