// Owns Shiprocket's COD remittance report: the columns of the CSV its panel exports (COD › Remittance › Export) and
// reading one into the shop's rows.
//
// The report is not part of Shiprocket's published API (apidocs.shiprocket.in documents no remittance endpoint or
// file), so its columns are written down here from the panel's export as sellers share it: one row per AWB whose cash
// was paid over, naming the channel order id, the AWB, the courier, the cash collected, the amount remitted, the
// CRF id of the remittance batch, the bank transfer's UTR and its date. Headers are matched without regard to case,
// spacing or a rupee sign, and the names below that mean the same column are all taken.
import { parse } from 'csv-parse/sync';
import { rupeesToPaise } from '@shop/contract/money';
import type { RemittanceRow } from '../provider.ts';
import { ShippingRefused } from '../provider.ts';
import { isoDateOf } from './shiprocket-dates.ts';

/** The columns, in the order the sandbox writes them. */
export const REMITTANCE_COLUMNS = [
  'Order ID',
  'AWB Code',
  'Courier',
  'Delivered Date',
  'COD Amount',
  'Remitted Amount',
  'CRF ID',
  'UTR',
  'Remittance Date',
] as const;

/** Each field we read, and the header names it goes by. */
const HEADERS = {
  orderId: ['order id', 'channel order id', 'order number'],
  awb: ['awb code', 'awb', 'awb number', 'awb no'],
  cod: ['cod amount', 'cod value', 'cod collected'],
  remitted: ['remitted amount', 'remittance amount', 'amount remitted', 'net remitted'],
  reference: ['utr', 'utr no', 'utr number', 'bank reference'],
  remittedOn: ['remittance date', 'remitted on', 'remitted date', 'payment date'],
} as const;

const headerKey = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .replace(/\(.*?\)|₹|rs\.?/gi, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_.]+/g, ' ');

/** "1,234.00", "₹ 1234", "1234.5" → paise; undefined when it is not an amount. */
function paiseOf(text: string | undefined): number | undefined {
  const cleaned = (text ?? '').replace(/[₹,\s]|rs\.?/gi, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return undefined;
  return rupeesToPaise(Number(cleaned));
}

/**
 * Reads the report: one RemittanceRow per data row (its row number counts the header as row 1). A file without the
 * columns, or a row with no AWB, an amount that is not one or a date that is not one, is refused, naming the row.
 */
export function parseShiprocketRemittance(csv: string): RemittanceRow[] {
  let records: string[][];
  try {
    records = parse(csv, { skip_empty_lines: true, relax_column_count: true, trim: true, bom: true });
  } catch (error) {
    throw new ShippingRefused(`The remittance report is not a CSV file: ${(error as Error).message}`);
  }
  const [header, ...rows] = records;
  if (!header) throw new ShippingRefused('The remittance report is empty');
  const keys = header.map(headerKey);
  const column = (names: readonly string[]) => keys.findIndex((key) => names.includes(key));
  const at = Object.fromEntries(Object.entries(HEADERS).map(([field, names]) => [field, column(names)])) as Record<
    keyof typeof HEADERS,
    number
  >;
  const missing = (['awb', 'cod', 'remitted', 'reference', 'remittedOn'] as const).filter((field) => at[field] < 0);
  if (missing.length) {
    throw new ShippingRefused(
      `The remittance report has no ${missing.map((field) => HEADERS[field][0].toUpperCase()).join(', ')} column: export it from Shiprocket's COD Remittance page`,
    );
  }
  return rows.map((cells, index) => {
    const row = index + 2;
    const cell = (field: keyof typeof HEADERS) => (at[field] >= 0 ? (cells[at[field]] ?? '').trim() : '');
    const awb = cell('awb');
    const codPaise = paiseOf(cell('cod'));
    const remittedPaise = paiseOf(cell('remitted'));
    const remittedOn = isoDateOf(cell('remittedOn'));
    const reference = cell('reference');
    if (!awb) throw new ShippingRefused(`Row ${row} of the remittance report has no AWB`);
    if (codPaise === undefined || remittedPaise === undefined)
      throw new ShippingRefused(`Row ${row} of the remittance report (AWB ${awb}) has an amount that is not one`);
    if (!remittedOn)
      throw new ShippingRefused(`Row ${row} of the remittance report (AWB ${awb}) has no remittance date`);
    if (!reference) throw new ShippingRefused(`Row ${row} of the remittance report (AWB ${awb}) has no UTR`);
    return { row, awb, orderId: cell('orderId') || null, codPaise, remittedPaise, reference, remittedOn };
  });
}
