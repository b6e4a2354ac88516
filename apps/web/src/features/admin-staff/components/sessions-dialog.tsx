// Owns a member's "Sessions" dialog: where they are signed in (started, last seen, IP, device), ending one session or
// every one of them.
import type { StaffMember } from '@shop/contract/staff';
import { LogOutIcon } from 'lucide-react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useEndStaffSessions, useStaffSessions } from '#web/features/admin-staff/api/staff-sessions.ts';
import { deviceText, lastSeenText } from '#web/features/admin-staff/components/staff-words.ts';
import { formatDateTime } from '#web/entities/order/order-time.ts';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';

export type SessionsDialogProps = {
  /** The member whose sessions show, or null when the dialog is closed. */
  member: StaffMember | null;
  onClose: () => void;
};

export function SessionsDialog({ member, onClose }: SessionsDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={member !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl" {...returnFocus}>
        <DialogHeader>
          <DialogTitle>Sessions</DialogTitle>
          <DialogDescription>
            {member ? `Where ${member.email} is signed in. Ending a session signs them out there.` : ''}
          </DialogDescription>
        </DialogHeader>
        {member && <SessionList key={member._id} memberId={member._id} />}
      </DialogContent>
    </Dialog>
  );
}

function SessionList({ memberId }: { memberId: string }) {
  const sessions = useStaffSessions(memberId);
  const end = useEndStaffSessions(memberId);
  if (sessions.isPending) return <Skeleton role="status" aria-label="Loading the sessions" className="h-32" />;
  if (sessions.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 text-sm">
        <p>{sessions.error.message}</p>
        <Button variant="outline" onClick={() => void sessions.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (sessions.data.length === 0) return <p className="text-sm text-muted-foreground">Not signed in anywhere.</p>;
  return (
    <div className="grid gap-4 text-sm">
      <ul className="grid gap-3">
        {sessions.data.map((session) => {
          const started = formatDateTime(session.created_at);
          return (
            <li
              key={session._id}
              className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-[1fr_auto] sm:items-center"
            >
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                <dt className="text-muted-foreground">Device</dt>
                <dd className="flex flex-wrap items-center gap-2 font-medium">
                  {deviceText(session.user_agent)}
                  {session.current && <Badge variant="accent">This session</Badge>}
                </dd>
                <dt className="text-muted-foreground">Started</dt>
                <dd>{started}</dd>
                <dt className="text-muted-foreground">Last seen</dt>
                <dd>{lastSeenText(session.last_seen_at)}</dd>
                <dt className="text-muted-foreground">IP</dt>
                <dd className="font-mono text-xs wrap-anywhere">{session.ip ?? 'Unknown'}</dd>
              </dl>
              <Button
                variant="outline"
                size="sm"
                aria-label={`End the session started ${started}`}
                disabled={end.isPending}
                onClick={() => end.mutate(session._id)}
              >
                End
              </Button>
            </li>
          );
        })}
      </ul>
      <Button
        variant="destructive"
        className="w-full sm:w-fit sm:justify-self-end"
        disabled={end.isPending}
        aria-busy={end.isPending && end.variables === null}
        onClick={() => end.mutate(null)}
      >
        <LogOutIcon aria-hidden />
        End all
      </Button>
    </div>
  );
}
