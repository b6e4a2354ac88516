// Owns the calls that bring customers and reviews over from another shop: POST /api/admin/customers/import (the dry
// run, and starting the import) and its job's progress, staff's invite and how many it would mail, and
// POST /api/admin/reviews/import (a dry run, then the import).
import type { reviewImportEndpoints } from '@shop/contract/customer-import';
import {
  customerImportEndpoints,
  customerImportRefusedAnswer,
  type CustomerImportJob,
  type CustomerImportReport,
  type ReviewImportResult,
} from '@shop/contract/customer-import';
import { MESSAGES } from '@shop/contract/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { malformedAnswer, toastFailure } from '#web/components/admin/admin-answer.ts';
import { ApiError, endpointClient, successOf } from '#web/lib/api-client.ts';

export type { CustomerImportJob, CustomerImportReport, ReviewImportResult };

export const customerImportApi = endpointClient<typeof customerImportEndpoints>({
  dryRun: 'POST /api/admin/customers/import',
  start: 'POST /api/admin/customers/import',
  status: 'GET /api/admin/customers/import/:job_id',
  invite: 'POST /api/admin/customers/invite',
  inviteCount: 'GET /api/admin/customers/invite',
});

export const reviewImportApi = endpointClient<typeof reviewImportEndpoints>({
  import: 'POST /api/admin/reviews/import',
});

export const customerImportKeys = {
  job: (jobId: string) => ['admin', 'customer-import', jobId] as const,
  waiting: ['admin', 'customer-import', 'waiting'] as const,
};

/** Said only when a 413 comes back without the server's own words (e.g. from a proxy in front of it). */
const TOO_LARGE = 'That file is too large: the CSV may be at most 20 MB.';

const uploadBody = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

/** A refusal that carries the file's rows with their errors (the rows were wrong, not the file). */
export class CustomerImportRefused extends ApiError {
  readonly report: CustomerImportReport | undefined;
  constructor(message: string, status: number, report: CustomerImportReport | undefined) {
    super(message, status);
    this.name = 'CustomerImportRefused';
    this.report = report;
  }
}

function refusal(answer: { message: string; status: number }): CustomerImportRefused {
  const message = answer.status === 413 && answer.message === MESSAGES.serverError ? TOO_LARGE : answer.message;
  const parsed = customerImportRefusedAnswer.safeParse(answer);
  return new CustomerImportRefused(message, answer.status, parsed.success ? parsed.data.data : undefined);
}

export async function checkCustomerFile(file: File): Promise<CustomerImportReport> {
  const answer = await customerImportApi.dryRun({ query: { dry_run: '1' }, body: uploadBody(file) });
  if (!answer.success) throw refusal(answer);
  const parsed = customerImportEndpoints.dryRun.answer.safeParse(successOf(answer));
  if (!parsed.success) throw malformedAnswer(answer.status);
  return parsed.data.data;
}

export async function startCustomerImport(file: File): Promise<string> {
  const answer = await customerImportApi.start({ body: uploadBody(file) });
  if (!answer.success) throw refusal(answer);
  const parsed = customerImportEndpoints.start.answer.safeParse(successOf(answer));
  if (!parsed.success) throw malformedAnswer(answer.status);
  return parsed.data.data.job_id;
}

export function useCheckCustomerFile() {
  return useMutation({ mutationFn: checkCustomerFile });
}

export function useStartCustomerImport() {
  return useMutation({ mutationFn: startCustomerImport });
}

/** How often a running job is asked for its progress. */
export const CUSTOMER_IMPORT_POLL_MS = 1000;

/** The job, asked again every second until it ends; then the count of customers waiting for an invite is asked anew. */
export function useCustomerImportJob(jobId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: customerImportKeys.job(jobId),
    queryFn: async ({ signal }) => {
      const answer = successOf(await customerImportApi.status({ params: { job_id: jobId }, signal }));
      const parsed = customerImportEndpoints.status.answer.safeParse(answer);
      if (!parsed.success) throw malformedAnswer(answer.status);
      const job = parsed.data.data;
      if (job.state !== 'running') await queryClient.invalidateQueries({ queryKey: customerImportKeys.waiting });
      return job;
    },
    refetchInterval: (query) => {
      const { error, data } = query.state;
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
      return !data || data.state === 'running' ? CUSTOMER_IMPORT_POLL_MS : false;
    },
  });
}

/** How many imported customers "Invite" would mail now. */
export function useCustomersWaitingForInvite() {
  return useQuery({
    queryKey: customerImportKeys.waiting,
    queryFn: async ({ signal }) => successOf(await customerImportApi.inviteCount({ signal })).data.waiting,
  });
}

/** Mails every imported customer not invited yet; a failure is a toast. */
export function useInviteImportedCustomers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => successOf(await customerImportApi.invite({ body: { all_imported: true } })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerImportKeys.waiting }),
    onError: toastFailure,
  });
}

/** The review file checked (`dryRun`) or imported: how many reviews are added, and the rows refused with why. */
export async function importReviewFile({ file, dryRun }: { file: File; dryRun: boolean }): Promise<ReviewImportResult> {
  const body = uploadBody(file);
  const answer = dryRun
    ? await reviewImportApi.import({ query: { dry_run: '1' }, body })
    : await reviewImportApi.import({ body });
  if (!answer.success) throw refusal(answer);
  return successOf(answer).data;
}

export function useImportReviewFile() {
  return useMutation({ mutationFn: importReviewFile });
}
