// Owns running a customer import in the background: one customer at a time, made without a password (or its blanks
// filled), its default address added through the address book, progress written as it goes, a job whose process died
// read as failed, and nobody mailed.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CustomerImportJob, CustomerImportRow } from '@shop/contract/customer-import';
import type { ImportSummary } from '@shop/contract/product-import';
import { customerImportJobs, users } from '../../platform/db/schema.ts';
import { Conflict, DomainError, NotFound } from '../../platform/errors.ts';
import { addAddress } from '../addresses/index.ts';
import { type CustomerImportPlan, type CustomerPlan, reportRow } from './customer-plan.ts';

/** A running job not heard from for this long was lost with its process. */
export const CUSTOMER_IMPORT_STALE_MS = 2 * 60_000;

export const CUSTOMER_IMPORT_MESSAGES = {
  notFound: 'No such import',
  busy: 'Another customer import is still running: wait for it to finish, then upload this file',
  stopped:
    'The import stopped before it finished; upload the file again (customers already saved are unchanged by a second import)',
  signedUpMeanwhile:
    'someone signed up with this email while the import ran; upload the file again to fill in the rest',
} as const;

type JobRow = typeof customerImportJobs.$inferSelect;

function toJob(row: JobRow, now = Date.now()): CustomerImportJob {
  const lost = row.state === 'running' && now - row.updatedAt.getTime() > CUSTOMER_IMPORT_STALE_MS;
  return {
    job_id: row.id,
    state: lost ? 'failed' : row.state,
    file_name: row.fileName,
    done: row.done,
    total: row.total,
    summary: row.summary,
    failure: lost ? CUSTOMER_IMPORT_MESSAGES.stopped : row.failure,
    rows: row.rows as CustomerImportRow[],
    started_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

export async function getCustomerImportJob(app: FastifyInstance, id: string): Promise<CustomerImportJob> {
  const [row] = await app.db.select().from(customerImportJobs).where(eq(customerImportJobs.id, id));
  if (!row) throw new NotFound(CUSTOMER_IMPORT_MESSAGES.notFound);
  return toJob(row);
}

/** Starts saving the plan's customers in this process and answers the job's id at once. */
export async function startCustomerImport(
  app: FastifyInstance,
  plan: CustomerImportPlan,
  { fileName, startedBy }: { fileName: string; startedBy: string | null },
): Promise<string> {
  const summary: ImportSummary = { create: 0, update: 0, unchanged: plan.report.summary.unchanged, error: 0 };
  const work = plan.customers.filter((customer) => customer.action === 'create' || customer.action === 'update');
  // Rows left unchanged still say what they left out.
  const noted = plan.customers.filter((c) => c.action === 'unchanged' && c.warnings.length > 0).map(reportRow);
  const id = await app.db.transaction(async (tx) => {
    // One import at a time: two at once would each plan to create the same customers.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('customer_import'))`);
    const [running] = await tx
      .select({ id: customerImportJobs.id })
      .from(customerImportJobs)
      .where(
        and(
          eq(customerImportJobs.state, 'running'),
          gt(customerImportJobs.updatedAt, new Date(Date.now() - CUSTOMER_IMPORT_STALE_MS)),
        ),
      )
      .limit(1);
    if (running) throw new Conflict(CUSTOMER_IMPORT_MESSAGES.busy);
    const [job] = await tx
      .insert(customerImportJobs)
      .values({ fileName, total: plan.customers.length, done: summary.unchanged, summary, rows: noted, startedBy })
      .returning({ id: customerImportJobs.id });
    return job!.id;
  });
  void runImport(app, id, work, summary, noted).catch(async (error: unknown) => {
    app.log.error({ err: error, importJob: id }, 'customer import failed');
    await app.db
      .update(customerImportJobs)
      .set({
        state: 'failed',
        failure: 'The import stopped on an error of ours; upload the file again',
        finishedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(customerImportJobs.id, id))
      .catch(() => undefined);
  });
  return id;
}

async function runImport(
  app: FastifyInstance,
  id: string,
  work: CustomerPlan[],
  summary: ImportSummary,
  reported: CustomerImportRow[],
) {
  let done = summary.unchanged;
  for (const customer of work) {
    const outcome = await saveCustomer(app, customer);
    if (outcome.error) {
      summary.error += 1;
      reported.push({ ...reportRow(customer), action: 'error', errors: [`Row ${customer.row}: ${outcome.error}`] });
    } else {
      summary[customer.action as 'create' | 'update'] += 1;
      const warnings = [...customer.warnings, ...outcome.warnings];
      if (warnings.length > 0) reported.push({ ...reportRow(customer), warnings });
    }
    done += 1;
    await app.db
      .update(customerImportJobs)
      .set({ done, summary, rows: reported, updatedAt: new Date() })
      .where(eq(customerImportJobs.id, id));
  }
  await app.db
    .update(customerImportJobs)
    .set({ state: 'done', done, summary, rows: reported, updatedAt: new Date(), finishedAt: new Date() })
    .where(eq(customerImportJobs.id, id));
}

/**
 * One customer: a new account without a password, verified (the brand vouches for its customer's email, and only the
 * mailbox's owner can use the mailed link or code), or the blanks of the account here filled. Then the address.
 */
async function saveCustomer(
  app: FastifyInstance,
  customer: CustomerPlan,
): Promise<{ error?: string; warnings: string[] }> {
  let userId = customer.existingId;
  if (!userId) {
    const [made] = await app.db
      .insert(users)
      .values({
        ...customer.changes,
        userName: customer.changes.userName!,
        email: customer.email,
        passwordHash: null,
        role: 'user',
        verified: true,
        importedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!made) return { error: CUSTOMER_IMPORT_MESSAGES.signedUpMeanwhile, warnings: [] };
    userId = made.id;
  } else if (Object.keys(customer.changes).length > 0) {
    await app.db
      .update(users)
      .set({ ...customer.changes, updatedAt: new Date() })
      .where(eq(users.id, userId));
  }
  if (!customer.address) return { warnings: [] };
  try {
    await addAddress(app.db, userId, customer.address);
    return { warnings: [] };
  } catch (error) {
    if (error instanceof DomainError && error.statusCode < 500) {
      return { warnings: [`The address was left out: ${error.message}`] };
    }
    throw error;
  }
}
