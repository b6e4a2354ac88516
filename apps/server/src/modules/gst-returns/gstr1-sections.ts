// Owns sorting a period's tax invoices and credit notes into GSTR-1's sections, in paise: B2B (4A), B2C large (5),
// B2C others (7, net of their credit notes), credit notes to registered (9B cdnr) and unregistered buyers (9B cdnur),
// the HSN summary split B2B/B2C (12), and the documents issued (13). Pure: the JSON and CSV writers render the result.
import type { InvoiceData, InvoiceLine } from '@shop/contract/invoice';

/** A document's money, as its totals hold it. */
export type Amounts = InvoiceData['totals'];

/** One rate's share of a document: the portal lists an invoice's items by rate, one item per rate. */
export type RateRow = Amounts & { rate: number };

export type DocumentRates = { document: InvoiceData; rates: RateRow[] };

/** A place of supply × rate of small consumer sales, credit notes against them taken off (they may go below 0). */
export type B2csRow = Amounts & { pos: string; intraState: boolean; rate: number };

export type HsnRow = Amounts & { hsn: string; description: string; uqc: 'PCS' | 'OTH'; rate: number; quantity: number };

/** One series (prefix and financial year) of the period's invoices or credit notes, lowest to highest number. */
export type DocumentSeries = {
  kind: 'invoices' | 'credit_notes';
  from: string;
  to: string;
  total: number;
  /** Always 0: an invoice is never cancelled here; a refund issues a credit note (decision 028). */
  cancelled: number;
  netIssued: number;
};

/** A credit note of the period and the invoice it reduces (which may be of an earlier period). */
export type CreditNoteAgainst = { note: InvoiceData; original: InvoiceData };

export type Gstr1Input = { invoices: InvoiceData[]; creditNotes: CreditNoteAgainst[] };

export type Gstr1Sections = {
  b2b: DocumentRates[];
  b2cl: DocumentRates[];
  b2cs: B2csRow[];
  /** The invoices and credit notes B2C others' rows are made of. */
  b2csDocuments: number;
  cdnr: DocumentRates[];
  cdnur: DocumentRates[];
  hsnB2b: HsnRow[];
  hsnB2c: HsnRow[];
  documents: DocumentSeries[];
};

export const ZERO: Amounts = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 };

export function addAmounts(a: Amounts, b: Amounts, sign: 1 | -1 = 1): Amounts {
  return {
    taxablePaise: a.taxablePaise + sign * b.taxablePaise,
    cgstPaise: a.cgstPaise + sign * b.cgstPaise,
    sgstPaise: a.sgstPaise + sign * b.sgstPaise,
    igstPaise: a.igstPaise + sign * b.igstPaise,
    totalPaise: a.totalPaise + sign * b.totalPaise,
  };
}

const amountsOf = (line: InvoiceLine): Amounts => ({
  taxablePaise: line.taxablePaise,
  cgstPaise: line.cgstPaise,
  sgstPaise: line.sgstPaise,
  igstPaise: line.igstPaise,
  totalPaise: line.totalPaise,
});

/**
 * B2C large: an inter-state invoice to a consumer above this value. Notification 12/2024-CT cut it from ₹2,50,000
 * to ₹1,00,000 for invoices from 1 August 2024.
 */
export const b2clLimitPaise = (date: string) => (date < '2024-08-01' ? 2_50_000_00 : 1_00_000_00);

export const isB2b = (invoice: InvoiceData) => Boolean(invoice.buyer.gstin);

export const isB2cl = (invoice: InvoiceData) =>
  !isB2b(invoice) && !invoice.intraState && invoice.totals.totalPaise > b2clLimitPaise(invoice.date);

/** A document's lines added up by rate, lowest rate first. */
export function ratesOf(document: InvoiceData): RateRow[] {
  const byRate = new Map<number, Amounts>();
  for (const line of document.lines) byRate.set(line.rate, addAmounts(byRate.get(line.rate) ?? ZERO, amountsOf(line)));
  return [...byRate.entries()].sort(([a], [b]) => a - b).map(([rate, amounts]) => ({ rate, ...amounts }));
}

/** The trailing counter of "TT/2627/17", so 10 sorts after 9. */
const counterOf = (number: string) => Number(/(\d+)$/.exec(number)?.[1] ?? 0);
const seriesOf = (number: string) => number.replace(/\d+$/, '');

const byDateThenNumber = (a: InvoiceData, b: InvoiceData) =>
  a.date.localeCompare(b.date) ||
  seriesOf(a.number).localeCompare(seriesOf(b.number)) ||
  counterOf(a.number) - counterOf(b.number);

/** Sorts the period's documents into the return's sections. */
export function gstr1Sections({ invoices, creditNotes }: Gstr1Input): Gstr1Sections {
  const sortedInvoices = [...invoices].sort(byDateThenNumber);
  const sortedNotes = [...creditNotes].sort((a, b) => byDateThenNumber(a.note, b.note));
  const withRates = (document: InvoiceData): DocumentRates => ({ document, rates: ratesOf(document) });

  const b2b = sortedInvoices.filter(isB2b).map(withRates);
  const b2cl = sortedInvoices.filter(isB2cl).map(withRates);
  const b2cs = sortedInvoices.filter((invoice) => !isB2b(invoice) && !isB2cl(invoice));
  // Credit notes follow their invoice: a registered buyer's go to cdnr, a B2C large invoice's to cdnur, and the rest
  // are taken off B2C others' rows, as the portal asks (Table 9B takes unregistered notes only against B2C large).
  const cdnr = sortedNotes.filter(({ note }) => isB2b(note)).map(({ note }) => withRates(note));
  const cdnur = sortedNotes
    .filter(({ note, original }) => !isB2b(note) && isB2cl(original))
    .map(({ note }) => withRates(note));
  const b2csNotes = sortedNotes.filter(({ note, original }) => !isB2b(note) && !isB2cl(original));

  return {
    b2b,
    b2cl,
    b2cs: b2csRows(
      b2cs,
      b2csNotes.map(({ note }) => note),
    ),
    b2csDocuments: b2cs.length + b2csNotes.length,
    cdnr,
    cdnur,
    hsnB2b: hsnRows(
      sortedInvoices.filter(isB2b),
      sortedNotes.filter(({ note }) => isB2b(note)),
    ),
    hsnB2c: hsnRows(
      sortedInvoices.filter((invoice) => !isB2b(invoice)),
      sortedNotes.filter(({ note }) => !isB2b(note)),
    ),
    documents: [
      ...documentSeries('invoices', sortedInvoices),
      ...documentSeries(
        'credit_notes',
        sortedNotes.map(({ note }) => note),
      ),
    ],
  };
}

/** One row per place of supply and rate: the invoices' values less their credit notes'. */
function b2csRows(invoices: InvoiceData[], notes: InvoiceData[]): B2csRow[] {
  const rows = new Map<string, B2csRow>();
  const add = (document: InvoiceData, sign: 1 | -1) => {
    for (const row of ratesOf(document)) {
      const key = `${document.buyer.stateCode}|${row.rate}`;
      const held = rows.get(key) ?? {
        ...ZERO,
        pos: document.buyer.stateCode,
        intraState: document.intraState,
        rate: row.rate,
      };
      rows.set(key, { ...held, ...addAmounts(held, row, sign) });
    }
  };
  for (const invoice of invoices) add(invoice, 1);
  for (const note of notes) add(note, -1);
  return [...rows.values()].sort((a, b) => a.pos.localeCompare(b.pos) || a.rate - b.rate);
}

/**
 * A few words per HSN chapter (and the courier SAC), since the portal wants a description and the shop keeps none:
 * the products' own names say what was sold, not what the code covers.
 */
const HSN_CHAPTERS: Record<string, string> = {
  '42': 'Bags and travel goods',
  '61': 'Apparel, knitted or crocheted',
  '62': 'Apparel, not knitted',
  '63': 'Made up textile articles',
  '64': 'Footwear',
  '65': 'Headgear',
  '71': 'Imitation jewellery',
  '9968': 'Postal and courier services',
};
const hsnDescription = (hsn: string) => HSN_CHAPTERS[hsn.slice(0, 4)] ?? HSN_CHAPTERS[hsn.slice(0, 2)] ?? '';

/**
 * How many units a credit note's line gives back, and in which unit. Returned pieces and a refund in full keep their
 * unit and quantity; a part refund (its lines scaled to the amount, one "OTH" each) gives back value only, so it counts
 * 0 in the unit of the invoice's line at that HSN and rate, and its value lands on the same HSN row.
 */
function creditedUnits(line: InvoiceLine, original: InvoiceData): { uqc: 'PCS' | 'OTH'; quantity: number } {
  const invoiced = original.lines.find((candidate) => candidate.hsn === line.hsn && candidate.rate === line.rate);
  const uqc = invoiced?.unit ?? line.unit;
  if (line.unit !== uqc) return { uqc, quantity: 0 };
  if (uqc === 'OTH' && invoiced && line.totalPaise !== invoiced.totalPaise) return { uqc, quantity: 0 };
  return { uqc, quantity: line.quantity };
}

/** Table 12: one row per HSN, unit and rate, the period's credit notes taken off. */
function hsnRows(invoices: InvoiceData[], notes: CreditNoteAgainst[]): HsnRow[] {
  const rows = new Map<string, HsnRow>();
  const add = (line: InvoiceLine, units: { uqc: 'PCS' | 'OTH'; quantity: number }, sign: 1 | -1) => {
    const key = `${line.hsn}|${units.uqc}|${line.rate}`;
    const held = rows.get(key) ?? {
      ...ZERO,
      hsn: line.hsn,
      description: hsnDescription(line.hsn),
      uqc: units.uqc,
      rate: line.rate,
      quantity: 0,
    };
    rows.set(key, {
      ...held,
      ...addAmounts(held, amountsOf(line), sign),
      quantity: held.quantity + sign * units.quantity,
    });
  };
  for (const invoice of invoices)
    for (const line of invoice.lines) add(line, { uqc: line.unit, quantity: line.quantity }, 1);
  for (const { note, original } of notes) for (const line of note.lines) add(line, creditedUnits(line, original), -1);
  return [...rows.values()].sort((a, b) => a.hsn.localeCompare(b.hsn) || a.uqc.localeCompare(b.uqc) || a.rate - b.rate);
}

/**
 * Table 13: each series' lowest and highest number in the period. Numbers are taken in order and never skipped or
 * reused, so the run holds every number between; none is cancelled (a refund issues a credit note instead).
 */
function documentSeries(kind: DocumentSeries['kind'], documents: InvoiceData[]): DocumentSeries[] {
  const bySeries = new Map<string, InvoiceData[]>();
  for (const document of documents) {
    const series = seriesOf(document.number);
    bySeries.set(series, [...(bySeries.get(series) ?? []), document]);
  }
  return [...bySeries.keys()].sort().map((series) => {
    const numbers = bySeries.get(series)!.map((document) => document.number);
    numbers.sort((a, b) => counterOf(a) - counterOf(b));
    return {
      kind,
      from: numbers[0]!,
      to: numbers.at(-1)!,
      total: numbers.length,
      cancelled: 0,
      netIssued: numbers.length,
    };
  });
}
