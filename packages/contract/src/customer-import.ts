// Owns bringing customers and reviews over from another shop (issue 44, part 6): Shopify's customer CSV (a dry run, or a
// background job), the invite staff send the imported accounts, and a review app's CSV (Judge.me's columns).
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { errorAnswer, okAnswer } from './envelope.ts';
import { importJobOf, importSummary } from './import-jobs.ts';
import { IMPORT_ACTIONS, importQuery } from './product-import.ts';

/** The largest customer or review CSV an import reads. */
export const CUSTOMER_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** Where an imported marketing consent was given, as kept on the account. */
export const IMPORTED_CONSENT_SOURCE = 'shopify-import';

/** What one customer row does. `warnings` name what was left out while the customer still came over (an address). */
export const customerImportRow = z.object({
  /** The spreadsheet's row number: the header is row 1. */
  row: z.number().int(),
  email: z.string(),
  action: z.enum(IMPORT_ACTIONS),
  /** Plain sentences naming the column; empty unless action is 'error'. */
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
});
export type CustomerImportRow = z.infer<typeof customerImportRow>;

export const customerImportReport = z.object({ summary: importSummary, rows: z.array(customerImportRow) });
export type CustomerImportReport = z.infer<typeof customerImportReport>;

/** A running or finished customer import; `rows` lists the rows refused and the rows with warnings. */
export const customerImportJob = importJobOf(customerImportRow);
export type CustomerImportJob = z.infer<typeof customerImportJob>;

export const customerImportReportAnswer = okAnswer(customerImportReport);
export const customerImportStartedAnswer = okAnswer(z.object({ job_id: z.string() }));
export const customerImportRefusedAnswer = errorAnswer.extend({ data: customerImportReport.optional() });

/** Who is invited: the chosen imported customers, or every imported customer not invited yet. */
export const inviteBody = z
  .object({
    ids: z.array(z.uuid('Not a valid customer')).max(5000).optional(),
    all_imported: z.boolean().optional(),
  })
  .refine((body) => (body.ids && body.ids.length > 0) || body.all_imported === true, {
    message: 'Choose the customers to invite, or all imported customers',
  });
export type InviteBody = z.input<typeof inviteBody>;

/** `invited`: mailed now. `already`: chosen but invited before (or not imported), so not mailed again. */
export const inviteAnswer = okAnswer(z.object({ invited: z.number().int(), already: z.number().int() }));

/** How many imported customers have not been invited yet: what the Invite button's confirmation says. */
export const inviteCountAnswer = okAnswer(z.object({ waiting: z.number().int() }));

/** One review row refused, by its spreadsheet row number, and why. */
export const refusedReviewRow = z.object({ row: z.number().int(), reason: z.string() });
export const reviewImportAnswer = okAnswer(
  z.object({
    /** Reviews added (on a dry run, that would be added); a row already imported is neither added nor refused. */
    created: z.number().int(),
    /** Rows already imported before, left as they are. */
    unchanged: z.number().int(),
    refused: z.array(refusedReviewRow),
  }),
);
export type ReviewImportResult = z.infer<typeof reviewImportAnswer>['data'];

const errors = [400, 401, 403, 409, 413] as const;

/** The one POST both calls share: multipart with `file`, Shopify's customer export CSV. */
export const customerImportUpload = endpoint({
  method: 'POST',
  path: '/api/admin/customers/import',
  permission: 'customers.import',
  tag: 'admin customers',
  query: importQuery,
  body: 'multipart',
  answer: z.union([customerImportReportAnswer, customerImportStartedAnswer]),
  errors,
  errorAnswers: { 400: customerImportRefusedAnswer },
});

export const customerImportEndpoints = {
  /** `?dry_run=1`: what each row would do; nothing is saved. */
  dryRun: endpoint({
    method: 'POST',
    path: '/api/admin/customers/import',
    permission: 'customers.import',
    tag: 'admin customers',
    query: z.object({ dry_run: z.literal('1') }),
    body: 'multipart',
    answer: customerImportReportAnswer,
    errors,
    errorAnswers: { 400: customerImportRefusedAnswer },
  }),
  /**
   * Starts the import once every row is good (else 400 with the rows, nothing saved). Accounts are made without a
   * password and nobody is mailed; the same file again changes nothing.
   */
  start: endpoint({
    method: 'POST',
    path: '/api/admin/customers/import',
    permission: 'customers.import',
    tag: 'admin customers',
    body: 'multipart',
    answer: customerImportStartedAnswer,
    errors,
    errorAnswers: { 400: customerImportRefusedAnswer },
  }),
  status: endpoint({
    method: 'GET',
    path: '/api/admin/customers/import/:job_id',
    permission: 'customers.import',
    tag: 'admin customers',
    params: z.object({ job_id: z.uuid('Not a valid import') }),
    answer: okAnswer(customerImportJob),
    errors: [400, 401, 403, 404],
  }),
  /** Mails each chosen imported customer, once ever, a link to sign in. */
  invite: endpoint({
    method: 'POST',
    path: '/api/admin/customers/invite',
    permission: 'customers.import',
    tag: 'admin customers',
    body: inviteBody,
    answer: inviteAnswer,
    errors: [400, 401, 403],
  }),
  /** How many imported customers an "invite all" would mail. */
  inviteCount: endpoint({
    method: 'GET',
    path: '/api/admin/customers/invite',
    permission: 'customers.import',
    tag: 'admin customers',
    answer: inviteCountAnswer,
    errors: [401, 403],
  }),
};

export const reviewImportEndpoints = {
  /**
   * Judge.me's review export (multipart `file`): each row attached to the product with its `product_handle`, shown as
   * imported. `?dry_run=1` counts without saving. Importing the same file again adds nothing.
   */
  import: endpoint({
    method: 'POST',
    path: '/api/admin/reviews/import',
    permission: 'customers.import',
    tag: 'admin reviews',
    query: importQuery,
    body: 'multipart',
    answer: reviewImportAnswer,
    errors: [400, 401, 403, 413],
  }),
};
