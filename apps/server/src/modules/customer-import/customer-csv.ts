// Owns Shopify's customer export CSV as a file: its columns found by header name (any case, any order), in both the
// current export's `Default Address …` headers and the older `Company`, `Address1`, `Province Code` ones.
import { parse } from 'csv-parse/sync';
import { Invalid } from '../../platform/errors.ts';

/**
 * Each column read, by what it means, with the headers Shopify has written for it (help.shopify.com, "Customer CSV
 * column descriptions"; the admin's export writes `Default Address …`, older exports and the template do not).
 */
const HEADERS = {
  firstName: ['First Name'],
  lastName: ['Last Name'],
  email: ['Email'],
  acceptsEmail: ['Accepts Email Marketing', 'Accepts Marketing'],
  company: ['Default Address Company', 'Company'],
  address1: ['Default Address Address1', 'Address1'],
  address2: ['Default Address Address2', 'Address2'],
  city: ['Default Address City', 'City'],
  province: ['Default Address Province', 'Province'],
  provinceCode: ['Default Address Province Code', 'Province Code'],
  countryCode: ['Default Address Country Code', 'Country Code'],
  country: ['Default Address Country', 'Country'],
  zip: ['Default Address Zip', 'Zip'],
  addressPhone: ['Default Address Phone', 'Address Phone'],
  phone: ['Phone'],
  acceptsSms: ['Accepts SMS Marketing'],
  note: ['Note'],
  tags: ['Tags'],
} as const;

export type CustomerField = keyof typeof HEADERS;
export type CustomerCsvRow = { row: number; cells: Partial<Record<CustomerField, string>> };

const normal = (header: string) => header.trim().replace(/\s+/g, ' ').toLowerCase();
const FIELD_OF_HEADER = new Map<string, CustomerField>(
  (Object.entries(HEADERS) as [CustomerField, readonly string[]][]).flatMap(([field, names]) =>
    names.map((name) => [normal(name), field] as const),
  ),
);

/** A spreadsheet's guard against formulas (a leading apostrophe) is not part of the text. */
const unguarded = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell);

/** Parses any CSV into records, refusing in words a file that is not one. */
export function csvRecords(bytes: Buffer): string[][] {
  try {
    return parse(bytes, { bom: true, relax_column_count: true });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new Invalid(`The file is not a CSV we can read${line ? ` (near line ${line})` : ''}: save it as CSV (UTF-8)`);
  }
}

/** The file's customer rows; refuses a file without an Email column. A blank line keeps its number. */
export function readCustomerCsv(bytes: Buffer): CustomerCsvRow[] {
  const [header, ...data] = csvRecords(bytes);
  if (!header) throw new Invalid('The file is empty: export the customers from Shopify as CSV');
  const fields = header.map((name) => FIELD_OF_HEADER.get(normal(name)));
  if (!fields.includes('email')) throw new Invalid('The file has no Email column: is it a Shopify customer CSV?');
  const rows: CustomerCsvRow[] = [];
  data.forEach((record, index) => {
    const cells: CustomerCsvRow['cells'] = {};
    record.forEach((value, column) => {
      const field = fields[column];
      if (field && !cells[field] && value.trim()) cells[field] = unguarded(value.trim());
    });
    if (Object.keys(cells).length > 0) rows.push({ row: index + 2, cells });
  });
  return rows;
}
