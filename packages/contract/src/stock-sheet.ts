// Owns the staff's stock sheet and stock CSV (issue 31, part 4): every product's or size's stock on one page, edited
// in place and saved at once, and a CSV of SKU and quantity checked row by row (a dry run) before it is applied.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { errorAnswer, okAnswer } from './envelope.ts';
import { CATEGORIES, LIMITS } from './shop.ts';

/** What the sheet shows: everything, the low ones (in stock, below LIMITS.lowStockBelow), or the sold-out ones. */
export const STOCK_STATES = ['all', 'low', 'sold-out'] as const;
export type StockState = (typeof STOCK_STATES)[number];
export const STOCK_STATE_LABELS: Record<StockState, string> = {
  all: 'All',
  low: `Low (below ${LIMITS.lowStockBelow})`,
  'sold-out': 'Sold out',
};

/** The most rows one save or one CSV may change. */
export const STOCK_CHANGES_MAX = 500;
/** The largest stock CSV read. */
export const STOCK_CSV_MAX_BYTES = 5 * 1024 * 1024;
/** A count no shelf holds: a typo's extra zeros are refused rather than saved. */
export const STOCK_MAX = 1_000_000;

const id = z.uuid('Not a valid id');
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

export const stockSheetQuery = z.object({
  /** Matches the title or the SKU, in part, any case. */
  keyword: z.preprocess(blankAsMissing, z.string().trim().max(100, 'Search for at most 100 characters').optional()),
  category: z.preprocess(blankAsMissing, z.enum(CATEGORIES, 'Not a category of the shop').optional()),
  state: z.preprocess(blankAsMissing, z.enum(STOCK_STATES, 'Show all, low or sold-out stock').default('all')),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type StockSheetQuery = z.input<typeof stockSheetQuery>;

/** One line of the sheet: a size × colour of a product, or a product without options (no variant, no SKU). */
export const stockRow = z.object({
  product_id: z.string(),
  variant_id: z.string().nullable(),
  title: z.string(),
  category: z.string(),
  image: z.string(),
  size: z.string().nullable(),
  colour: z.string().nullable(),
  sku: z.string().nullable(),
  stock: z.number().int(),
});
export type StockRow = z.infer<typeof stockRow>;

export const stockSheetPage = z.object({
  success: z.literal(true),
  data: z.array(stockRow),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type StockSheetPage = z.infer<typeof stockSheetPage>;

const stockCount = (field: string) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} cannot be below 0`)
    .max(STOCK_MAX, `${field} is at most ${STOCK_MAX}`);

/** One row staff changed: the count they typed, and the stock the sheet showed when they typed it. */
export const stockChange = z.object({
  product_id: id,
  variant_id: id.nullable(),
  stock: stockCount('Stock'),
  stock_seen: stockCount('The stock seen'),
});
export type StockChange = z.infer<typeof stockChange>;

export const stockSaveInput = z.object({
  changes: z
    .array(stockChange)
    .min(1, 'Change a stock first')
    .max(STOCK_CHANGES_MAX, `Save at most ${STOCK_CHANGES_MAX} rows at once`)
    .refine(
      (changes) => new Set(changes.map((c) => c.variant_id ?? c.product_id)).size === changes.length,
      'Each row may be changed once per save',
    ),
});
export type StockSaveInput = z.input<typeof stockSaveInput>;

/**
 * A row whose stock moved between staff reading the sheet and saving it (a shopper bought some): the count staff typed
 * was saved all the same (they counted the shelf), and the screen says which rows to look at again.
 */
export const movedRow = z.object({
  product_id: z.string(),
  variant_id: z.string().nullable(),
  /** What the sheet showed, and what the stock had become when the save came. */
  seen: z.number().int(),
  found: z.number().int(),
});
export type MovedRow = z.infer<typeof movedRow>;

export const stockSaveAnswer = okAnswer(z.object({ saved: z.number().int(), moved: z.array(movedRow) })).extend({
  message: z.string(),
});

export const STOCK_IMPORT_ACTIONS = ['update', 'unchanged', 'error'] as const;
export type StockImportAction = (typeof STOCK_IMPORT_ACTIONS)[number];

/** What one CSV row does. `before`/`after` are null where the row names no size of ours or no good quantity. */
export const stockImportRow = z.object({
  /** The spreadsheet's row number: the header is row 1. */
  row: z.number().int(),
  sku: z.string(),
  /** The product and size the SKU names, for people to read ("Kurta (M, Indigo)"); empty when unknown. */
  name: z.string(),
  action: z.enum(STOCK_IMPORT_ACTIONS),
  before: z.number().int().nullable(),
  after: z.number().int().nullable(),
  /** Plain sentences ("Row 7: Quantity must be a whole number"); empty unless action is 'error'. */
  errors: z.array(z.string()),
});
export type StockImportRow = z.infer<typeof stockImportRow>;

export const stockImportReport = z.object({
  summary: z.object({ update: z.number().int(), unchanged: z.number().int(), error: z.number().int() }),
  rows: z.array(stockImportRow),
});
export type StockImportReport = z.infer<typeof stockImportReport>;

/** `?dry_run=1` reports without saving; without it the rows are applied, all or none. */
export const stockImportQuery = z.object({
  dry_run: z
    .enum(['1', 'true', '0', 'false', ''])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});

export const stockImportAnswer = okAnswer(stockImportReport).extend({ message: z.string() });
/** A file refused: its rows with their errors when it was the rows that were wrong (nothing was saved). */
export const stockImportRefused = errorAnswer.extend({ data: stockImportReport.optional() });

const errors = [400, 401, 403, 404, 413] as const;

export const stockSheetEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/stock',
    permission: 'products.read',
    tag: 'admin stock',
    query: stockSheetQuery,
    answer: stockSheetPage,
    errors,
  }),
  /** Saves every changed row in one transaction; a waiting shopper is mailed for each size back in stock. */
  save: endpoint({
    method: 'PUT',
    path: '/api/admin/stock',
    permission: 'products.write',
    tag: 'admin stock',
    body: stockSaveInput,
    answer: stockSaveAnswer,
    errors,
  }),
  /**
   * Multipart `file`: a CSV with the headers `SKU` and `Quantity` (or Shopify's inventory export: `SKU` with
   * `Available` or `On hand`). With `?dry_run=1` it reports each row; without, it applies them all only if none has
   * an error (else a 400 with the rows), answering the same report.
   */
  import: endpoint({
    method: 'POST',
    path: '/api/admin/stock/import',
    permission: 'products.write',
    tag: 'admin stock',
    query: stockImportQuery,
    body: 'multipart',
    answer: stockImportAnswer,
    errors,
    errorAnswers: { 400: stockImportRefused },
  }),
};
