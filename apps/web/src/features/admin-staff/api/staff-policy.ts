// Owns the staff rules: GET and PUT /api/admin/staff/policy (two-factor sign-in for all staff, the largest refund the
// Support role may give).
import type { StaffPolicy } from '@shop/contract/staff';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '#web/components/admin/admin-answer.ts';
import { staffApi, staffKeys } from '#web/features/admin-staff/api/staff-api.ts';
import { dataOf, successOf } from '#web/lib/api-client.ts';

export type { StaffPolicy };

export const staffPolicyQueryOptions = () =>
  queryOptions({ queryKey: staffKeys.policy, queryFn: ({ signal }) => dataOf(staffApi.policy({ signal })) });

export function useStaffPolicy() {
  return useQuery(staffPolicyQueryOptions());
}

export function useSaveStaffPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StaffPolicy) => successOf(await staffApi.savePolicy({ body })),
    onSuccess: (answer) => {
      toastSuccess(answer, 'Staff rules saved');
      queryClient.setQueryData(staffKeys.policy, answer.data);
    },
    onError: toastFailure,
  });
}
