// Owns running a customer import in the background: one customer at a time, made without a password (or its blanks
// filled) by auth, its default address added through the address book, and nobody mailed; the job itself (progress,
// the one-at-a-time rule, a lost job read as failed) is platform/import-jobs.ts.
import type { FastifyInstance } from 'fastify';
import type { CustomerImportJob, CustomerImportRow } from '@shop/contract/customer-import';
import type { ImportSummary } from '@shop/contract/import-jobs';
import { DomainError } from '../../platform/errors.ts';
import { findJob, jobDone, jobFailed, jobProgress, startJob } from '../../platform/import-jobs.ts';
import { addAddress } from '../addresses/index.ts';
import { addImportedCustomer, fillImportedCustomer } from '../auth/index.ts';
import { type CustomerImportPlan, type CustomerPlan, reportRow } from './customer-plan.ts';

export const CUSTOMER_IMPORT_MESSAGES = {
  notFound: 'No such import',
  busy: 'Another customer import is still running: wait for it to finish, then upload this file',
  stopped:
    'The import stopped before it finished; upload the file again (customers already saved are unchanged by a second import)',
  signedUpMeanwhile:
    'someone signed up with this email while the import ran; upload the file again to fill in the rest',
} as const;

export function getCustomerImportJob(app: FastifyInstance, id: string): Promise<CustomerImportJob> {
  return findJob<CustomerImportRow>(app.db, 'customers', id, CUSTOMER_IMPORT_MESSAGES);
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
  const id = await startJob(
    app.db,
    {
      kind: 'customers',
      fileName,
      total: plan.customers.length,
      done: summary.unchanged,
      summary,
      rows: noted,
      startedBy,
    },
    CUSTOMER_IMPORT_MESSAGES.busy,
  );
  void runImport(app, id, work, summary, noted).catch(async (error: unknown) => {
    app.log.error({ err: error, importJob: id }, 'customer import failed');
    await jobFailed(app.db, id);
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
    await jobProgress(app.db, id, { done, summary, rows: reported });
  }
  await jobDone(app.db, id, { done, summary, rows: reported });
}

/**
 * One customer: a new account without a password (auth's rules for an imported account), or the blanks of the account
 * here filled. Then the address.
 */
async function saveCustomer(
  app: FastifyInstance,
  customer: CustomerPlan,
): Promise<{ error?: string; warnings: string[] }> {
  let userId = customer.existingId;
  if (!userId) {
    userId = await addImportedCustomer(app.db, {
      ...customer.changes,
      userName: customer.changes.userName!,
      email: customer.email,
    });
    if (!userId) return { error: CUSTOMER_IMPORT_MESSAGES.signedUpMeanwhile, warnings: [] };
  } else await fillImportedCustomer(app.db, userId, customer.changes);
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
