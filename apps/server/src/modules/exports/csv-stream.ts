// Owns how an export becomes a CSV download: records stringified as they arrive (never the whole file in memory),
// money as rupees a spreadsheet adds up, and no cell a spreadsheet would run as a formula.
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { paiseToRupees } from '@shop/contract/money';

/** One CSV row: its cells in the columns' order. */
export type CsvRecord = (string | number)[];

/** "1299.00", "-12.50": rupees with two decimals and no currency sign, so a spreadsheet sums the column. */
export const rupeesCell = (paise: number) => paiseToRupees(paise).toFixed(2);

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Text a shopper or staff typed, made safe to open in a spreadsheet (CSV injection): one starting as a formula would
 * (=, +, -, @, tab, carriage return) gets a leading apostrophe, which spreadsheets show as text. A plain number such as
 * a credit note's "-12.50" cannot run anything and stays a number.
 */
export function safeCell(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/**
 * The CSV text of `records`, under a header of `columns`, as a stream: each record is read from the source only when
 * the reply has room for more, so a slow download slows the reading rather than filling memory. Every text cell goes
 * through safeCell. A byte-order mark tells Excel the file is UTF-8 (names in Hindi or Tamil, the ₹ in titles).
 */
export function csvStream(columns: readonly string[], records: AsyncIterable<CsvRecord>): Readable {
  const stringifier = stringify({
    bom: true,
    header: true,
    // Records are arrays: each column is read from its place in them.
    columns: columns.map((header, index) => ({ key: String(index), header })),
    cast: { string: safeCell },
  });
  // pipeline, unlike pipe, ends the file with the error when a read fails (the reply then stops short, and is logged),
  // and stops reading when the download is abandoned.
  return pipeline(Readable.from(records), stringifier, () => undefined);
}

/** Sends `csv` as the attachment `fileName`; nobody caches a copy of the shop's books on the way. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: Readable): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}

/** Every record of every batch, in order: the batches are read one at a time, as the stream asks for more. */
export async function* eachRecord(batches: AsyncIterable<CsvRecord[]>): AsyncGenerator<CsvRecord> {
  for await (const batch of batches) yield* batch;
}
