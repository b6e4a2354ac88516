// Owns GSTR-1 as CSV files for an accountant, one per section, zipped: the columns are named as in the portal's
// offline tool's Excel template where it has one, with the tax amounts beside them (the template leaves them out).
import { INDIAN_STATES } from '@shop/contract/india';
import { strToU8, zipSync } from 'fflate';
import { portalDate } from './gstr1-portal-json.ts';
import type { Amounts, DocumentRates, Gstr1Sections, RateRow } from './gstr1-sections.ts';

type Cell = string | number;
type CsvFile = { name: string; header: string[]; rows: Cell[][] };

/** Paise as rupees with two decimals, written from the integer so nothing is rounded twice. */
export function csvAmount(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * A text cell quoted when it must be; one starting with = + - @ gets a leading apostrophe, so a spreadsheet shows a
 * buyer's name rather than running it as a formula. Numbers are written as they are.
 */
function csvCell(cell: Cell): string {
  if (typeof cell === 'number') return String(cell);
  const safe = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** With a byte-order mark, so Excel reads the names as UTF-8. */
const csvText = ({ header, rows }: CsvFile) =>
  `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

/** "29-Karnataka", as the template writes a place of supply. */
const placeOfSupply = (code: string) => `${code}-${INDIAN_STATES.find((state) => state.code === code)?.name ?? ''}`;

const TAX_COLUMNS = ['Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount', 'Cess Amount'];
const taxCells = (amounts: Amounts) => [
  csvAmount(amounts.igstPaise),
  csvAmount(amounts.cgstPaise),
  csvAmount(amounts.sgstPaise),
  csvAmount(0),
];

/** One row per document and rate, as the template lists an invoice with two rates. */
const perRate = (list: DocumentRates[], cells: (entry: DocumentRates, row: RateRow) => Cell[]) =>
  list.flatMap((entry) => entry.rates.map((row) => cells(entry, row)));

function b2bFile(sections: Gstr1Sections): CsvFile {
  return {
    name: 'b2b.csv',
    header: [
      'GSTIN/UIN of Recipient',
      'Receiver Name',
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Reverse Charge',
      'Invoice Type',
      'Rate',
      'Taxable Value',
      ...TAX_COLUMNS,
    ],
    rows: perRate(sections.b2b, ({ document }, row) => [
      document.buyer.gstin!,
      document.buyer.businessName ?? document.buyer.name,
      document.number,
      portalDate(document.date),
      csvAmount(document.totals.totalPaise),
      placeOfSupply(document.buyer.stateCode),
      'N',
      'Regular B2B',
      row.rate,
      csvAmount(row.taxablePaise),
      ...taxCells(row),
    ]),
  };
}

function b2clFile(sections: Gstr1Sections): CsvFile {
  return {
    name: 'b2cl.csv',
    header: [
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Rate',
      'Taxable Value',
      ...TAX_COLUMNS,
    ],
    rows: perRate(sections.b2cl, ({ document }, row) => [
      document.number,
      portalDate(document.date),
      csvAmount(document.totals.totalPaise),
      placeOfSupply(document.buyer.stateCode),
      row.rate,
      csvAmount(row.taxablePaise),
      ...taxCells(row),
    ]),
  };
}

function b2csFile(sections: Gstr1Sections): CsvFile {
  return {
    name: 'b2cs.csv',
    header: ['Type', 'Place Of Supply', 'Supply Type', 'Rate', 'Taxable Value', ...TAX_COLUMNS],
    rows: sections.b2cs.map((row) => [
      'OE',
      placeOfSupply(row.pos),
      row.intraState ? 'Intra State' : 'Inter State',
      row.rate,
      csvAmount(row.taxablePaise),
      ...taxCells(row),
    ]),
  };
}

const NOTE_COLUMNS = [
  'Note Number',
  'Note Date',
  'Note Type',
  'Place Of Supply',
  'Note Value',
  'Rate',
  'Taxable Value',
];
const AGAINST_COLUMNS = ['Against Invoice Number', 'Against Invoice date'];

const noteCells = ({ document }: DocumentRates, row: RateRow): Cell[] => [
  document.number,
  portalDate(document.date),
  'C',
  placeOfSupply(document.buyer.stateCode),
  csvAmount(document.totals.totalPaise),
  row.rate,
  csvAmount(row.taxablePaise),
  ...taxCells(row),
  document.creditNote?.againstNumber ?? '',
  document.creditNote ? portalDate(document.creditNote.againstDate) : '',
];

function cdnrFile(sections: Gstr1Sections): CsvFile {
  return {
    name: 'cdnr.csv',
    header: ['GSTIN/UIN of Recipient', 'Receiver Name', ...NOTE_COLUMNS, ...TAX_COLUMNS, ...AGAINST_COLUMNS],
    rows: perRate(sections.cdnr, (entry, row) => [
      entry.document.buyer.gstin!,
      entry.document.buyer.businessName ?? entry.document.buyer.name,
      ...noteCells(entry, row),
    ]),
  };
}

function cdnurFile(sections: Gstr1Sections): CsvFile {
  return {
    name: 'cdnur.csv',
    header: ['UR Type', ...NOTE_COLUMNS, ...TAX_COLUMNS, ...AGAINST_COLUMNS],
    rows: perRate(sections.cdnur, (entry, row) => ['B2CL', ...noteCells(entry, row)]),
  };
}

const HSN_HEADER = ['HSN', 'Description', 'UQC', 'Total Quantity', 'Rate', 'Taxable Value', ...TAX_COLUMNS];
const hsnFile = (name: string, rows: Gstr1Sections['hsnB2b']): CsvFile => ({
  name,
  header: HSN_HEADER,
  rows: rows.map((row) => [
    row.hsn,
    row.description,
    row.uqc,
    row.quantity,
    row.rate,
    csvAmount(row.taxablePaise),
    ...taxCells(row),
  ]),
});

function docsFile(sections: Gstr1Sections): CsvFile {
  const nature = { invoices: 'Invoices for outward supply', credit_notes: 'Credit Note' } as const;
  return {
    name: 'docs.csv',
    header: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled', 'Net Issued'],
    rows: sections.documents.map((series) => [
      nature[series.kind],
      series.from,
      series.to,
      series.total,
      series.cancelled,
      series.netIssued,
    ]),
  };
}

/** Every section's file, an empty section as its header alone (so the accountant sees it was looked at). */
export function gstr1CsvFiles(sections: Gstr1Sections): CsvFile[] {
  return [
    b2bFile(sections),
    b2clFile(sections),
    b2csFile(sections),
    cdnrFile(sections),
    cdnurFile(sections),
    hsnFile('hsn_b2b.csv', sections.hsnB2b),
    hsnFile('hsn_b2c.csv', sections.hsnB2c),
    docsFile(sections),
  ];
}

export function gstr1CsvZip(sections: Gstr1Sections): Uint8Array {
  return zipSync(Object.fromEntries(gstr1CsvFiles(sections).map((file) => [file.name, strToU8(csvText(file))])));
}
