// Owns issuing tax invoices: a paid order gets the next number of its financial year's series, in the transaction that
// marks it paid, with everything printed on it kept as issued (or issued again, same number and date, when staff
// change its business buyer before it is filed). Without the shop's details the invoice waits.
import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { InvoiceData, InvoiceLine } from '@shop/contract/invoice';
import { financialYear, INDIAN_STATES, stateNamed } from '@shop/contract/india';
import { MESSAGES } from '@shop/contract/messages';
import { formatOrderNumber } from '@shop/contract/order-number';
import type { Settings } from '@shop/contract/settings';
import type { FastifyReply } from 'fastify';
import type { Db, Tx } from '../../platform/db/database.ts';
import {
  creditNotes,
  invoices,
  invoiceSeries,
  orderItems,
  orders,
  refunds,
  returnItems,
  users,
} from '../../platform/db/schema.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import { formatRupees, paiseToRupees } from '@shop/contract/money';
import { COD_FEE, lineTax, netValue, priceLine } from '../pricing/index.ts';
import { amountInWords } from './amount-in-words.ts';

/** Why an order's invoice cannot be issued yet, or null when it can. */
export type Waiting = { reason: string };

/** "25-11-2026" style parts of a date in India's time, as YYYY-MM-DD. */
const indiaDate = (date: Date) => new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** The next number of the series, taken under its row's lock: consecutive, never skipped, never reused. */
async function nextNumber(tx: Tx, prefix: string, year: string): Promise<string> {
  const [row] = await tx
    .insert(invoiceSeries)
    .values({ prefix, financialYear: year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceSeries.prefix, invoiceSeries.financialYear],
      set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceSeries.lastNumber });
  return `${prefix}/${year}/${row!.lastNumber}`;
}

type OrderToInvoice = { order: typeof orders.$inferSelect; name: string };

async function orderToInvoice(tx: Tx, orderId: string): Promise<OrderToInvoice | undefined> {
  const [row] = await tx
    .select({ order: orders, name: users.userName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row;
}

/**
 * What the order's invoice says, but its number and date: who supplies and who buys (a business buyer's GSTIN sets
 * the place of supply), the lines with their tax split within the state or across states, and the totals. The one
 * builder of an invoice, whether issued now or issued again for a new buyer.
 */
async function invoiceContent(
  tx: Tx,
  { order, name }: OrderToInvoice,
  shop: NonNullable<Settings['shop']>,
  tax: Settings['tax'],
  tradeName: string,
): Promise<Omit<InvoiceData, 'number' | 'date'> | Waiting> {
  const address = order.addressInfo;
  // A business buyer's place of supply is its GSTIN's state (issue 31); a consumer's, the state it is delivered to.
  const gstin = order.buyerGstin;
  const buyerState = gstin
    ? INDIAN_STATES.find((state) => state.code === gstin.slice(0, 2))
    : stateNamed(address.state);
  if (!buyerState) return { reason: `The delivery state "${address.state}" is not a state of India we know` };
  const shopState = INDIAN_STATES.find((state) => state.code === shop.state_code)!;
  const intraState = buyerState.code === shopState.code;

  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const lines: InvoiceLine[] = items.map((item) => {
    // The coupon's and paying online's shares come off the line (discounts known when it was sold): the taxable value
    // is worked out of what was actually charged, and the rate follows the price per piece after the discounts.
    const { rate, taxablePaise, cgstPaise, sgstPaise, igstPaise, totalPaise } = priceLine(item, tax, intraState);
    const options = [item.size && `Size ${item.size}`, item.colour].filter(Boolean).join(', ');
    const off = (paise: number) => `−${formatRupees(paiseToRupees(paise))}`;
    const discounts = [
      item.discountPaise ? ` · coupon ${order.couponCode ?? ''} ${off(item.discountPaise)}` : '',
      item.onlineDiscountPaise ? ` · paid online ${off(item.onlineDiscountPaise)}` : '',
    ].join('');
    return {
      description: `${options ? `${item.title} (${options})` : item.title}${discounts}`,
      hsn: tax[item.taxClass].hsn,
      quantity: item.quantity,
      unit: 'PCS',
      unitPricePaise: item.unitPricePaise,
      rate,
      taxablePaise,
      cgstPaise,
      sgstPaise,
      igstPaise,
      totalPaise,
    };
  });
  if (order.codFeePaise > 0) {
    lines.push({
      description: 'Cash on Delivery fee',
      hsn: COD_FEE.sac,
      quantity: 1,
      unit: 'OTH',
      unitPricePaise: order.codFeePaise,
      rate: COD_FEE.rate,
      ...lineTax(order.codFeePaise, COD_FEE.rate, intraState),
    });
  }
  const sum = (pick: (line: InvoiceLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const totals = {
    taxablePaise: sum((l) => l.taxablePaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    igstPaise: sum((l) => l.igstPaise),
    totalPaise: sum((l) => l.totalPaise),
  };
  return {
    orderId: order.id,
    orderNumber: formatOrderNumber(order.orderNumber),
    supplier: {
      legalName: shop.legal_name,
      ...(tradeName.trim().toLowerCase() !== shop.legal_name.trim().toLowerCase() ? { tradeName } : {}),
      address: shop.address,
      state: shopState.name,
      stateCode: shopState.code,
      gstin: shop.gstin,
    },
    buyer: {
      name: order.buyerBusinessName ?? name,
      address: address.address,
      city: address.city,
      zipCode: address.zipCode,
      state: buyerState.name,
      stateCode: buyerState.code,
      ...(gstin ? { gstin, businessName: order.buyerBusinessName ?? name } : {}),
    },
    intraState,
    lines,
    totals,
    amountInWords: amountInWords(totals.totalPaise),
  };
}

/**
 * Issues the paid order's invoice in `tx` (the one that marks it paid, or a later one once the shop's details exist).
 * Answers its number, or why it waits; an order that has one keeps it.
 */
export async function issueInvoice(
  tx: Tx,
  orderId: string,
  settings: Settings,
  now = new Date(),
): Promise<{ number: string } | Waiting> {
  const [existing] = await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.orderId, orderId));
  if (existing) return existing;
  const shop = settings.shop;
  if (!shop) return { reason: "The shop's details (legal name, address, GSTIN) are not filled in yet" };

  const row = await orderToInvoice(tx, orderId);
  if (!row || row.order.paymentStatus !== 'paid') return { reason: 'The order is not paid' };
  // An exchange's replacement is sent at no charge: the original order's invoice covers the sale.
  if (row.order.totalPaise === 0) return { reason: 'Nothing was charged' };
  // Money that came after the stock was sold goes back: nothing was supplied, so nothing is invoiced.
  if (row.order.needsRefund) return { reason: 'The order is to be refunded' };
  const content = await invoiceContent(tx, row, shop, settings.tax, settings.brand.name);
  if ('reason' in content) return content;

  const number = await nextNumber(tx, shop.invoice_prefix, financialYear(now));
  const data: InvoiceData = { number, date: indiaDate(now), ...content };
  await tx.insert(invoices).values({ orderId, number, issuedAt: now, data });
  return { number };
}

/** The order's invoice's number and date (YYYY-MM-DD, India's time), locked for the rest of `tx`; none yet: undefined. */
export async function lockInvoiceOf(tx: Tx, orderId: string): Promise<{ number: string; date: string } | undefined> {
  const [row] = await tx
    .select({ number: invoices.number, data: invoices.data })
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .for('update');
  return row && { number: row.number, date: row.data.date };
}

/**
 * Issues the order's invoice again, in `tx`, after its buyer changed (issue 31): the same number and date, built as
 * a new one is from the order as it now stands, so the buyer, the place of supply and the tax split follow the new
 * buyer while what was charged stays to the paisa. Answers the number, or undefined when there is no invoice yet (one
 * issued later is the new buyer's anyway). Whether it may still change (not filed, no credit note) is the caller's
 * rule to check first.
 */
export async function reissueInvoice(tx: Tx, orderId: string, settings: Settings): Promise<string | undefined> {
  const issued = await lockInvoiceOf(tx, orderId);
  if (!issued) return undefined;
  const row = await orderToInvoice(tx, orderId);
  if (!row) throw new NotFound(MESSAGES.orderNotFound);
  if (!settings.shop) throw new Conflict("Fill in the shop's details in Settings first: the invoice is issued by them");
  const content = await invoiceContent(tx, row, settings.shop, settings.tax, settings.brand.name);
  if ('reason' in content) throw new Conflict(content.reason);
  const data: InvoiceData = { number: issued.number, date: issued.date, ...content };
  await tx.update(invoices).set({ data }).where(eq(invoices.orderId, orderId));
  return issued.number;
}

/** Credit notes take a series of their own beside the invoices': the invoice prefix followed by "CN". */
export const creditNotePrefix = (invoicePrefix: string) => `${invoicePrefix}CN`;

/**
 * Issues the credit note for a processed refund, in `tx`, when the order has a tax invoice (none: nothing to reduce).
 * Returned items are credited line by line at their invoiced rate; any other refund (a cancellation, a goodwill amount)
 * takes the invoice's lines scaled to the amount, to the paisa, so the note's total is exactly what went back.
 */
export async function issueCreditNote(
  tx: Tx,
  refund: typeof refunds.$inferSelect,
  settings: Settings,
  now = new Date(),
): Promise<{ number: string } | Waiting> {
  const [existing] = await tx
    .select({ number: creditNotes.number })
    .from(creditNotes)
    .where(eq(creditNotes.refundId, refund.id));
  if (existing) return existing;
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, refund.orderId));
  if (!invoice) return { reason: 'The order has no tax invoice' };
  const shop = settings.shop;
  if (!shop) return { reason: "The shop's details are not filled in" };
  const issued = invoice.data;

  let lines: InvoiceLine[] | undefined;
  if (refund.returnId) {
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, refund.orderId))
      .orderBy(asc(orderItems.id));
    const returned = await tx
      .select({ orderItemId: returnItems.orderItemId, quantity: returnItems.quantity })
      .from(returnItems)
      .where(and(eq(returnItems.returnId, refund.returnId), isNull(returnItems.exchangeVariantId)));
    // The invoice's lines were written in the order of the order's items (by id), the fee last.
    lines = returned.map(({ orderItemId, quantity }) => {
      const index = items.findIndex((item) => item.id === orderItemId);
      const line = issued.lines[index]!;
      return { ...line, quantity, ...lineTax(netValue(items[index]!, quantity), line.rate, issued.intraState) };
    });
    if (lines.reduce((sum, line) => sum + line.totalPaise, 0) !== refund.amountPaise) lines = undefined;
  }
  lines ??= scaledLines(issued, refund.amountPaise);

  const sum = (pick: (line: InvoiceLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const totals = {
    taxablePaise: sum((l) => l.taxablePaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    igstPaise: sum((l) => l.igstPaise),
    totalPaise: sum((l) => l.totalPaise),
  };
  const number = await nextNumber(tx, creditNotePrefix(shop.invoice_prefix), financialYear(now));
  const data: InvoiceData = {
    ...issued,
    creditNote: { againstNumber: issued.number, againstDate: issued.date, reason: refund.reason },
    number,
    date: indiaDate(now),
    lines,
    totals,
    amountInWords: amountInWords(totals.totalPaise),
  };
  await tx.insert(creditNotes).values({ refundId: refund.id, orderId: refund.orderId, number, issuedAt: now, data });
  return { number };
}

/** The invoice's lines scaled to `amountPaise` (largest remainders get the odd paise), each taxed at its own rate. */
function scaledLines(invoice: InvoiceData, amountPaise: number): InvoiceLine[] {
  const total = invoice.totals.totalPaise;
  const shares = invoice.lines.map((line) => (line.totalPaise * amountPaise) / total);
  const floors = shares.map(Math.floor);
  let left = amountPaise - floors.reduce((a, b) => a + b, 0);
  const byRemainder = shares
    .map((share, index) => ({ index, rest: share - floors[index]! }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    floors[index]! += 1;
    left -= 1;
  }
  return invoice.lines
    .map((line, index) => ({ line, paise: floors[index]! }))
    .filter(({ paise }) => paise > 0)
    .map(({ line, paise }) => ({
      ...line,
      description: amountPaise === total ? line.description : `${line.description} (part refund)`,
      quantity: amountPaise === total ? line.quantity : 1,
      unit: amountPaise === total ? line.unit : 'OTH',
      unitPricePaise: amountPaise === total ? line.unitPricePaise : paise,
      ...lineTax(paise, line.rate, invoice.intraState),
    }));
}

/** The order's credit notes, oldest first. */
/** Processed refunds of invoiced orders still without their credit note (one failed when its refund ended), oldest first. */
export async function creditNotesDue(db: Db, limit = 100) {
  const rows = await db
    .select({ refund: refunds })
    .from(refunds)
    .innerJoin(invoices, eq(invoices.orderId, refunds.orderId))
    .leftJoin(creditNotes, eq(creditNotes.refundId, refunds.id))
    .where(and(eq(refunds.status, 'processed'), ne(refunds.kind, 'duplicate'), isNull(creditNotes.refundId)))
    .orderBy(asc(refunds.processedAt))
    .limit(limit);
  return rows.map((row) => row.refund);
}

export async function creditNotesOf(db: Db, orderId: string) {
  return db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(asc(creditNotes.issuedAt));
}

/** "Credit-note-TT-CN-2526-3.pdf". */
export const creditNoteFileName = (number: string) => `Credit-note-${number.replace(/\//g, '-')}.pdf`;

/** Sends a refund's credit note as a PDF, for the order's owner when given, else for staff. */
export async function sendCreditNote(db: Db, reply: FastifyReply, refundId: string, ownerId?: string) {
  const [row] = await db
    .select({ userId: orders.userId, orderNumber: orders.orderNumber, data: creditNotes.data })
    .from(creditNotes)
    .innerJoin(orders, eq(orders.id, creditNotes.orderId))
    .where(eq(creditNotes.refundId, refundId));
  if (!row || (ownerId && row.userId !== ownerId)) throw new NotFound('No credit note for this refund');
  const pdf = await invoicePdf(withOrderNumber(row.data, row.orderNumber));
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${creditNoteFileName(row.data.number)}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** Paid orders without an invoice, oldest first: what waited for the shop's details. */
export async function ordersWaitingForInvoice(db: Db | Tx): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(
      and(
        eq(orders.paymentStatus, 'paid'),
        eq(orders.needsRefund, false),
        gt(orders.totalPaise, 0),
        isNull(invoices.orderId),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.map((row) => row.id);
}

/** Issues every waiting invoice it can, each in its own transaction; answers how many still wait. */
export async function issueWaitingInvoices(db: Db, settings: Settings): Promise<number> {
  let waiting = 0;
  for (const orderId of await ordersWaitingForInvoice(db)) {
    const issued = await db.transaction((tx) => issueInvoice(tx, orderId, settings));
    if ('reason' in issued) waiting += 1;
  }
  return waiting;
}

export async function invoiceOf(db: Db, orderId: string): Promise<InvoiceData | undefined> {
  const [row] = await db.select({ data: invoices.data }).from(invoices).where(eq(invoices.orderId, orderId));
  return row?.data;
}

/** "Invoice-TT-2526-17.pdf": the number with its slashes made safe for a file name. */
export const invoiceFileName = (number: string) => `Invoice-${number.replace(/\//g, '-')}.pdf`;

/**
 * Sends the order's invoice as a PDF download. The order must be `ownerId`'s when given (another's is as good as
 * missing); an order without one yet is a 404 that says so.
 */
export async function sendInvoice(db: Db, reply: FastifyReply, orderId: string, ownerId?: string) {
  const [row] = await db
    .select({ userId: orders.userId, orderNumber: orders.orderNumber, data: invoices.data })
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(eq(orders.id, orderId));
  if (!row || (ownerId && row.userId !== ownerId)) throw new NotFound(MESSAGES.orderNotFound);
  if (!row.data) throw new NotFound(INVOICE_NOT_READY);
  const pdf = await invoicePdf(withOrderNumber(row.data, row.orderNumber));
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${invoiceFileName(row.data.number)}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** A document issued before orders had numbers is printed with its order's number all the same (it never changes). */
function withOrderNumber(data: InvoiceData, orderNumber: number): InvoiceData {
  return { ...data, orderNumber: data.orderNumber ?? formatOrderNumber(orderNumber) };
}

export const INVOICE_NOT_READY = 'The invoice is not ready yet: it is issued once the order is paid';

/**
 * The invoice as a PDF. pdfkit and its fonts are loaded with the first invoice, not at start: most instances serve
 * pages and the API, and an idle shop should not carry them.
 */
export async function invoicePdf(invoice: InvoiceData): Promise<Buffer> {
  const { renderInvoicePdf } = await import('./invoice-pdf.ts');
  return renderInvoicePdf(invoice);
}
