// Owns GET /api/admin/staff: every member of staff, invited, active or suspended.
import type { StaffMember } from '@shop/contract/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffApi, staffKeys } from '#web/features/admin-staff/api/staff-api.ts';
import { dataOf } from '#web/lib/api-client.ts';

export type { StaffMember };

export const staffQueryOptions = () =>
  queryOptions({ queryKey: staffKeys.members, queryFn: ({ signal }) => dataOf(staffApi.list({ signal })) });

export function useStaff() {
  return useQuery(staffQueryOptions());
}
