// Owns POST /api/admin/staff/invite, PUT /api/admin/staff/:id and DELETE /api/admin/staff/:id: the owner invites a
// member, changes their role, suspends or reactivates them, or removes them. Each toasts the server's words.
import type { StaffRole } from '@shop/contract/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastFailure, toastSuccess } from '#web/components/admin/admin-answer.ts';
import { staffApi, staffKeys } from '#web/features/admin-staff/api/staff-api.ts';
import { successOf } from '#web/lib/api-client.ts';

function useStaffChange<Variables, Answer extends { message?: string | undefined }>(
  send: (variables: Variables) => Promise<Answer>,
  fallback: (answer: Answer, variables: Variables) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (answer, variables) => {
      toastSuccess(answer, fallback(answer, variables));
      await queryClient.invalidateQueries({ queryKey: staffKeys.members });
    },
    onError: toastFailure,
  });
}

export function useInviteStaff() {
  return useStaffChange(
    async (body: { email: string; role: StaffRole }) => successOf(await staffApi.invite({ body })),
    (answer) => `Invitation sent to ${answer.data.email}`,
  );
}

export type StaffChange = { id: string; role?: StaffRole; status?: 'active' | 'suspended' };

export function useUpdateStaff() {
  return useStaffChange(
    async ({ id, ...body }: StaffChange) => successOf(await staffApi.update({ params: { id }, body })),
    (answer, change) =>
      change.status === 'suspended'
        ? `${answer.data.email} is suspended`
        : change.status === 'active'
          ? `${answer.data.email} is active again`
          : `${answer.data.email}’s role is changed`,
  );
}

export function useRemoveStaff() {
  return useStaffChange(
    async (id: string) => successOf(await staffApi.remove({ params: { id } })),
    () => 'Member removed',
  );
}
