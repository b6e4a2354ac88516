// Owns staff's redirect calls on the client (list, add, delete, import) and the Redirects screen's query key.
import type {
  adminRedirectEndpoints,
  Redirect,
  RedirectImportResult,
  RedirectInput,
  RedirectRefusal,
} from '@shop/contract/redirects';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '#web/components/admin/admin-answer.ts';
import { ApiError, dataOf, endpointClient, successOf } from '#web/lib/api-client.ts';

export type { Redirect, RedirectImportResult, RedirectInput, RedirectRefusal };

const adminRedirectApi = endpointClient<typeof adminRedirectEndpoints>({
  list: 'GET /api/admin/redirects',
  create: 'POST /api/admin/redirects',
  remove: 'DELETE /api/admin/redirects/:id',
  import: 'POST /api/admin/redirects/import',
  export: 'GET /api/admin/redirects/export',
});

/** Where the browser downloads the CSV: a plain link, so the file is saved as the server names it. */
export const REDIRECTS_EXPORT_URL = '/api/admin/redirects/export';

export const redirectKeys = { all: ['admin', 'redirects'] as const };

export const redirectsQueryOptions = () =>
  queryOptions({ queryKey: redirectKeys.all, queryFn: ({ signal }) => dataOf(adminRedirectApi.list({ signal })) });

export function useRedirects() {
  return useQuery(redirectsQueryOptions());
}

/** A refusal staff may overrule with a tick box: the error says which. */
export class RedirectRefused extends ApiError {
  readonly refusal: RedirectRefusal;
  constructor(message: string, refusal: RedirectRefusal) {
    super(message, 400);
    this.refusal = refusal;
  }
}

export function useAddRedirect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RedirectInput) => {
      const answer = await adminRedirectApi.create({ body });
      const refusal = (answer as { data?: { refusal?: RedirectRefusal } }).data?.refusal;
      if (!answer.success && refusal) throw new RedirectRefused(answer.message, refusal);
      return successOf(answer);
    },
    onSuccess: async (answer) => {
      toastSuccess(answer, 'Redirect added');
      await queryClient.invalidateQueries({ queryKey: redirectKeys.all });
    },
    onError: (error) => {
      // The form says why beside the tick box that allows it.
      if (!(error instanceof RedirectRefused)) toastFailure(error);
    },
  });
}

export function useDeleteRedirect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => successOf(await adminRedirectApi.remove({ params: { id } })),
    onSuccess: async (answer) => {
      toastSuccess(answer, 'Redirect deleted');
      await queryClient.invalidateQueries({ queryKey: redirectKeys.all });
    },
    onError: toastFailure,
  });
}

export function useImportRedirects() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return dataOf(adminRedirectApi.import({ body }));
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: redirectKeys.all });
    },
    onError: toastFailure,
  });
}
