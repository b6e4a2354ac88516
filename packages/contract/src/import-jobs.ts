// Owns what a background CSV import answers while it runs and after, whatever it brings over (products or customers):
// its state, progress, counts and the rows worth showing.
import { z } from 'zod';

/** What an import brings over; each kind runs one import at a time. */
export const IMPORT_KINDS = ['products', 'customers'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_JOB_STATES = ['running', 'done', 'failed'] as const;

/** How many items (products or customers, not rows) each action takes. */
export const importSummary = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  error: z.number().int(),
});
export type ImportSummary = z.infer<typeof importSummary>;

/** A running or finished import whose report rows are `row`. `done` of `total` items. */
export const importJobOf = <Row extends z.ZodType>(row: Row) =>
  z.object({
    job_id: z.string(),
    state: z.enum(IMPORT_JOB_STATES),
    file_name: z.string(),
    done: z.number().int(),
    total: z.number().int(),
    summary: importSummary,
    /** Why it stopped, when it failed. */
    failure: z.string().nullable(),
    rows: z.array(row),
    started_at: z.string(),
    finished_at: z.string().nullable(),
  });

/** A job's answer with its report rows typed as `Row`. */
export type ImportJobAnswer<Row> = Omit<z.infer<ReturnType<typeof importJobOf>>, 'rows'> & { rows: Row[] };
