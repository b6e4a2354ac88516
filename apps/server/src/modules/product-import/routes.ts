// Owns /api/admin/products/import and /export: the staff's Shopify product CSV in (a dry run, or a background job)
// and out (the admin guard sits on the /api/admin scope).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import {
  IMPORT_CSV_MAX_BYTES,
  IMPORT_ZIP_MAX_BYTES,
  productExportFileName,
  productImportEndpoints,
  productImportUpload,
} from '@shop/contract/product-import';
import { route } from '../../platform/endpoint-routes.ts';
import { DomainError, Invalid } from '../../platform/errors.ts';
import { getCatalogueOptions } from '../catalog/index.ts';
import { csvStream, sendCsv } from '../exports/index.ts';
import { getSettings } from '../settings/index.ts';
import { loadCatalogue } from './catalogue-snapshot.ts';
import { productExportRecords } from './export.ts';
import { getImportJob, startImport } from './import-job.ts';
import { planImport } from './import-plan.ts';
import { type ImageZip, openImageZip } from './image-zip.ts';
import { readShopifyCsv, shopifyColumns } from './shopify-csv.ts';

const MB = 1024 * 1024;

/** A part's bytes, refused with 413 past `max` (the per-call limit stops busboy just past the largest). */
async function readPart(part: MultipartFile, max: number, what: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file) {
    size += (chunk as Buffer).length;
    if (size > max) {
      part.file.resume();
      throw new DomainError(413, `The ${what} is larger than ${max / MB} MB: split it into smaller files`);
    }
    chunks.push(chunk as Buffer);
  }
  if (part.file.truncated) throw new DomainError(413, `The ${what} is larger than ${max / MB} MB`);
  return Buffer.concat(chunks);
}

/** The upload's CSV (`file`) and optional zip of pictures (`images`); other fields are read past. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw new Invalid('Send the CSV as multipart form data in the field file');
  let csv: { name: string; bytes: Buffer } | undefined;
  let zip: ImageZip | undefined;
  const parts = request.parts({ limits: { fileSize: IMPORT_ZIP_MAX_BYTES + 1, files: 2, fields: 10 } });
  for await (const part of parts) {
    if (part.type !== 'file') continue;
    if (part.fieldname === 'file') {
      csv = { name: part.filename || 'products.csv', bytes: await readPart(part, IMPORT_CSV_MAX_BYTES, 'CSV file') };
    } else if (part.fieldname === 'images') {
      const bytes = await readPart(part, IMPORT_ZIP_MAX_BYTES, 'zip of images');
      zip = openImageZip(bytes);
      if (!zip) throw new Invalid('The images file is not a zip: upload the pictures as one .zip file');
    } else {
      part.file.resume();
    }
  }
  if (!csv) throw new Invalid('Choose the CSV file exported from Shopify (field file)');
  return { csv, zip };
}

export const productImportRoutes: FastifyPluginAsync = async (app) => {
  route(app, productImportUpload, {}, async (request) => {
    const { csv, zip } = await readUpload(request);
    const file = readShopifyCsv(csv.bytes);
    if (file.rows.length === 0) throw new Invalid('The file has no product rows under its header');
    const [catalogue, options, settings] = await Promise.all([
      loadCatalogue(app.db),
      getCatalogueOptions(app.db),
      getSettings(app.db),
    ]);
    const plan = planImport(file.rows, catalogue, {
      options,
      taxRules: settings.tax,
      publicUrl: app.config.publicUrl,
      zip,
      column: file.column,
    });
    if (request.query.dry_run) return { success: true as const, data: plan.report };
    const refused = plan.report.summary.error;
    if (refused > 0) {
      // Nothing is saved until every row is good: staff fix the file and upload it again.
      throw new DomainError(
        400,
        `Nothing was imported: ${refused} product${refused === 1 ? ' has' : 's have'} problems; fix the rows listed and upload the file again`,
        { data: plan.report },
      );
    }
    const jobId = await startImport(app, plan, { fileName: csv.name, startedBy: request.user?.id ?? null, zip });
    return { success: true as const, data: { job_id: jobId } };
  });

  route(app, productImportEndpoints.status, {}, async (request) => ({
    success: true as const,
    data: await getImportJob(app, request.params.job_id),
  }));

  route(app, productImportEndpoints.export, {}, async (request, reply) => {
    const generation = request.query.headers;
    const { tax } = await getSettings(app.db);
    const records = productExportRecords(app.db, { rules: tax, publicUrl: app.config.publicUrl, generation });
    const headers = shopifyColumns(generation).map((column) => column.header);
    return sendCsv(reply, productExportFileName(generation), csvStream(headers, records));
  });
};
