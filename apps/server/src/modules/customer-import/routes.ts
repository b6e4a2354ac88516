// Owns /api/admin/customers/import and /invite: Shopify's customer CSV in (a dry run, or a background job), and
// staff's invitation mailed to the imported customers (the admin guard sits on the /api/admin scope).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  CUSTOMER_IMPORT_MAX_BYTES,
  customerImportEndpoints,
  customerImportUpload,
} from '@shop/contract/customer-import';
import { route } from '../../platform/endpoint-routes.ts';
import { DomainError, Invalid } from '../../platform/errors.ts';
import { readCustomerCsv } from './customer-csv.ts';
import { getCustomerImportJob, startCustomerImport } from './customer-job.ts';
import { planCustomers } from './customer-plan.ts';
import { customersWaitingForInvite, inviteImportedCustomers } from './invite.ts';

const MB = 1024 * 1024;

/** The upload's CSV (field `file`) with its name; refused with 413 past the limit, in words. */
export async function readCsvUpload(request: FastifyRequest, fallbackName: string) {
  if (!request.isMultipart()) throw new Invalid('Send the CSV as multipart form data in the field file');
  let csv: { name: string; bytes: Buffer } | undefined;
  const parts = request.parts({ limits: { fileSize: CUSTOMER_IMPORT_MAX_BYTES + 1, files: 1, fields: 10 } });
  for await (const part of parts) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'file') {
      part.file.resume();
      continue;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
    if (part.file.truncated) {
      throw new DomainError(
        413,
        `The CSV file is larger than ${CUSTOMER_IMPORT_MAX_BYTES / MB} MB: split it into smaller files`,
      );
    }
    csv = { name: part.filename || fallbackName, bytes: Buffer.concat(chunks) };
  }
  if (!csv) throw new Invalid('Choose the CSV file to import (field file)');
  return csv;
}

export const customerImportRoutes: FastifyPluginAsync = async (app) => {
  route(app, customerImportUpload, {}, async (request) => {
    const csv = await readCsvUpload(request, 'customers.csv');
    const rows = readCustomerCsv(csv.bytes);
    if (rows.length === 0) throw new Invalid('The file has no customer rows under its header');
    const plan = await planCustomers(app.db, rows, new Date());
    if (request.query.dry_run) return { success: true as const, data: plan.report };
    const refused = plan.report.summary.error;
    if (refused > 0) {
      // Nothing is saved until every row is good: staff fix the file and upload it again.
      throw new DomainError(
        400,
        `Nothing was imported: ${refused} customer${refused === 1 ? ' has' : 's have'} problems; fix the rows listed and upload the file again`,
        { data: plan.report },
      );
    }
    const jobId = await startCustomerImport(app, plan, { fileName: csv.name, startedBy: request.user?.id ?? null });
    return { success: true as const, data: { job_id: jobId } };
  });

  route(app, customerImportEndpoints.status, {}, async (request) => ({
    success: true as const,
    data: await getCustomerImportJob(app, request.params.job_id),
  }));

  route(app, customerImportEndpoints.invite, {}, async (request) => ({
    success: true as const,
    data: await inviteImportedCustomers(app, request.body),
  }));

  route(app, customerImportEndpoints.inviteCount, {}, async () => ({
    success: true as const,
    data: { waiting: await customersWaitingForInvite(app) },
  }));
};
