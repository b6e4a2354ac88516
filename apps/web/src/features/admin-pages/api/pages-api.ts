// Owns staff's page calls on the client (list, read, save, delete or reset, preview) and the Pages screen's query keys.
import type { adminPageEndpoints, PageInput, PageSource, PageSummary } from '@shop/contract/content-pages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '#web/components/admin/admin-answer.ts';
import { dataOf, endpointClient, successOf } from '#web/lib/api-client.ts';

export type { PageInput, PageSource, PageSummary };

const adminPageApi = endpointClient<typeof adminPageEndpoints>({
  list: 'GET /api/admin/pages',
  get: 'GET /api/admin/pages/:handle',
  save: 'PUT /api/admin/pages/:handle',
  remove: 'DELETE /api/admin/pages/:handle',
  preview: 'POST /api/admin/pages/preview',
});

export const pageKeys = {
  all: ['admin', 'pages'] as const,
  one: (handle: string) => ['admin', 'pages', handle] as const,
};

export const pagesQueryOptions = () =>
  queryOptions({ queryKey: pageKeys.all, queryFn: ({ signal }) => dataOf(adminPageApi.list({ signal })) });

export function usePages() {
  return useQuery(pagesQueryOptions());
}

/** A page's Markdown as staff wrote it (or a SPEC page's default); nothing to ask for a new page. */
export function usePageSource(handle: string | null) {
  return useQuery({
    queryKey: pageKeys.one(handle ?? ''),
    queryFn: ({ signal }) => dataOf(adminPageApi.get({ params: { handle: handle ?? '' }, signal })),
    enabled: handle !== null,
  });
}

export function useSavePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ handle, body }: { handle: string; body: PageInput }) =>
      successOf(await adminPageApi.save({ params: { handle }, body })),
    onSuccess: async (answer) => {
      toastSuccess(answer, 'Page saved');
      await queryClient.invalidateQueries({ queryKey: pageKeys.all });
    },
    onError: toastFailure,
  });
}

export function useDeletePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (handle: string) => successOf(await adminPageApi.remove({ params: { handle } })),
    onSuccess: async (answer) => {
      toastSuccess(answer, 'Page deleted');
      await queryClient.invalidateQueries({ queryKey: pageKeys.all });
    },
    onError: toastFailure,
  });
}

/** The HTML shoppers would see for this Markdown, rendered and sanitized by the server. */
export function usePreview() {
  return useMutation({
    mutationFn: async (markdown: string) => dataOf(adminPageApi.preview({ body: { markdown } })),
    onError: toastFailure,
  });
}
