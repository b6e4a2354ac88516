// Owns the staff's product CSV import and export in Shopify's format (issue 31, part 3): the dry run's row-by-row
// report, the background job and its progress, and the export's choice of header generation.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { errorAnswer, okAnswer } from './envelope.ts';
import { importJobOf, importSummary } from './import-jobs.ts';

/** Shopify's two generations of product CSV headers: `Variant SKU`… (legacy) and `SKU`… (current, the default). */
export const SHOPIFY_HEADER_GENERATIONS = ['legacy', 'current'] as const;
export type ShopifyHeaderGeneration = (typeof SHOPIFY_HEADER_GENERATIONS)[number];

/** The largest CSV an import reads, and the largest zip of images beside it. */
export const IMPORT_CSV_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_ZIP_MAX_BYTES = 100 * 1024 * 1024;

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'error'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** What one CSV row does: every row of a product shares the product's action; `errors` are this row's own. */
export const importRow = z.object({
  /** The spreadsheet's row number: the header is row 1, the first product row is 2. */
  row: z.number().int(),
  handle: z.string(),
  /** The variant's SKU on this row; empty for a row that only adds an image. */
  sku: z.string(),
  action: z.enum(IMPORT_ACTIONS),
  /** Plain sentences naming the column ("Row 7: Variant Price must be a number"); empty unless action is 'error'. */
  errors: z.array(z.string()),
});
export type ImportRow = z.infer<typeof importRow>;

export { importSummary, type ImportSummary } from './import-jobs.ts';

/** What a file would do, row by row, before anything is saved. */
export const importReport = z.object({ summary: importSummary, rows: z.array(importRow) });
export type ImportReport = z.infer<typeof importReport>;

/** A running or finished product import; `rows` lists the rows that could not be saved. */
export const importJob = importJobOf(importRow);
export type ImportJob = z.infer<typeof importJob>;

/** `?dry_run=1` reports without saving; without it the import starts in the background. */
export const importQuery = z.object({
  dry_run: z
    .enum(['1', 'true', '0', 'false', ''])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});

export const importReportAnswer = okAnswer(importReport);
export const importStartedAnswer = okAnswer(z.object({ job_id: z.string() }));
/** An import refused before it starts: the file's rows with their errors, when it was the rows that were wrong. */
export const importRefusedAnswer = errorAnswer.extend({ data: importReport.optional() });
export const importJobAnswer = okAnswer(importJob);

export const exportProductsQuery = z.object({
  headers: z.enum(SHOPIFY_HEADER_GENERATIONS).default('current'),
});
export type ExportProductsQuery = z.infer<typeof exportProductsQuery>;

/** The file an export downloads as. */
export const productExportFileName = (headers: ShopifyHeaderGeneration) => `products_shopify_${headers}.csv`;

/** 409: another import is still running. */
const errors = [400, 401, 403, 409, 413] as const;

/**
 * The one POST route both calls share (`dryRun` and `start` below are its two ways, typed apart for clients): multipart
 * with `file` (the CSV) and optionally `images` (a zip of the pictures the CSV names by file name).
 */
export const productImportUpload = endpoint({
  method: 'POST',
  path: '/api/admin/products/import',
  permission: 'products.write',
  tag: 'admin products',
  query: importQuery,
  body: 'multipart',
  answer: z.union([importReportAnswer, importStartedAnswer]),
  errors,
  errorAnswers: { 400: importRefusedAnswer },
});

export const productImportEndpoints = {
  /** `?dry_run=1`: what each row would do; nothing is saved and no image is downloaded. */
  dryRun: endpoint({
    method: 'POST',
    path: '/api/admin/products/import',
    permission: 'products.write',
    tag: 'admin products',
    query: z.object({ dry_run: z.literal('1') }),
    body: 'multipart',
    answer: importReportAnswer,
    errors,
    errorAnswers: { 400: importRefusedAnswer },
  }),
  /**
   * Starts the import once every row is good (else 400 with the rows, nothing saved); answers at once with the job.
   * Saving the same file again changes nothing: products match by handle (from the title) or by any variant's SKU.
   */
  start: endpoint({
    method: 'POST',
    path: '/api/admin/products/import',
    permission: 'products.write',
    tag: 'admin products',
    body: 'multipart',
    answer: importStartedAnswer,
    errors,
    errorAnswers: { 400: importRefusedAnswer },
  }),
  /** The job's progress; a job whose process died reads 'failed'. */
  status: endpoint({
    method: 'GET',
    path: '/api/admin/products/import/:job_id',
    permission: 'products.write',
    tag: 'admin products',
    params: z.object({ job_id: z.uuid('Not a valid import') }),
    answer: importJobAnswer,
    errors: [400, 401, 403, 404],
  }),
  /** Every product as Shopify's product CSV (text/csv), in the chosen header generation. */
  export: endpoint({
    method: 'GET',
    path: '/api/admin/products/export',
    permission: 'products.write',
    tag: 'admin products',
    query: exportProductsQuery,
    answer: z.string().describe('A CSV file (text/csv) in Shopify’s product format'),
    errors: [400, 401, 403],
  }),
};
