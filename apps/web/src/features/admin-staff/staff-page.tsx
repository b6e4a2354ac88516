// Owns /admin/staff: the owner's staff: who they are and may do (members, roles, status, sessions), inviting more,
// and the rules every member signs in and refunds by (decision 035).
import type { StaffMember } from '@shop/contract/staff';
import { UsersIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { ConfirmDeleteDialog } from '#web/components/admin/confirm-delete-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useRemoveStaff, useUpdateStaff } from '#web/features/admin-staff/api/change-staff.ts';
import { useStaff } from '#web/features/admin-staff/api/get-staff.ts';
import { InviteStaffForm } from '#web/features/admin-staff/components/invite-staff-form.tsx';
import { SessionsDialog } from '#web/features/admin-staff/components/sessions-dialog.tsx';
import { StaffRulesCard } from '#web/features/admin-staff/components/staff-rules-card.tsx';
import { StaffTable } from '#web/features/admin-staff/components/staff-table.tsx';

export function StaffPage() {
  const staff = useStaff();
  const update = useUpdateStaff();
  const remove = useRemoveStaff();
  const [sessionsOf, setSessionsOf] = useState<StaffMember | null>(null);
  const [toRemove, setToRemove] = useState<StaffMember | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const list = staff.data ?? [];

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
          Staff
        </h1>
        {staff.isSuccess && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {list.length === 1 ? '1 member' : `${list.length} members`}
          </p>
        )}
      </div>

      <InviteStaffForm />

      {staff.isPending ? (
        <div className="grid gap-3" role="status" aria-label="Loading the staff">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-16" />
          ))}
        </div>
      ) : staff.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 rounded-lg border border-border bg-background p-6">
          <p>{staff.error.message}</p>
          <Button variant="outline" onClick={() => void staff.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-input bg-background p-10 text-center">
          <UsersIcon className="size-10 text-muted-foreground" aria-hidden />
          <p className="font-medium">No staff yet</p>
        </div>
      ) : (
        <StaffTable
          members={list}
          busy={update.isPending ? (update.variables?.id ?? null) : null}
          onChangeRole={(member, role) => update.mutate({ id: member._id, role })}
          onToggleSuspended={(member) =>
            update.mutate({ id: member._id, status: member.status === 'suspended' ? 'active' : 'suspended' })
          }
          onShowSessions={setSessionsOf}
          onRemove={setToRemove}
        />
      )}

      <StaffRulesCard />

      <SessionsDialog member={sessionsOf} onClose={() => setSessionsOf(null)} />

      <ConfirmDeleteDialog
        open={toRemove !== null}
        onOpenChange={(open) => {
          if (!open) setToRemove(null);
        }}
        title={toRemove ? `Remove ${toRemove.email}?` : 'Remove this member?'}
        description="They are signed out everywhere and can no longer sign in to the staff area. What they did stays in the audit trail."
        actionLabel="Remove"
        pendingLabel="Removing…"
        pending={remove.isPending}
        focusAfterDelete={headingRef}
        onConfirm={async () => {
          if (!toRemove) return false;
          return remove.mutateAsync(toRemove._id).then(
            () => true,
            () => false,
          );
        }}
      />
    </div>
  );
}
