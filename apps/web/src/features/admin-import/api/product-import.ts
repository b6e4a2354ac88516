// Owns POST /api/admin/products/import (the dry run, and starting the import) and GET …/import/:job_id (the job's
// progress, asked every second while it runs), with the address of the Shopify-format export.
import {
  importRefusedAnswer,
  productExportFileName,
  productImportEndpoints,
  type ImportJob,
  type ImportReport,
  type ShopifyHeaderGeneration,
} from '@shop/contract/product-import';
import { MESSAGES } from '@shop/contract/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { malformedAnswer } from '#web/components/admin/admin-answer.ts';
import { productKeys } from '#web/entities/product/product-keys.ts';
import { apiUrl, ApiError, endpointClient, successOf } from '#web/lib/api-client.ts';

export type { ImportJob, ImportReport, ShopifyHeaderGeneration };

export const productImportApi = endpointClient<Pick<typeof productImportEndpoints, 'dryRun' | 'start' | 'status'>>({
  dryRun: 'POST /api/admin/products/import',
  start: 'POST /api/admin/products/import',
  status: 'GET /api/admin/products/import/:job_id',
});

export const importKeys = {
  job: (jobId: string) => ['admin', 'product-import', jobId] as const,
};

/** The files staff chose: Shopify's product CSV, and optionally a zip of the pictures it names by file name. */
export type ImportFiles = { file: File; images: File | null };

/** Said only when a 413 comes back without the server's own words (e.g. from a proxy in front of it). */
const TOO_LARGE = 'That file is too large: the CSV may be at most 20 MB and the zip of images 100 MB.';

/** Multipart, fields `file` and `images`, as the contract's POST takes them. */
function uploadBody({ file, images }: ImportFiles): FormData {
  const body = new FormData();
  body.append('file', file);
  if (images) body.append('images', images);
  return body;
}

/** A refusal that carries the file's rows with their errors (the rows were wrong, not the file). */
export class ImportRefused extends ApiError {
  readonly report: ImportReport | undefined;
  constructor(message: string, status: number, report: ImportReport | undefined) {
    super(message, status);
    this.name = 'ImportRefused';
    this.report = report;
  }
}

/** The failure as an error; a 400 keeps the report the server sent beside its words. */
function refusal(answer: { message: string; status: number }): ImportRefused {
  const message = answer.status === 413 && answer.message === MESSAGES.serverError ? TOO_LARGE : answer.message;
  const parsed = importRefusedAnswer.safeParse(answer);
  return new ImportRefused(message, answer.status, parsed.success ? parsed.data.data : undefined);
}

/** What the file would do, row by row; nothing is saved. */
export async function checkImportFile(files: ImportFiles): Promise<ImportReport> {
  const answer = await productImportApi.dryRun({ query: { dry_run: '1' }, body: uploadBody(files) });
  if (!answer.success) throw refusal(answer);
  const parsed = productImportEndpoints.dryRun.answer.safeParse(successOf(answer));
  if (!parsed.success) throw malformedAnswer(answer.status);
  return parsed.data.data;
}

/** Starts the import in the background; the job's id comes back at once. */
export async function startImport(files: ImportFiles): Promise<string> {
  const answer = await productImportApi.start({ body: uploadBody(files) });
  if (!answer.success) throw refusal(answer);
  const parsed = productImportEndpoints.start.answer.safeParse(successOf(answer));
  if (!parsed.success) throw malformedAnswer(answer.status);
  return parsed.data.data.job_id;
}

export async function getImportJob(jobId: string, signal?: AbortSignal): Promise<ImportJob> {
  const answer = successOf(await productImportApi.status({ params: { job_id: jobId }, signal }));
  const parsed = productImportEndpoints.status.answer.safeParse(answer);
  if (!parsed.success) throw malformedAnswer(answer.status);
  return parsed.data.data;
}

/** Failures are the screen's to show beside the form (a refused file's rows belong in its report, not a toast). */
export function useCheckImportFile() {
  return useMutation({ mutationFn: checkImportFile });
}

export function useStartImport() {
  return useMutation({ mutationFn: startImport });
}

/** How often a running job is asked for its progress. */
export const IMPORT_POLL_MS = 1000;

/** The job, asked again every second until it is done or failed; then the shop's product lists are refreshed. */
export function useImportJob(jobId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: importKeys.job(jobId),
    queryFn: async ({ signal }) => {
      const job = await getImportJob(jobId, signal);
      if (job.state !== 'running' && job.done > 0) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: productKeys.all }),
          queryClient.invalidateQueries({ queryKey: productKeys.admin }),
        ]);
      }
      return job;
    },
    refetchInterval: (query) => {
      // A job the server does not know (or staff may not see) will not appear by asking again.
      const { error, data } = query.state;
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
      return !data || data.state === 'running' ? IMPORT_POLL_MS : false;
    },
  });
}

/** The export's address: a link, so the browser saves the CSV as it streams (the session is a cookie). */
export function productExportUrl(headers: ShopifyHeaderGeneration): string {
  return `${apiUrl(productImportEndpoints.export.path)}?${new URLSearchParams({ headers }).toString()}`;
}

export const productExportDownloadName = productExportFileName;
