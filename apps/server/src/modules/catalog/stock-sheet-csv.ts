// Owns reading a stock CSV: which columns hold the SKU and the quantity (ours, or Shopify's inventory export), and
// each row's cells as typed, before any of them is checked against the catalogue.
import { parse } from 'csv-parse/sync';
import { Invalid } from '../../platform/errors.ts';

/** The most rows one file may hold: one transaction applies them all. */
export const STOCK_CSV_MAX_ROWS = 5000;

/**
 * The header names each column goes by, first choice first. Shopify's inventory export has `SKU` beside `Available`
 * (what can be sold, as our stock is) and `On hand`; its newer files say `On hand (new)` for the count to set.
 */
const SKU_HEADERS = ['sku', 'variant sku'];
const QUANTITY_HEADERS = ['quantity', 'qty', 'stock', 'available', 'on hand (new)', 'on hand', 'on hand (current)'];

const headerKey = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');

/** One data row as typed: its row number in the spreadsheet (the header is row 1), the SKU and the quantity. */
export type StockCsvRow = { row: number; sku: string; quantity: string };

/** Reads the file's rows; a file that is not a CSV, or lacks either column, is refused as a whole. */
export function readStockCsv(bytes: Buffer): StockCsvRow[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes with the line it ends on: row numbers stay right past blank lines.
    records = parse(bytes, {
      bom: true,
      relax_column_count: true,
      trim: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    throw new Invalid(`The file is not a CSV file we can read: ${(error as Error).message}`);
  }
  const [header, ...rows] = records;
  if (!header) throw new Invalid('The file is empty: its first row should name the columns SKU and Quantity');
  const keys = header.record.map(headerKey);
  const columnOf = (names: string[]) => names.map((name) => keys.indexOf(name)).find((index) => index >= 0) ?? -1;
  const skuAt = columnOf(SKU_HEADERS);
  const quantityAt = columnOf(QUANTITY_HEADERS);
  if (skuAt < 0 || quantityAt < 0) {
    const missing = [skuAt < 0 ? 'SKU' : null, quantityAt < 0 ? 'Quantity' : null].filter(Boolean).join(' and ');
    throw new Invalid(
      `The file has no ${missing} column: its first row should name the columns SKU and Quantity (or Shopify's SKU and Available)`,
    );
  }
  const filled = rows.filter(({ record }) => record.some((cell) => cell !== ''));
  if (filled.length === 0) throw new Invalid('The file has no rows below its header');
  if (filled.length > STOCK_CSV_MAX_ROWS) {
    throw new Invalid(`The file has ${filled.length} rows; upload at most ${STOCK_CSV_MAX_ROWS} at a time`);
  }
  return filled.map(({ record, info }) => ({
    row: info.lines,
    sku: record[skuAt] ?? '',
    quantity: record[quantityAt] ?? '',
  }));
}
