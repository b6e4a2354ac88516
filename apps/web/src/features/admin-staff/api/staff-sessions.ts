// Owns a member's sessions: GET /api/admin/staff/:id/sessions, and ending one (DELETE …/sessions/:sessionId) or all of
// them (DELETE …/sessions), which signs that member out where they were signed in.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '#web/components/admin/admin-answer.ts';
import { staffApi, staffKeys } from '#web/features/admin-staff/api/staff-api.ts';
import { dataOf, successOf } from '#web/lib/api-client.ts';

export const staffSessionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: staffKeys.sessions(id),
    queryFn: ({ signal }) => dataOf(staffApi.sessions({ params: { id }, signal })),
  });

export function useStaffSessions(id: string | null) {
  return useQuery({ ...staffSessionsQueryOptions(id ?? ''), enabled: id !== null });
}

/** `sessionId` null ends every session of the member. */
export function useEndStaffSessions(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sessionId: string | null) =>
      successOf(
        sessionId
          ? await staffApi.endSession({ params: { id, sessionId } })
          : await staffApi.endSessions({ params: { id } }),
      ),
    onSuccess: async (answer, sessionId) => {
      toastSuccess(answer, sessionId ? 'Session ended' : 'Every session ended');
      await queryClient.invalidateQueries({ queryKey: staffKeys.sessions(id) });
    },
    onError: toastFailure,
  });
}
